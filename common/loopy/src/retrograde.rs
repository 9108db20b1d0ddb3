//! Retrograde analysis of loopy games: win, lose or draw, and the optimal game length.

/// The value of a position for the player to move, with best play by both players.
///
/// # Constraints
/// None: any of the three values. Given as a terminal's outcome (in [`MoveGraph::solve`] or
/// [`Retrograde::solve_implicit`]) it holds at that position whatever its moves, `Draw` included.
///
/// # Complexity
/// Plain data.
///
/// # Example
/// ```
/// use cgt_loopy::{MoveGraph, Outcome};
/// // 0 -> 1, where 1 has no move; 2 and 3 move to each other.
/// let mut graph = MoveGraph::new(4, &[(0, 1), (2, 3), (3, 2)]);
/// graph.solve(&[]);
/// assert_eq!(graph.outcome(1), Outcome::Lose);
/// assert_eq!(graph.outcome(0), Outcome::Win);
/// assert_eq!(graph.outcome(2), Outcome::Draw);
/// // Declared a draw, 1 no longer loses, and 0 cannot win by moving there.
/// graph.solve(&[(1, Outcome::Draw)]);
/// assert_eq!(graph.outcome(0), Outcome::Draw);
/// ```
///
/// Used by: atcoder-abc209-e, cf-786a, luogu-p6560.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Outcome {
    /// Some move leads to a `Lose` position: the player to move can force a win.
    Win,
    /// Every move leads to a `Win` position (or there is no move): the player to move loses.
    Lose,
    /// Neither: with best play the game goes on forever.
    Draw,
}

// A position's cell in `Buffers::state`: while undecided, the number of its moves not yet known
// to lead to a `Win` position (at least 1); once decided, one of these tags.
const WIN: u32 = u32::MAX;
const LOSE: u32 = u32::MAX - 1;
/// A terminal position declared a draw: it never counts as `Win` for its predecessors.
const FIXED_DRAW: u32 = u32::MAX - 2;
/// Counters and position numbers stay below the tags.
const MAX_COUNT: usize = FIXED_DRAW as usize - 1;

/// A game graph in flat arrays with the working memory of its analysis: position `u` has one
/// move `u -> v` per listed pair (a repeated pair is several moves: it changes nothing, and is
/// counted the same on both sides). Solve it with any set of terminal positions, as often as
/// needed: after the first call nothing is allocated.
///
/// Inside, the moves are stored backwards in compressed sparse rows (the predecessors of a
/// position are one slice) next to the out-degrees, and positions are renumbered in the order
/// in which a retrograde pass from the dead ends decides them, so that later passes walk the
/// arrays nearly in order instead of jumping around memory. The renumbering is invisible: every
/// method takes and gives the caller's position numbers.
///
/// # Constraints
/// As [`MoveGraph::new`]: every move's ends below `positions`, and `positions` and the number of
/// moves below 2^32 - 3 (it panics otherwise). Every position passed to a method is below
/// [`MoveGraph::positions`]; terminals are distinct (a repeated one panics);
/// [`MoveGraph::length`] panics unless the last game was solved by
/// [`MoveGraph::solve_with_lengths`].
///
/// # Complexity
/// [`MoveGraph::new`]: O(positions + moves log(largest in-degree)) time, O(positions + moves)
/// memory. Each solve: O(positions + moves) time, no allocation after the first.
/// [`MoveGraph::outcome`], [`MoveGraph::length`] and the counts: O(1).
///
/// # Example
/// ```
/// use cgt_loopy::{MoveGraph, Outcome};
/// // A path 0 -> 1 -> 2 -> 3, where 3 has no move.
/// let mut graph = MoveGraph::new(4, &[(0, 1), (1, 2), (2, 3)]);
/// graph.solve_with_lengths(&[]);
/// assert_eq!(graph.outcome(0), Outcome::Win);
/// assert_eq!(graph.outcome(1), Outcome::Lose);
/// assert_eq!(graph.length(0), Some(3));
/// // The same graph where reaching 2 wins for the player then to move.
/// graph.solve(&[(2, Outcome::Win)]);
/// assert_eq!(graph.outcome(1), Outcome::Lose);
/// assert_eq!(graph.outcome(0), Outcome::Win);
/// ```
///
/// Used by: atcoder-abc209-e, luogu-p6560.
#[derive(Clone, Debug)]
pub struct MoveGraph {
    /// Internal number of each position.
    internal: Vec<u32>,
    /// `predecessors[start[v]..start[v + 1]]` are the positions with a move to `v` (all
    /// internal numbers).
    start: Vec<u32>,
    predecessors: Vec<u32>,
    out_degree: Vec<u32>,
    dead_ends: Vec<u32>,
    /// Per position: whether [`MoveGraph::solve_for`] still waits for it (all false between
    /// calls).
    watched: Vec<bool>,
    buffers: Buffers,
}

