//! Alpha-beta search: the negamax value of one state without a memo, cut off by a window and
//! by a bound on what is left to win.

use crate::negamax::Move;
use std::marker::PhantomData;

/// Negamax with alpha-beta pruning over the same move generator as [`crate::Negamax`] (points,
/// next state, whether the mover moves again), for one question at a time: "is the margin above
/// this threshold?" ([`AlphaBeta::margin_exceeds`]) or the exact margin ([`AlphaBeta::value`]).
///
/// Two cut-offs make it fast:
/// - the **window** `(alpha, beta)`: a state's search stops as soon as a move reaches `beta`
///   (the opponent will not allow this state), and a null window `(t, t + 1)` answers "above
///   `t` or not";
/// - the **bound**: `bound(s)` is at least `|f(s)|`, the most either player can still gain over
///   the other (Triangle War: the triangles not yet closed). A state whose bound already
///   decides the window is not searched: this is "5 of the 9 triangles decide" in general form.
///
/// Moves are tried in decreasing order of their points (ties in the generator's order): moves
/// that score are usually best and cut the rest off. Put the likeliest best moves first among
/// equal points.
///
/// When a memo is better: when the states reachable fit in memory (up to some 1e7) and are
/// reached by many move orders or asked about many times (all the games of one input), take
/// [`crate::Negamax`]: it visits each state once. Triangle War's 2^18 line sets are the case in
/// point: one memo (about 50 ms of CPU for all 2^18 sets) answers any number of games with one
/// look-up each, while alpha-beta searches each game again: with the null window at 0 and the
/// bound "triangles left", about 1,300 nodes a game after 6 random moves (measured over 200
/// games, `cargo test -p cgt-minimax --release timings -- --ignored --nocapture`), so a few
/// hundred games cost what the whole memo does. Alpha-beta is for trees whose states are too
/// many to store and for single questions with a narrow window.
///
/// # Constraints
/// The game is finite and acyclic; `bound(s) >= |f(s)|` (use `|_| i64::MAX / 4` when nothing
/// better is known), and margins stay within `i64::MAX / 4`. The recursion is as deep as the
/// game is long: for games of up to some 10^4 moves.
///
/// # Complexity
/// At most the whole game tree (no memo: a state reached by several move orders is searched
/// again), typically about its square root with good ordering; O(depth) memory.
///
/// # Example
/// ```
/// use cgt_minimax::{AlphaBeta, Move};
/// // Take 1 or 2 stones, scoring what is taken; a pile of n stones is worth at most n.
/// let mut game = AlphaBeta::new(
///     |&n: &u32| (1..=2.min(n)).map(|k| Move::turn_passes(k as i64, n - k)).collect(),
///     |&n: &u32| n as i64,
/// );
/// assert_eq!(game.value(&3), 1);
/// assert!(game.margin_exceeds(&3, 0));
/// assert!(!game.margin_exceeds(&3, 1));
/// assert_eq!(game.best_move(&3), Some(Move::turn_passes(2, 1)));
/// ```
///
/// A race with extra moves, "k of the cells decide": two triangles sharing a line, the bound
/// being the cells not yet closed.
/// ```
/// use cgt_minimax::{AlphaBeta, LineBoard};
/// let board = LineBoard::new(&[(0, 1), (0, 2), (1, 2), (1, 3), (2, 3)], &[&[0, 1, 2], &[1, 2, 3]]);
/// let mut race = AlphaBeta::new(
///     |&drawn: &u64| board.moves(drawn),
///     |&drawn: &u64| (board.cell_count() as u32 - board.closed(drawn)) as i64,
/// );
/// // Four lines drawn, the shared one left: the mover closes both triangles.
/// assert_eq!(race.value(&0b11011), 2);
/// // From the empty board best play splits the triangles: one each.
/// assert_eq!(race.value(&0), 0);
/// assert!(!race.margin_exceeds(&0, 0)); // the player to move cannot get ahead
/// ```
///
/// Used by: no judge problem yet.
pub struct AlphaBeta<S, F, B> {
    moves: F,
    bound: B,
    nodes: u64,
    state: PhantomData<S>,
}

/// Larger than every margin: the full window is `(-INFINITY, INFINITY)`.
const INFINITY: i64 = i64::MAX / 2;

impl<S, F, B> AlphaBeta<S, F, B>
where
    F: FnMut(&S) -> Vec<Move<S>>,
    B: Fn(&S) -> i64,
{
    /// A search of the game whose moves are `moves(s)`, with `bound(s) >= |f(s)|`.
    pub fn new(moves: F, bound: B) -> Self {
        AlphaBeta {
            moves,
            bound,
            nodes: 0,
            state: PhantomData,
        }
    }

    /// The best margin `f(state)` for the player to move (as [`crate::Negamax::value`]).
    pub fn value(&mut self, state: &S) -> i64 {
        self.search(state, -INFINITY, INFINITY)
    }

    /// Whether the player to move at `state` can make the margin from here on larger than
    /// `threshold`: `f(state) > threshold`, by a null-window search. A player behind by `d`
    /// points wins a race with no ties iff `margin_exceeds(state, d)`.
    pub fn margin_exceeds(&mut self, state: &S, threshold: i64) -> bool {
        self.search(state, threshold, threshold + 1) > threshold
    }

    /// The fail-soft alpha-beta value of `state` in the window `(alpha, beta)`, `alpha < beta`:
    /// a result `v` with `alpha < v < beta` is `f(state)`; `v <= alpha` means `f(state) <= v`;
    /// `v >= beta` means `f(state) >= v`.
    pub fn search(&mut self, state: &S, alpha: i64, beta: i64) -> i64 {
        self.nodes += 1;
        let bound = (self.bound)(state);
        if bound <= alpha {
            return bound;
        }
        if -bound >= beta {
            return -bound;
        }
        let mut moves = (self.moves)(state);
        if moves.is_empty() {
            return 0;
        }
        moves.sort_by_key(|m| std::cmp::Reverse(m.points));
        let mut alpha = alpha;
        let mut best = -INFINITY;
        for m in &moves {
            let margin = self.move_margin(m, alpha, beta);
            best = best.max(margin);
            alpha = alpha.max(margin);
            if alpha >= beta {
                break;
            }
        }
        best
    }

    /// The first move of `state`, in the generator's order, that achieves `f(state)`; `None`
    /// when `state` has no move.
    pub fn best_move(&mut self, state: &S) -> Option<Move<S>> {
        let value = self.value(state);
        let moves = (self.moves)(state);
        moves
            .into_iter()
            .find(|m| self.move_margin(m, value - 1, value) >= value)
    }

    /// How many states have been searched so far (a state reached twice counts twice).
    pub fn nodes(&self) -> u64 {
        self.nodes
    }

    /// The fail-soft margin of move `m` in the mover's window `(alpha, beta)`.
    fn move_margin(&mut self, m: &Move<S>, alpha: i64, beta: i64) -> i64 {
        if m.again {
            m.points + self.search(&m.next, alpha - m.points, beta - m.points)
        } else {
            m.points - self.search(&m.next, m.points - beta, m.points - alpha)
        }
    }
}
