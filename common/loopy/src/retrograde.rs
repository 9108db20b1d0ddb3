//! Retrograde analysis of loopy games: win, lose or draw, and the optimal game length.

/// The value of a position for the player to move, with best play by both players.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Outcome {
    /// Some move leads to a `Lose` position: the player to move can force a win.
    Win,
    /// Every move leads to a `Win` position (or there is no move): the player to move loses.
    Lose,
    /// Neither: with best play the game goes on forever.
    Draw,
}

// A position's cell in `Retrograde::state`: while undecided, the number of its moves not yet
// known to lead to a `Win` position (at least 1); once decided, one of these tags.
const WIN: u32 = u32::MAX;
const LOSE: u32 = u32::MAX - 1;
/// A terminal position declared a draw: it never counts as `Win` for its predecessors.
const FIXED_DRAW: u32 = u32::MAX - 2;
/// Counters stay below the tags.
const MAX_OUT_DEGREE: usize = FIXED_DRAW as usize - 1;

/// A game graph in flat arrays, ready for [`Retrograde::solve`]: position `u` has one move
/// `u -> v` per listed pair (a repeated pair is several moves, which changes nothing but is
/// counted consistently on both sides). Stored as the reverse edges in compressed sparse rows
/// (the predecessors of `v` are one slice), the out-degree of every position and the list of
/// dead ends.
///
/// Used by: luogu-p6560, atcoder-abc209-e.
#[derive(Clone, Debug)]
pub struct MoveGraph {
    /// `predecessors[start[v]..start[v + 1]]` are the positions with a move to `v`.
    start: Vec<u32>,
    predecessors: Vec<u32>,
    out_degree: Vec<u32>,
    dead_ends: Vec<u32>,
}

impl MoveGraph {
    /// The graph on positions `0..positions` with one move per pair `(from, to)` of `moves`.
    ///
    /// # Constraints
    /// Every position is below `positions`; `positions` and `moves.len()` are below 2^32 - 3.
    ///
    /// # Complexity
    /// O(positions + moves) time and memory.
    ///
    /// # Example
    /// ```
    /// use cgt_loopy::MoveGraph;
    /// let graph = MoveGraph::new(3, &[(0, 1), (0, 1), (1, 2), (2, 1)]);
    /// assert_eq!(graph.out_degree(0), 2);
    /// assert_eq!(graph.predecessors(1), [0, 0, 2]);
    /// assert_eq!(graph.move_count(), 4);
    /// ```
    pub fn new(positions: usize, moves: &[(usize, usize)]) -> Self {
        assert!(
            positions <= MAX_OUT_DEGREE && moves.len() <= MAX_OUT_DEGREE,
            "too many positions or moves for 32-bit counters"
        );
        let mut start = vec![0u32; positions + 1];
        let mut out_degree = vec![0u32; positions];
        for &(from, to) in moves {
            assert!(
                from < positions && to < positions,
                "move {from} -> {to} leaves positions 0..{positions}"
            );
            out_degree[from] += 1;
            start[to + 1] += 1;
        }
        for v in 0..positions {
            start[v + 1] += start[v];
        }
        let mut next_slot = start[..positions].to_vec();
        let mut predecessors = vec![0u32; moves.len()];
        for &(from, to) in moves {
            predecessors[next_slot[to] as usize] = from as u32;
            next_slot[to] += 1;
        }
        let dead_ends = (0..positions as u32)
            .filter(|&v| out_degree[v as usize] == 0)
            .collect();
        MoveGraph {
            start,
            predecessors,
            out_degree,
            dead_ends,
        }
    }

    /// The number of positions.
    pub fn positions(&self) -> usize {
        self.out_degree.len()
    }

    /// The number of moves (edges, repeated ones included).
    pub fn move_count(&self) -> usize {
        self.predecessors.len()
    }

    /// The number of moves out of `position`.
    pub fn out_degree(&self, position: usize) -> usize {
        self.out_degree[position] as usize
    }

    /// The positions with a move to `position`, once per move.
    pub fn predecessors(&self, position: usize) -> &[u32] {
        &self.predecessors[self.start[position] as usize..self.start[position + 1] as usize]
    }
}