impl MoveGraph {
    /// The graph on positions `0..positions` with one move per pair `(from, to)` of `moves`.
    ///
    /// # Constraints
    /// Every position is below `positions`; `positions` and `moves.len()` are below 2^32 - 3.
    ///
    /// # Complexity
    /// O(positions + moves log(largest in-degree)) time, O(positions + moves) memory.
    ///
    /// # Example
    /// ```
    /// use cgt_loopy::MoveGraph;
    /// let graph = MoveGraph::new(3, &[(0, 1), (0, 1), (1, 2), (2, 1)]);
    /// assert_eq!(graph.positions(), 3);
    /// assert_eq!(graph.move_count(), 4);
    /// assert_eq!(graph.out_degree(0), 2);
    /// ```
    pub fn new(positions: usize, moves: &[(usize, usize)]) -> Self {
        assert!(
            positions <= MAX_COUNT && moves.len() <= MAX_COUNT,
            "too many positions or moves for 32-bit counters"
        );
        for &(from, to) in moves {
            assert!(
                from < positions && to < positions,
                "move {from} -> {to} leaves positions 0..{positions}"
            );
        }
        // First in the caller's numbering, to find the order of a pass from the dead ends.
        let identity: Vec<u32> = (0..positions as u32).collect();
        let mut graph = Self::build(&identity, moves);
        graph.solve(&[]);
        let decided = &graph.buffers.queue[..graph.buffers.tail];
        let mut internal = vec![u32::MAX; positions];
        for (i, &v) in decided.iter().enumerate() {
            internal[v as usize] = i as u32;
        }
        let undecided = internal.iter_mut().filter(|i| **i == u32::MAX);
        for (next, number) in (decided.len() as u32..).zip(undecided) {
            *number = next;
        }
        Self::build(&internal, moves)
    }

    /// The arrays for `moves` with position `v` numbered `internal[v]`.
    fn build(internal: &[u32], moves: &[(usize, usize)]) -> Self {
        let positions = internal.len();
        let mut start = vec![0u32; positions + 1];
        let mut out_degree = vec![0u32; positions];
        for &(from, to) in moves {
            out_degree[internal[from] as usize] += 1;
            start[internal[to] as usize + 1] += 1;
        }
        for v in 0..positions {
            start[v + 1] += start[v];
        }
        let mut next_slot = start[..positions].to_vec();
        let mut predecessors = vec![0u32; moves.len()];
        for &(from, to) in moves {
            let to = internal[to] as usize;
            predecessors[next_slot[to] as usize] = internal[from];
            next_slot[to] += 1;
        }
        for v in 0..positions {
            predecessors[start[v] as usize..start[v + 1] as usize].sort_unstable();
        }
        let dead_ends = (0..positions as u32)
            .filter(|&v| out_degree[v as usize] == 0)
            .collect();
        MoveGraph {
            internal: internal.to_vec(),
            start,
            predecessors,
            out_degree,
            dead_ends,
            watched: vec![false; positions],
            buffers: Buffers::default(),
        }
    }

