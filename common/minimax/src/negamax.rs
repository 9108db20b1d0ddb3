//! Negamax with a memo: the best margin of points for the player to move, from a move
//! generator, remembered per state in a dense table or a hash map.

use cgt_fast_hash::FastHashMap;
use std::hash::Hash;
use std::marker::PhantomData;

/// One move of a game with scores, as a move generator yields it: the mover gains `points`
/// (negative for a loss of points), the game goes to `next`, and the mover either moves again
/// (`again`: a completed triangle or box) or the turn passes.
///
/// # Constraints
/// None for the data. [`Move::margin`] computes `points + next_value` or `points - next_value`,
/// which must fit in `i64` (an overflow panics in debug builds).
///
/// # Complexity
/// Plain data; [`Move::margin`] is O(1).
///
/// # Example
/// ```
/// use cgt_minimax::Move;
/// // Closing a box scores 1 and the same player moves again.
/// let close = Move::moves_again(1, "box closed");
/// assert_eq!((close.points, close.next, close.again), (1, "box closed", true));
/// // If the player to move next can make 2 more, closing is worth 1 + 2.
/// assert_eq!(close.margin(2), 3);
/// assert_eq!(Move::turn_passes(1, "box closed").margin(2), -1);
/// ```
///
/// Used by: atcoder-abc349-e, luogu-p4363, poj-1085.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Move<S> {
    /// What the mover gains by this move.
    pub points: i64,
    /// The state after the move.
    pub next: S,
    /// Whether the same player moves again at `next`.
    pub again: bool,
}

impl<S> Move<S> {
    /// A move after which the other player moves.
    pub fn turn_passes(points: i64, next: S) -> Self {
        Move {
            points,
            next,
            again: false,
        }
    }

    /// A move after which the same player moves again.
    pub fn moves_again(points: i64, next: S) -> Self {
        Move {
            points,
            next,
            again: true,
        }
    }

    /// The mover's margin by this move when `next_value` is the best margin of the player to
    /// move at `next`: `points + next_value` if the mover moves again, `points - next_value`
    /// if the opponent does.
    ///
    /// # Example
    /// ```
    /// use cgt_minimax::Move;
    /// assert_eq!(Move::turn_passes(5, ()).margin(3), 2);
    /// assert_eq!(Move::moves_again(5, ()).margin(3), 8);
    /// ```
    pub fn margin(&self, next_value: i64) -> i64 {
        if self.again {
            self.points + next_value
        } else {
            self.points - next_value
        }
    }
}

/// Where [`Negamax`] remembers the value of each state it has solved: [`DenseMemo`] (a table
/// indexed by a state's rank) or [`HashMemo`] (a hash map, for sparse states).
///
/// # Constraints
/// [`Negamax`] expects `get` to return the last value inserted for that state (`None` before
/// any) and `len` to count the states with a value. One memo holds values of one game. Each
/// store adds its own: [`DenseMemo`] needs every rank below its size and no value `i64::MIN`;
/// [`HashMemo`] needs `Clone + Eq + Hash` states.
///
/// # Complexity
/// As the implementor: [`DenseMemo`] O(1) a call plus one call of its rank, [`HashMemo`] O(1)
/// expected a call plus hashing the state; `len` and `is_empty` O(1) for both.
///
/// # Example
/// ```
/// use cgt_minimax::{Memo, Move, Negamax};
/// // A memo for piles below 64: a fixed array and a count.
/// struct Small([Option<i64>; 64], usize);
/// impl Memo<u32> for Small {
///     fn get(&self, &n: &u32) -> Option<i64> {
///         self.0[n as usize]
///     }
///     fn insert(&mut self, &n: &u32, value: i64) {
///         self.1 += self.0[n as usize].is_none() as usize;
///         self.0[n as usize] = Some(value);
///     }
///     fn len(&self) -> usize {
///         self.1
///     }
/// }
/// // A move takes one stone and scores 1: an odd pile is worth 1, an even one 0.
/// let mut game = Negamax::with_memo(Small([None; 64], 0), |&n: &u32| {
///     if n == 0 { Vec::new() } else { vec![Move::turn_passes(1, n - 1)] }
/// });
/// assert_eq!(game.value(&5), 1);
/// assert_eq!(game.value(&4), 0);
/// assert_eq!(game.memo().len(), 6); // the piles 0 to 5
/// assert!(!game.memo().is_empty());
/// ```
///
/// Used by: atcoder-abc349-e, luogu-p4363, poj-1085.
pub trait Memo<S> {
    /// The remembered value of `state`, if any.
    fn get(&self, state: &S) -> Option<i64>;
    /// Remembers `value` for `state`.
    fn insert(&mut self, state: &S, value: i64);
    /// How many states have a value.
    fn len(&self) -> usize;
    /// Whether no state has a value yet.
    fn is_empty(&self) -> bool {
        self.len() == 0
    }
}