/// Retrograde analysis of a loopy game: the [`Outcome`] of every position for the player to
/// move and, where decided, the optimal game length (the winner hurries, the loser delays).
///
/// One value serves any number of games: its buffers are kept between calls, so solving the
/// same graph again (say with another terminal position per query) allocates nothing.
///
/// Terminal positions get their given outcome and length 0, whatever their moves; other
/// positions without a move are `Lose` with length 0. Then, walking the moves backwards in
/// order of length, a position is `Win` as soon as one of its moves reaches a `Lose` position
/// (length one more than that one's, the shortest), and `Lose` once all its moves reach `Win`
/// positions (one more than the last and longest of them). What stays undecided is `Draw`.
///
/// Used by: luogu-p6560, cf-786a, atcoder-abc209-e.
#[derive(Clone, Debug, Default)]
pub struct Retrograde {
    /// Per position: its undecided-move counter, or a tag once decided.
    state: Vec<u32>,
    length: Vec<u32>,
    /// Decided positions in the order decided (non-decreasing length); each enters once.
    queue: Vec<u32>,
    scratch: Vec<usize>,
}

impl Retrograde {
    /// An analysis with empty buffers; they grow to the largest game solved.
    pub fn new() -> Self {
        Self::default()
    }

    /// Solves the game on `graph` in which each `(position, outcome)` of `terminals` ends the
    /// game with that outcome for the player to move.
    ///
    /// # Constraints
    /// Terminal positions are distinct and below `graph.positions()`.
    ///
    /// # Complexity
    /// O(positions + moves) time; no allocation once the buffers have reached this size.
    ///
    /// # Example
    /// ```
    /// use cgt_loopy::{MoveGraph, Outcome, Retrograde};
    /// // 0 -> 1 -> 2 -> 0 is a cycle, 2 -> 3 -> 4 leads out of it.
    /// let graph = MoveGraph::new(5, &[(0, 1), (1, 2), (2, 0), (2, 3), (3, 4)]);
    /// let mut game = Retrograde::new();
    /// game.solve(&graph, &[]);
    /// // 4 is a dead end, so 3 wins, 2 must choose between 3 and 0: it keeps the game going.
    /// assert_eq!(game.outcome(4), Outcome::Lose);
    /// assert_eq!(game.outcome(3), Outcome::Win);
    /// assert_eq!(game.outcome(2), Outcome::Draw);
    /// assert_eq!(game.length(3), Some(1));
    /// assert_eq!(game.length(2), None);
    /// // The same graph where reaching 3 ends the game, lost for the player then to move.
    /// game.solve(&graph, &[(3, Outcome::Lose)]);
    /// assert_eq!(game.outcome(2), Outcome::Win);
    /// assert_eq!(game.outcome(1), Outcome::Lose);
    /// assert_eq!(game.outcome(0), Outcome::Win);
    /// assert_eq!(game.length(0), Some(3));
    /// ```
    pub fn solve(&mut self, graph: &MoveGraph, terminals: &[(usize, Outcome)]) {
        let n = graph.positions();
        self.state.clear();
        self.state.extend_from_slice(&graph.out_degree);
        self.reset(n, terminals);
        for &v in &graph.dead_ends {
            self.decide_dead_end(v as usize);
        }
        let Retrograde {
            state,
            length,
            queue,
            ..
        } = self;
        let mut head = 0;
        while let Some(&v) = queue.get(head) {
            head += 1;
            let v = v as usize;
            let lost = state[v] == LOSE;
            let next = length[v] + 1;
            for &u in graph.predecessors(v) {
                visit(state, length, queue, u as usize, lost, next);
            }
        }
    }