    /// The number of positions.
    pub fn positions(&self) -> usize {
        self.internal.len()
    }

    /// The number of moves (edges, repeated ones included).
    pub fn move_count(&self) -> usize {
        self.predecessors.len()
    }

    /// The number of moves out of `position`.
    pub fn out_degree(&self, position: usize) -> usize {
        self.out_degree[self.internal[position] as usize] as usize
    }

    /// Solves the game in which each `(position, outcome)` of `terminals` ends the game with
    /// that outcome for the player to move, whatever its moves; other positions without a move
    /// are lost. Afterwards [`MoveGraph::outcome`] gives every position's value. Game lengths
    /// are left out (they cost about half as much again): see [`MoveGraph::solve_with_lengths`].
    ///
    /// # Constraints
    /// Terminal positions are distinct and below `positions()`.
    ///
    /// # Complexity
    /// O(positions + moves) time; no allocation after the first call.
    ///
    /// # Example
    /// ```
    /// use cgt_loopy::{MoveGraph, Outcome};
    /// // 0 -> 1 -> 2 -> 0 is a cycle, 2 -> 3 -> 4 leads out of it.
    /// let mut graph = MoveGraph::new(5, &[(0, 1), (1, 2), (2, 0), (2, 3), (3, 4)]);
    /// graph.solve(&[]);
    /// // 4 is a dead end, so 3 wins, and 2 would rather keep the game going than move to 3.
    /// assert_eq!(graph.outcome(4), Outcome::Lose);
    /// assert_eq!(graph.outcome(3), Outcome::Win);
    /// assert_eq!(graph.outcome(2), Outcome::Draw);
    /// // The same graph where reaching 3 ends the game, lost for the player then to move.
    /// graph.solve(&[(3, Outcome::Lose)]);
    /// assert_eq!(graph.outcome(2), Outcome::Win);
    /// assert_eq!(graph.outcome(1), Outcome::Lose);
    /// assert_eq!(graph.outcome(0), Outcome::Win);
    /// ```
    pub fn solve(&mut self, terminals: &[(usize, Outcome)]) {
        self.run::<false, false>(terminals, &[]);
    }

    /// [`MoveGraph::solve`] for the positions of `watched` only: the analysis stops as soon as
    /// all of them are decided, so afterwards only their outcomes are meaningful (another
    /// position may still read `Draw`). Where the watched positions are decided early this
    /// saves much of the pass; a watched draw still costs a full one.
    ///
    /// # Constraints
    /// As for [`MoveGraph::solve`]; `watched` may repeat positions.
    ///
    /// # Complexity
    /// O(positions + moves) time at most; no allocation after the first call.
    ///
    /// # Example
    /// ```
    /// use cgt_loopy::{MoveGraph, Outcome};
    /// let mut graph = MoveGraph::new(5, &[(0, 1), (1, 2), (2, 0), (2, 3), (3, 4)]);
    /// graph.solve_for(&[(3, Outcome::Lose)], &[2, 0]);
    /// assert_eq!(graph.outcome(2), Outcome::Win);
    /// assert_eq!(graph.outcome(0), Outcome::Win);
    /// ```
    pub fn solve_for(&mut self, terminals: &[(usize, Outcome)], watched: &[usize]) {
        self.run::<false, true>(terminals, watched);
    }

    /// [`MoveGraph::solve`], and also the optimal game length of every decided position: the
    /// number of moves until the game ends when the winner hurries and the loser delays, 0 at
    /// a terminal position or a dead end. Read it with [`MoveGraph::length`].
    ///
    /// # Complexity
    /// O(positions + moves) time; no allocation after the first call.
    ///
    /// # Example
    /// ```
    /// use cgt_loopy::{MoveGraph, Outcome};
    /// let mut graph = MoveGraph::new(5, &[(0, 1), (1, 2), (2, 0), (2, 3), (3, 4)]);
    /// graph.solve_with_lengths(&[]);
    /// assert_eq!(graph.length(3), Some(1));
    /// assert_eq!(graph.length(2), None);
    /// graph.solve_with_lengths(&[(3, Outcome::Lose)]);
    /// assert_eq!(graph.length(0), Some(3));
    /// ```
    pub fn solve_with_lengths(&mut self, terminals: &[(usize, Outcome)]) {
        self.run::<true, false>(terminals, &[]);
    }