/// A memo stored as a table of `size` values, state `s` at index `rank(s)`: the store for states
/// with a dense rank (a set of 18 drawn lines is its own rank below 2^18; a staircase in n x m
/// has one below C(n+m, n), see [`crate::Staircase`]; a base-3 board below 3^cells, see
/// [`crate::Base3`]).
///
/// # Constraints
/// `rank(s) < size` for every state reached; no value is `i64::MIN` (it marks "not known").
///
/// # Complexity
/// `size` words of memory, allocated once; a look-up is one call of `rank`.
///
/// # Example
/// ```
/// use cgt_minimax::{DenseMemo, Memo};
/// let mut memo = DenseMemo::new(8, |&s: &u8| s as usize);
/// memo.insert(&5, -3);
/// assert_eq!((memo.get(&5), memo.get(&4), memo.len()), (Some(-3), None, 1));
/// ```
///
/// Used by: atcoder-abc349-e, luogu-p4363, poj-1085.
pub struct DenseMemo<R> {
    rank: R,
    values: Vec<i64>,
    known: usize,
}

impl<R> DenseMemo<R> {
    /// An empty table for ranks `0..size`.
    pub fn new(size: usize, rank: R) -> Self {
        DenseMemo {
            rank,
            values: vec![i64::MIN; size],
            known: 0,
        }
    }

    /// The number of ranks the table holds (known or not).
    pub fn size(&self) -> usize {
        self.values.len()
    }
}

impl<S, R: Fn(&S) -> usize> Memo<S> for DenseMemo<R> {
    fn get(&self, state: &S) -> Option<i64> {
        let value = self.values[(self.rank)(state)];
        (value != i64::MIN).then_some(value)
    }

    fn insert(&mut self, state: &S, value: i64) {
        let slot = &mut self.values[(self.rank)(state)];
        if *slot == i64::MIN {
            self.known += 1;
        }
        *slot = value;
    }

    fn len(&self) -> usize {
        self.known
    }
}

/// A memo stored in a hash map, for states without a dense rank (row lengths in base 11, a
/// sorted multiset, a few cells of a large board). Hashes with a fast multiplicative hash
/// (`cgt_fast_hash::FastHashMap`): states come from the game, not from an adversary.
///
/// # Constraints
/// States are `Clone + Eq + Hash` for the [`Memo`] methods (`insert` stores a clone). The hash
/// does not resist states chosen to collide: such states make look-ups slow, never wrong.
///
/// # Complexity
/// O(1) expected per look-up, plus hashing the state; memory in proportion to the states stored.
///
/// # Example
/// ```
/// use cgt_minimax::{HashMemo, Memo};
/// let mut memo = HashMemo::new();
/// memo.insert(&vec![3u8, 1], 7);
/// assert_eq!((memo.get(&vec![3, 1]), memo.get(&vec![1, 3])), (Some(7), None));
/// ```
///
/// Used by: atcoder-abc349-e, luogu-p4363, poj-1085.
pub struct HashMemo<S> {
    values: FastHashMap<S, i64>,
}

impl<S> HashMemo<S> {
    /// An empty memo.
    pub fn new() -> Self {
        HashMemo {
            values: FastHashMap::default(),
        }
    }
}

impl<S> Default for HashMemo<S> {
    fn default() -> Self {
        HashMemo::new()
    }
}

impl<S: Clone + Eq + Hash> Memo<S> for HashMemo<S> {
    fn get(&self, state: &S) -> Option<i64> {
        self.values.get(state).copied()
    }

    fn insert(&mut self, state: &S, value: i64) {
        self.values.insert(state.clone(), value);
    }

    fn len(&self) -> usize {
        self.values.len()
    }
}

/// The best margin of points for the player to move in a finite two-player game with scores,
/// from a move generator: `moves(s)` yields each [`Move`] of state `s` (points gained, next
/// state, whether the mover moves again), and
///
/// `f(s) = max over moves of (points + f(next) if the mover moves again, points - f(next) if not)`,
/// `f(s) = 0` where there is no move.
///
/// So `f(s)` is (the mover's points from here on) - (the opponent's), both playing to make their
/// own margin as large as possible: the negamax form of minimax for a zero-sum score. Extra turns
/// are part of the model (Triangle War, dots and boxes); a game that ends early (a line of three)
/// is a state without moves, whatever it is worth carried by the move that ended it. A win/lose
/// game decided by points is won exactly when the final margin is positive and no tie is
/// possible: the sign of `past margin + f(s)`.
///
/// Values are memoised per state in a [`Memo`]: [`Negamax::dense`] (a table indexed by a rank)
/// or [`Negamax::hashed`] (a hash map). The memo is kept between calls, so one `Negamax` answers
/// every query of an input (every game of a file) and pays once per state. The state must hold
/// everything the future depends on: whose turn it is only matters through the points, and the
/// points already scored never matter (the value is a margin from here on).
///
/// The search is iterative (an explicit stack): a game a million moves long does not overflow.
///
/// # Constraints
/// The game is finite and acyclic (no state comes back); margins fit in `i64`.
///
/// # Complexity
/// O(S + E) calls of the memo and O(S) calls of `moves` over the S states and E moves reachable
/// from the states asked about; memory: the memo plus the stack (the game's length, with the
/// moves of each state on it). Measured here (release, CPU time): Triangle War's whole table
/// (all 2^18 line sets, 2 MiB of `i64`) in about 50 ms, and `cargo x bench poj-1085` answers
/// 10,000 games with it in 50-62 ms for the whole process; 一双木棋 on 10 x 10 (all 184,756
/// staircases, 1.4 MiB) in about 55 ms (`cargo x bench luogu-p4363`: 57-62 ms).
///
/// # Example
/// ```
/// use cgt_minimax::{Move, Negamax};
/// // A pile of stones; a move takes 1 or 2 and scores what it takes, and taking exactly 2
/// // earns another move.
/// let mut game = Negamax::hashed(|&n: &u32| {
///     let mut moves = vec![Move::turn_passes(1, n.wrapping_sub(1))];
///     if n >= 2 {
///         moves.push(Move::moves_again(2, n - 2));
///     }
///     if n == 0 { Vec::new() } else { moves }
/// });
/// assert_eq!(game.value(&1), 1);
/// assert_eq!(game.value(&4), 4); // take 2 twice
/// assert_eq!(game.value(&5), 5);
/// assert_eq!(game.best_move(&3), Some(Move::moves_again(2, 1)));
/// ```
///
/// Used by: atcoder-abc349-e, luogu-p4363, poj-1085.
pub struct Negamax<S, F, M> {
    moves: F,
    memo: M,
    state: PhantomData<S>,
}