    /// Solves a game given implicitly: positions `0..positions`, position `v` with
    /// `out_degree(v)` moves, and `predecessors(v, list)` appending to `list` (which arrives
    /// empty) every position with a move to `v`, once per move. Terminal positions are as in
    /// [`Retrograde::solve`]; the predecessors of a position are asked for only once it is
    /// decided, so dense move sets need never be stored.
    ///
    /// # Constraints
    /// The predecessor lists agree with the out-degrees (each move `u -> v` listed once among
    /// the predecessors of `v`); out-degrees are below 2^32 - 3; terminals are distinct.
    ///
    /// # Complexity
    /// O(positions + moves) time, plus the cost of the calls; O(positions + largest
    /// in-degree) memory, kept between calls.
    ///
    /// # Example
    /// ```
    /// use cgt_loopy::{Outcome, Retrograde};
    /// // Positions (x, p) = 2 * x + p on a circle of 5 objects, player p to move. Player 0
    /// // moves 2 or 3 objects on, player 1 moves 1, 2 or 3; whoever lands on object 0 wins.
    /// let (n, sets) = (5, [vec![3, 2], vec![1, 2, 3]]);
    /// let mut game = Retrograde::new();
    /// game.solve_implicit(
    ///     2 * n,
    ///     |v| sets[v % 2].len(),
    ///     &[(0, Outcome::Lose), (1, Outcome::Lose)],
    ///     |v, list| {
    ///         let (x, p) = (v / 2, v % 2);
    ///         list.extend(sets[1 - p].iter().map(|s| 2 * ((x + n - s) % n) + 1 - p));
    ///     },
    /// );
    /// let first: Vec<Outcome> = (1..n).map(|x| game.outcome(2 * x)).collect();
    /// use Outcome::*;
    /// assert_eq!(first, [Lose, Win, Win, Draw]);
    /// ```
    pub fn solve_implicit(
        &mut self,
        positions: usize,
        mut out_degree: impl FnMut(usize) -> usize,
        terminals: &[(usize, Outcome)],
        mut predecessors: impl FnMut(usize, &mut Vec<usize>),
    ) {
        assert!(positions <= MAX_OUT_DEGREE, "too many positions");
        self.state.clear();
        self.state.extend((0..positions).map(|v| {
            let degree = out_degree(v);
            assert!(degree <= MAX_OUT_DEGREE, "out-degree {degree} is too large");
            degree as u32
        }));
        self.reset(positions, terminals);
        for v in 0..positions {
            self.decide_dead_end(v);
        }
        let Retrograde {
            state,
            length,
            queue,
            scratch,
        } = self;
        let mut head = 0;
        while let Some(&v) = queue.get(head) {
            head += 1;
            let v = v as usize;
            let lost = state[v] == LOSE;
            let next = length[v] + 1;
            scratch.clear();
            predecessors(v, scratch);
            for &u in scratch.iter() {
                visit(state, length, queue, u, lost, next);
            }
        }
    }

    /// The outcome of `position` for the player to move, from the last game solved.
    pub fn outcome(&self, position: usize) -> Outcome {
        match self.state[position] {
            WIN => Outcome::Win,
            LOSE => Outcome::Lose,
            _ => Outcome::Draw,
        }
    }

    /// The number of moves until the game ends from `position` when the winner hurries and the
    /// loser delays (0 for a terminal position or a dead end); `None` for a draw.
    pub fn length(&self, position: usize) -> Option<u32> {
        match self.state[position] {
            WIN | LOSE => Some(self.length[position]),
            _ => None,
        }
    }

    /// Sizes the buffers for `n` positions (whose counters are already in `state`) and enters
    /// the terminal positions.
    fn reset(&mut self, n: usize, terminals: &[(usize, Outcome)]) {
        if self.length.len() != n {
            self.length.clear();
            self.length.resize(n, 0);
        }
        self.queue.clear();
        self.queue.reserve(n);
        for &(position, outcome) in terminals {
            assert!(
                self.state[position] < FIXED_DRAW,
                "terminal position {position} is listed twice"
            );
            self.state[position] = match outcome {
                Outcome::Win => WIN,
                Outcome::Lose => LOSE,
                Outcome::Draw => FIXED_DRAW,
            };
            if outcome != Outcome::Draw {
                self.length[position] = 0;
                self.queue.push(position as u32);
            }
        }
    }

    /// A non-terminal position without moves is lost at once.
    fn decide_dead_end(&mut self, position: usize) {
        if self.state[position] == 0 {
            self.state[position] = LOSE;
            self.length[position] = 0;
            self.queue.push(position as u32);
        }
    }
}

/// One move `u -> v` seen backwards, `v` just decided (`lost`: as `Lose`) with length
/// `next - 1`: `u` wins through it, or has one move fewer that might still save it.
#[inline(always)]
fn visit(
    state: &mut [u32],
    length: &mut [u32],
    queue: &mut Vec<u32>,
    u: usize,
    lost: bool,
    next: u32,
) {
    let counter = state[u];
    if counter >= FIXED_DRAW {
        return;
    }
    if lost {
        state[u] = WIN;
    } else if counter == 1 {
        state[u] = LOSE;
    } else {
        state[u] = counter - 1;
        return;
    }
    length[u] = next;
    queue.push(u as u32);
}