    /// The outcome of `position` for the player to move, in the last game solved.
    pub fn outcome(&self, position: usize) -> Outcome {
        self.buffers.outcome(self.internal[position] as usize)
    }

    /// The game length of `position` in the last game solved, `None` for a draw.
    ///
    /// # Panics
    /// If the last game was solved by [`MoveGraph::solve`], which leaves lengths out.
    pub fn length(&self, position: usize) -> Option<u32> {
        self.buffers.length(self.internal[position] as usize)
    }

    fn run<const LENGTHS: bool, const WATCH: bool>(
        &mut self,
        terminals: &[(usize, Outcome)],
        watched: &[usize],
    ) {
        let MoveGraph {
            internal,
            start,
            predecessors,
            out_degree,
            dead_ends,
            watched: waiting,
            buffers,
        } = self;
        // How many watched positions are not yet taken from the queue.
        let mut unseen = 0;
        if WATCH {
            for &position in watched {
                let v = internal[position] as usize;
                unseen += !waiting[v] as usize;
                waiting[v] = true;
            }
        }
        buffers.state.clear();
        buffers.state.extend_from_slice(out_degree);
        buffers.begin(LENGTHS);
        for &(position, outcome) in terminals {
            buffers.enter_terminal(internal[position] as usize, outcome);
        }
        for &v in dead_ends.iter() {
            buffers.enter_dead_end(v as usize);
        }
        let Buffers {
            state,
            length,
            queue,
            tail,
            ..
        } = buffers;
        let (state, length, queue) = (&mut state[..], &mut length[..], &mut queue[..]);
        // The tail in a local (a register), written back at the end.
        let mut end = *tail;
        let mut head = 0;
        while head < end {
            let v = queue[head] as usize;
            head += 1;
            if WATCH && waiting[v] {
                waiting[v] = false;
                unseen -= 1;
                if unseen == 0 {
                    break;
                }
            }
            let next = if LENGTHS { length[v] + 1 } else { 0 };
            let from = &predecessors[start[v] as usize..start[v + 1] as usize];
            if state[v] == LOSE {
                for &u in from {
                    after_lose::<LENGTHS>(state, length, queue, &mut end, u as usize, next);
                }
            } else {
                for &u in from {
                    after_win::<LENGTHS>(state, length, queue, &mut end, u as usize, next);
                }
            }
        }
        *tail = end;
        if WATCH {
            for &position in watched {
                waiting[internal[position] as usize] = false;
            }
        }
    }
}