/// A state whose moves are still being valued, with the best margin among the first ones.
struct Frame<S> {
    state: S,
    moves: Vec<Move<S>>,
    valued: usize,
    best: i64,
}

impl<S, F, R> Negamax<S, F, DenseMemo<R>>
where
    S: Clone,
    F: FnMut(&S) -> Vec<Move<S>>,
    R: Fn(&S) -> usize,
{
    /// Negamax over states with a dense rank: the memo is a table of `size` values, state `s`
    /// at `rank(s)` (see [`DenseMemo`]).
    pub fn dense(size: usize, rank: R, moves: F) -> Self {
        Negamax::with_memo(DenseMemo::new(size, rank), moves)
    }
}

impl<S, F> Negamax<S, F, HashMemo<S>>
where
    S: Clone + Eq + Hash,
    F: FnMut(&S) -> Vec<Move<S>>,
{
    /// Negamax over states remembered in a hash map (see [`HashMemo`]).
    pub fn hashed(moves: F) -> Self {
        Negamax::with_memo(HashMemo::new(), moves)
    }
}

impl<S, F, M> Negamax<S, F, M>
where
    S: Clone,
    F: FnMut(&S) -> Vec<Move<S>>,
    M: Memo<S>,
{
    /// Negamax with the memo `memo` (empty, or holding values of this same game).
    pub fn with_memo(memo: M, moves: F) -> Self {
        Negamax {
            moves,
            memo,
            state: PhantomData,
        }
    }

    /// The best margin for the player to move at `state`: `f(state)` above.
    pub fn value(&mut self, state: &S) -> i64 {
        if let Some(known) = self.memo.get(state) {
            return known;
        }
        let mut stack = vec![self.frame(state.clone())];
        while let Some(top) = stack.last_mut() {
            let mut unknown = None;
            while let Some(m) = top.moves.get(top.valued) {
                match self.memo.get(&m.next) {
                    Some(value) => {
                        top.best = top.best.max(m.margin(value));
                        top.valued += 1;
                    }
                    None => {
                        unknown = Some(m.next.clone());
                        break;
                    }
                }
            }
            match unknown {
                Some(next) => {
                    let frame = self.frame(next);
                    stack.push(frame);
                }
                None => {
                    let done = stack.pop().unwrap();
                    let value = if done.moves.is_empty() { 0 } else { done.best };
                    self.memo.insert(&done.state, value);
                }
            }
        }
        self.memo.get(state).expect("the state was just solved")
    }

    /// Every move of `state` that achieves its value, in the order `moves` yields them: the
    /// moves to make. Empty exactly when `state` has no move.
    ///
    /// # Complexity
    /// [`Negamax::value`] of `state` and of each next state (memoised), and one more call of
    /// `moves`.
    pub fn best_moves(&mut self, state: &S) -> Vec<Move<S>> {
        let value = self.value(state);
        let moves = (self.moves)(state);
        moves
            .into_iter()
            .filter(|m| m.margin(self.value(&m.next)) == value)
            .collect()
    }

    /// One move of `state` that achieves its value (the first [`Negamax::best_moves`] lists),
    /// or `None` when `state` has no move.
    pub fn best_move(&mut self, state: &S) -> Option<Move<S>> {
        self.best_moves(state).into_iter().next()
    }

    /// How many states have their value remembered.
    pub fn known_states(&self) -> usize {
        self.memo.len()
    }

    /// The memo, to see how big it is or to take it for another search of the same game.
    pub fn memo(&self) -> &M {
        &self.memo
    }

    fn frame(&mut self, state: S) -> Frame<S> {
        let moves = (self.moves)(&state);
        Frame {
            state,
            moves,
            valued: 0,
            best: i64::MIN,
        }
    }
}