#[cfg(test)]
mod tests {
    use super::*;
    use rand::{rngs::StdRng, seq::SliceRandom, Rng, SeedableRng};

    /// Outcomes by the definition, as a fixed-point iteration: repeat (a position is `Win` if
    /// some move reaches a `Lose` one, `Lose` if all moves reach `Win` ones) until nothing
    /// changes; what is left is `Draw`. Terminals keep their outcome.
    fn outcomes_naive(
        n: usize,
        moves: &[(usize, usize)],
        terminals: &[(usize, Outcome)],
    ) -> Vec<Outcome> {
        let mut value: Vec<Option<Outcome>> = vec![None; n];
        let mut terminal = vec![false; n];
        for &(t, outcome) in terminals {
            value[t] = Some(outcome);
            terminal[t] = true;
        }
        loop {
            let mut changed = false;
            for v in 0..n {
                if terminal[v] || value[v].is_some() {
                    continue;
                }
                let mut options = moves.iter().filter(|m| m.0 == v).map(|m| value[m.1]);
                if options.clone().any(|o| o == Some(Outcome::Lose)) {
                    value[v] = Some(Outcome::Win);
                    changed = true;
                } else if options.all(|o| o == Some(Outcome::Win)) {
                    value[v] = Some(Outcome::Lose);
                    changed = true;
                }
            }
            if !changed {
                break;
            }
        }
        value
            .into_iter()
            .map(|o| o.unwrap_or(Outcome::Draw))
            .collect()
    }

    /// Game lengths by horizon: `win[k]` are the positions whose player can force a win within
    /// `k` moves, `lose[k]` those whose player cannot avoid losing within `k` moves. A
    /// position's length is the least such `k`, for `k` up to a bound past which nothing
    /// changes.
    fn lengths_naive(
        n: usize,
        moves: &[(usize, usize)],
        terminals: &[(usize, Outcome)],
    ) -> Vec<Option<u32>> {
        let mut terminal = vec![None; n];
        for &(t, outcome) in terminals {
            terminal[t] = Some(outcome);
        }
        let mut win: Vec<bool> = terminal.iter().map(|&t| t == Some(Outcome::Win)).collect();
        let mut lose: Vec<bool> = (0..n)
            .map(|v| {
                terminal[v] == Some(Outcome::Lose)
                    || (terminal[v].is_none() && moves.iter().all(|m| m.0 != v))
            })
            .collect();
        let mut length: Vec<Option<u32>> = (0..n)
            .map(|v| if win[v] || lose[v] { Some(0) } else { None })
            .collect();
        for k in 1..=2 * n as u32 + 2 {
            let (last_win, last_lose) = (win.clone(), lose.clone());
            for v in 0..n {
                if terminal[v].is_some() || length[v].is_some() {
                    continue;
                }
                let mut options = moves.iter().filter(|m| m.0 == v).map(|m| m.1);
                if options.clone().any(|w| last_lose[w]) {
                    win[v] = true;
                    length[v] = Some(k);
                } else if options.all(|w| last_win[w]) {
                    lose[v] = true;
                    length[v] = Some(k);
                }
            }
        }
        length
    }

    /// Positions, moves and terminal positions of a random game.
    type Game = (usize, Vec<(usize, usize)>, Vec<(usize, Outcome)>);

    fn random_game(rng: &mut StdRng) -> Game {
        let n = rng.random_range(1..=9);
        let m = rng.random_range(0..=3 * n);
        let mut moves: Vec<(usize, usize)> = (0..m)
            .map(|_| (rng.random_range(0..n), rng.random_range(0..n)))
            .collect();
        if rng.random_bool(0.3) && !moves.is_empty() {
            let copy = moves[rng.random_range(0..moves.len())];
            moves.push(copy);
        }
        let mut positions: Vec<usize> = (0..n).collect();
        positions.shuffle(rng);
        let terminals = positions
            .into_iter()
            .take(rng.random_range(0..=2))
            .map(|t| {
                let outcome = [Outcome::Win, Outcome::Lose, Outcome::Lose, Outcome::Draw]
                    [rng.random_range(0..4)];
                (t, outcome)
            })
            .collect();
        (n, moves, terminals)
    }