/// Retrograde analysis of a loopy game given implicitly, by its out-degrees and a closure that
/// lists predecessors: the [`Outcome`] of every position for the player to move and, where
/// decided, the optimal game length (the winner hurries, the loser delays). For games whose
/// moves are too many to store, e.g. positions `(vertex, player to move)` with a dense move set
/// per player. Its buffers are kept between calls.
///
/// # Constraints
/// As [`Retrograde::solve_implicit`]: `positions` and every out-degree below 2^32 - 3 (it panics
/// otherwise), the predecessor lists agree with the out-degrees, every listed position and
/// terminal is below `positions`, and terminals are distinct (a repeated one panics).
/// [`Retrograde::outcome`] and [`Retrograde::length`] take positions of the last game solved.
///
/// # Complexity
/// [`Retrograde::new`]: O(1). [`Retrograde::solve_implicit`]: O(positions + moves) time plus the
/// cost of the calls, O(positions + largest in-degree) memory, kept between calls.
/// [`Retrograde::outcome`] and [`Retrograde::length`]: O(1).
///
/// # Example
/// ```
/// use cgt_loopy::{Outcome, Retrograde};
/// // Positions 1 to 3 each move one step down, to 0, which has no move; 4 and 5 move to each
/// // other and nowhere else.
/// let out_degree = |v: usize| if v == 0 { 0 } else { 1 };
/// let predecessors = |v: usize, list: &mut Vec<usize>| match v {
///     0..=2 => list.push(v + 1),
///     4 => list.push(5),
///     5 => list.push(4),
///     _ => {}
/// };
/// let mut game = Retrograde::new();
/// game.solve_implicit(6, out_degree, &[], predecessors);
/// use Outcome::*;
/// let outcomes: Vec<Outcome> = (0..6).map(|v| game.outcome(v)).collect();
/// assert_eq!(outcomes, [Lose, Win, Lose, Win, Draw, Draw]);
/// assert_eq!(game.length(3), Some(3));
/// assert_eq!(game.length(4), None);
/// // With 2 declared a win for the player to move there, 3 loses in one move.
/// game.solve_implicit(6, out_degree, &[(2, Win)], predecessors);
/// assert_eq!(game.outcome(3), Lose);
/// assert_eq!(game.length(3), Some(1));
/// ```
///
/// Used by: cf-786a.
#[derive(Clone, Debug, Default)]
pub struct Retrograde {
    buffers: Buffers,
    scratch: Vec<usize>,
}

impl Retrograde {
    /// An analysis with empty buffers; they grow to the largest game solved.
    pub fn new() -> Self {
        Self::default()
    }

    /// Solves the game on positions `0..positions` where position `v` has `out_degree(v)`
    /// moves and `predecessors(v, list)` appends to `list` (which arrives empty) every position
    /// with a move to `v`, once per move. Each `(position, outcome)` of `terminals` ends the game
    /// with that outcome for the player to move, whatever its moves; other positions without a
    /// move are lost. The predecessors of a position are asked for only once it is decided, and
    /// only then, so dense move sets need never be stored.
    ///
    /// Terminal positions and dead ends have length 0; then, walking the moves backwards in
    /// order of length, a position is `Win` as soon as one of its moves reaches a `Lose`
    /// position (length one more than that one's, the shortest), and `Lose` once all its moves
    /// reach `Win` positions (one more than the last and longest of them). What stays undecided
    /// is `Draw`.
    ///
    /// # Constraints
    /// The predecessor lists agree with the out-degrees (each move `u -> v` listed once among
    /// the predecessors of `v`); `positions` and out-degrees are below 2^32 - 3; terminals are
    /// distinct.
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
    /// assert_eq!(game.length(2 * 2), Some(1));
    /// ```
    pub fn solve_implicit(
        &mut self,
        positions: usize,
        mut out_degree: impl FnMut(usize) -> usize,
        terminals: &[(usize, Outcome)],
        mut predecessors: impl FnMut(usize, &mut Vec<usize>),
    ) {
        assert!(positions <= MAX_COUNT, "too many positions");
        let Retrograde { buffers, scratch } = self;
        buffers.state.clear();
        buffers.state.extend((0..positions).map(|v| {
            let degree = out_degree(v);
            assert!(degree <= MAX_COUNT, "out-degree {degree} is too large");
            degree as u32
        }));
        buffers.begin(true);
        for &(position, outcome) in terminals {
            buffers.enter_terminal(position, outcome);
        }
        for v in 0..positions {
            buffers.enter_dead_end(v);
        }
        let Buffers {
            state,
            length,
            queue,
            tail,
            ..
        } = buffers;
        let (state, length, queue) = (&mut state[..], &mut length[..], &mut queue[..]);
        // The tail in a local (a register), written back at the end.
        let mut end = *tail;
        let mut head = 0;
        while head < end {
            let v = queue[head] as usize;
            head += 1;
            let next = length[v] + 1;
            scratch.clear();
            predecessors(v, scratch);
            if state[v] == LOSE {
                for &u in scratch.iter() {
                    after_lose::<true>(state, length, queue, &mut end, u, next);
                }
            } else {
                for &u in scratch.iter() {
                    after_win::<true>(state, length, queue, &mut end, u, next);
                }
            }
        }
        *tail = end;
    }

    /// The outcome of `position` for the player to move, in the last game solved.
    pub fn outcome(&self, position: usize) -> Outcome {
        self.buffers.outcome(position)
    }

    /// The game length of `position` in the last game solved (the number of moves until the
    /// game ends when the winner hurries and the loser delays), `None` for a draw.
    pub fn length(&self, position: usize) -> Option<u32> {
        self.buffers.length(position)
    }
}

/// The working memory of one analysis.
#[derive(Clone, Debug, Default)]
struct Buffers {
    /// Per position: its counter of undecided moves, or a tag once decided.
    state: Vec<u32>,
    length: Vec<u32>,
    /// Decided positions in the order decided (non-decreasing length), in `queue[..tail]`;
    /// one slot more than the positions, so that a push can write before it knows.
    queue: Vec<u32>,
    tail: usize,
    /// Whether `length` belongs to the last analysis.
    lengths: bool,
}

impl Buffers {
    /// Starts an analysis of the positions whose counters are in `state`.
    fn begin(&mut self, lengths: bool) {
        let n = self.state.len();
        if self.queue.len() != n + 1 {
            self.queue.clear();
            self.queue.resize(n + 1, 0);
        }
        if lengths && self.length.len() != n {
            self.length.clear();
            self.length.resize(n, 0);
        }
        self.tail = 0;
        self.lengths = lengths;
    }

    fn push(&mut self, position: usize) {
        if self.lengths {
            self.length[position] = 0;
        }
        self.queue[self.tail] = position as u32;
        self.tail += 1;
    }

    fn enter_terminal(&mut self, position: usize, outcome: Outcome) {
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
            self.push(position);
        }
    }

    /// A non-terminal position without moves is lost at once.
    fn enter_dead_end(&mut self, position: usize) {
        if self.state[position] == 0 {
            self.state[position] = LOSE;
            self.push(position);
        }
    }

    fn outcome(&self, position: usize) -> Outcome {
        match self.state[position] {
            WIN => Outcome::Win,
            LOSE => Outcome::Lose,
            _ => Outcome::Draw,
        }
    }

    fn length(&self, position: usize) -> Option<u32> {
        assert!(
            self.lengths,
            "lengths were not computed: use solve_with_lengths"
        );
        match self.state[position] {
            WIN | LOSE => Some(self.length[position]),
            _ => None,
        }
    }
}

// The two steps of the analysis, for a move `u -> v` seen backwards once `v` is decided with
// length `next - 1`. Both are branch-free where lengths are not kept: the queue slot is written
// whether or not `u` is decided, and the tail moves only if it is.

/// `v` is `Lose`: an undecided `u` wins through it.
#[inline(always)]
fn after_lose<const LENGTHS: bool>(
    state: &mut [u32],
    length: &mut [u32],
    queue: &mut [u32],
    tail: &mut usize,
    u: usize,
    next: u32,
) {
    let counter = state[u];
    let open = counter < FIXED_DRAW;
    state[u] = if open { WIN } else { counter };
    if LENGTHS && open {
        length[u] = next;
    }
    queue[*tail] = u as u32;
    *tail += open as usize;
}

/// `v` is `Win`: an undecided `u` has one move fewer that might save it, and loses when none is
/// left.
#[inline(always)]
fn after_win<const LENGTHS: bool>(
    state: &mut [u32],
    length: &mut [u32],
    queue: &mut [u32],
    tail: &mut usize,
    u: usize,
    next: u32,
) {
    let counter = state[u];
    let left = counter - (counter < FIXED_DRAW) as u32;
    let lost = left == 0;
    state[u] = if lost { LOSE } else { left };
    if LENGTHS && lost {
        length[u] = next;
    }
    queue[*tail] = u as u32;
    *tail += lost as usize;
}

#[cfg(test)]
#[path = "retrograde/tests.rs"]
mod tests;