    #[test]
    fn solve_compare_with_naive() {
        let mut rng = StdRng::seed_from_u64(786);
        // One analysis for every game: stale buffers from a previous game must not leak.
        let mut game = Retrograde::new();
        for _ in 0..3000 {
            let (n, moves, terminals) = random_game(&mut rng);
            let graph = MoveGraph::new(n, &moves);
            game.solve(&graph, &terminals);
            let outcomes: Vec<Outcome> = (0..n).map(|v| game.outcome(v)).collect();
            let lengths: Vec<Option<u32>> = (0..n).map(|v| game.length(v)).collect();
            let expected = outcomes_naive(n, &moves, &terminals);
            assert_eq!(outcomes, expected, "{n} {moves:?} {terminals:?}");
            assert_eq!(
                lengths,
                lengths_naive(n, &moves, &terminals),
                "{n} {moves:?} {terminals:?}"
            );
        }
    }

    #[test]
    fn solve_implicit_compare_with_naive() {
        let mut rng = StdRng::seed_from_u64(209);
        let mut game = Retrograde::new();
        for _ in 0..3000 {
            let (n, moves, terminals) = random_game(&mut rng);
            game.solve_implicit(
                n,
                |v| moves.iter().filter(|m| m.0 == v).count(),
                &terminals,
                |v, list| list.extend(moves.iter().filter(|m| m.1 == v).map(|m| m.0)),
            );
            let outcomes: Vec<Outcome> = (0..n).map(|v| game.outcome(v)).collect();
            let lengths: Vec<Option<u32>> = (0..n).map(|v| game.length(v)).collect();
            assert_eq!(outcomes, outcomes_naive(n, &moves, &terminals));
            assert_eq!(lengths, lengths_naive(n, &moves, &terminals));
        }
    }

    #[test]
    fn long_paths_and_cycles_need_no_recursion() {
        let n = 200_000;
        let path: Vec<(usize, usize)> = (0..n - 1).map(|v| (v, v + 1)).collect();
        let mut game = Retrograde::new();
        game.solve(&MoveGraph::new(n, &path), &[]);
        for v in [0, 1, n - 2, n - 1] {
            let left = (n - 1 - v) as u32;
            assert_eq!(game.length(v), Some(left));
            let expected = if left % 2 == 0 {
                Outcome::Lose
            } else {
                Outcome::Win
            };
            assert_eq!(game.outcome(v), expected);
        }
        let mut cycle = path;
        cycle.push((n - 1, 0));
        game.solve(&MoveGraph::new(n, &cycle), &[]);
        assert!((0..n).all(|v| game.outcome(v) == Outcome::Draw && game.length(v).is_none()));
    }

    #[test]
    fn the_loser_delays_and_the_winner_hurries() {
        // 3 and 4 are dead ends; 2 -> 3 wins; 1 -> 2 loses. 0 wins through 4 at once (or
        // through 1, later). 5 wins only through 1. 6 loses either way and goes through 5,
        // whose win takes longer than 2's.
        let moves = [
            (0, 4),
            (0, 1),
            (1, 2),
            (2, 3),
            (5, 0),
            (5, 1),
            (6, 2),
            (6, 5),
        ];
        let mut game = Retrograde::new();
        game.solve(&MoveGraph::new(7, &moves), &[]);
        use Outcome::*;
        let outcomes: Vec<Outcome> = (0..7).map(|v| game.outcome(v)).collect();
        assert_eq!(outcomes, [Win, Lose, Win, Lose, Lose, Win, Lose]);
        let lengths: Vec<u32> = (0..7).map(|v| game.length(v).unwrap()).collect();
        assert_eq!(lengths, [1, 2, 1, 0, 0, 3, 4]);
    }

    #[test]
    #[should_panic(expected = "listed twice")]
    fn a_terminal_listed_twice_is_rejected() {
        let graph = MoveGraph::new(2, &[(0, 1)]);
        Retrograde::new().solve(&graph, &[(1, Outcome::Lose), (1, Outcome::Win)]);
    }
}
