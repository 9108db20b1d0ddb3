//! The interactor of atcoder-abc278-g (`<crate>-interactor INPUT`, see `oracle::interact`): it
//! sends `N L R`, validates every move the solution prints, plays the judge's side, and answers
//! `0 0` when the judge cannot move (the solution won) or `-1 -1` after an illegal line.
//!
//! Test file: `N L R`, then `<policy> <seed>`. The judge plays from its own table of the game's
//! definition, never from the solution's strategy: a run of s cards is a component; a move takes
//! y cards (L <= y <= R) at offset i and leaves runs of i and s - y - i, so
//! g[s] = mex{g[i] xor g[t - i] : s - R <= t <= s - L, 0 <= i <= t}. The pairs with one sum t
//! enter and leave a window of sums once each, so the table costs O(N²) for any L, R (a direct
//! mex costs O(N² (R - L))); `tests/play.rs` checks it against `oracle::SumSearch`.
//!
//! Policies: `random` plays any legal move; `greedy`, `optimal` and `adversarial` move to a
//! position of XOR 0 (lost for the solution) whenever one exists, else at random, `adversarial`
//! preferring then the move that leaves the most cards (the longest game). The statement leaves
//! the judge no other choice.

use oracle::interact::{Channel, Policy, Test};
use rand::{rngs::StdRng, Rng};

/// A move: remove cards x..x + y - 1 (1-based).
pub type Move = (usize, usize);

/// The cards still on the table and the game's values.
pub struct Game {
    pub n: usize,
    pub l: usize,
    pub r: usize,
    /// present[c] for c in 1..=n.
    pub present: Vec<bool>,
    /// g[s]: the Grundy value of a run of s cards.
    pub g: Vec<u32>,
}

impl Game {
    pub fn new(n: usize, l: usize, r: usize) -> Self {
        Game {
            n,
            l,
            r,
            present: vec![true; n + 1],
            g: run_values(n, l, r),
        }
    }

    /// Why `(x, y)` is not a legal move now, if it is not.
    pub fn illegal(&self, x: i64, y: i64) -> Option<String> {
        let (n, l, r) = (self.n as i64, self.l as i64, self.r as i64);
        if x < 1 || x > n {
            return Some(format!("x = {x} is not in 1..={n}"));
        }
        if y < l || y > r {
            return Some(format!("y = {y} is not in {l}..={r}"));
        }
        if x + y - 1 > n {
            return Some(format!("removes cards {x}..={} past card {n}", x + y - 1));
        }
        let gone = (x..x + y).find(|&c| !self.present[c as usize])?;
        Some(format!("removes card {gone}, which is gone"))
    }

    pub fn apply(&mut self, (x, y): Move) {
        for c in x..x + y {
            self.present[c] = false;
        }
    }

    /// The runs of cards on the table: (first card, length).
    pub fn runs(&self) -> Vec<(usize, usize)> {
        let mut runs = Vec::new();
        let mut start = None;
        for c in 1..=self.n + 1 {
            let here = c <= self.n && self.present[c];
            match (here, start) {
                (true, None) => start = Some(c),
                (false, Some(s)) => {
                    runs.push((s, c - s));
                    start = None;
                }
                _ => {}
            }
        }
        runs
    }

    /// Every legal move.
    pub fn moves(&self) -> Vec<Move> {
        let mut moves = Vec::new();
        for (start, s) in self.runs() {
            for y in self.l..=self.r.min(s) {
                moves.extend((0..=s - y).map(|i| (start + i, y)));
            }
        }
        moves
    }

    /// The XOR of the runs' values: 0 iff the player to move loses.
    pub fn value(&self) -> u32 {
        self.runs().iter().fold(0, |x, &(_, s)| x ^ self.g[s])
    }

    /// The value after `(x, y)`.
    pub fn value_after(&self, (x, y): Move) -> u32 {
        let (start, s) = self
            .runs()
            .into_iter()
            .find(|&(start, s)| start <= x && x + y <= start + s)
            .expect("a legal move");
        let i = x - start;
        self.value() ^ self.g[s] ^ self.g[i] ^ self.g[s - y - i]
    }
}

/// g[s] for s = 0..=n (see the module's documentation).
pub fn run_values(n: usize, l: usize, r: usize) -> Vec<u32> {
    let mut g = vec![0u32; n + 1];
    // count[v]: pairs (i, t - i) with t in the window and g[i] xor g[t - i] = v.
    let mut count = vec![0u32; 2 * (n + 1).next_power_of_two() + 2];
    for s in 1..=n {
        if s >= l {
            let t = s - l;
            for i in 0..=t {
                count[(g[i] ^ g[t - i]) as usize] += 1;
            }
        }
        if s > r {
            let t = s - r - 1;
            for i in 0..=t {
                count[(g[i] ^ g[t - i]) as usize] -= 1;
            }
        }
        g[s] = count.iter().position(|&c| c == 0).unwrap() as u32;
    }
    g
}

/// The judge's move under `policy`, or `None` when it cannot move.
///
/// A winning move exists iff the XOR over the runs is not 0 (Sprague-Grundy), so the search runs
/// only then; a solution that keeps the XOR at 0 meets random (or shortest) moves, which cost
/// O(1) after listing the runs.
pub fn judge_move(game: &Game, policy: Policy, rng: &mut StdRng) -> Option<Move> {
    let (l, r) = (game.l, game.r);
    let mut runs: Vec<(usize, usize)> = game.runs().into_iter().filter(|&(_, s)| s >= l).collect();
    if runs.is_empty() {
        return None;
    }
    let total = game.value();
    if policy.searches() && total != 0 {
        // Runs in a random order, so that among several winning moves any may come.
        let shift = rng.random_range(0..runs.len());
        runs.rotate_left(shift);
        for &(start, s) in &runs {
            let rest = total ^ game.g[s];
            for y in l..=r.min(s) {
                if let Some(i) = (0..=s - y).find(|&i| game.g[i] ^ game.g[s - y - i] == rest) {
                    return Some((start + i, y));
                }
            }
        }
        oracle::interact::fail("the XOR over the runs is not 0 but no move makes it 0");
    }
    let (start, s) = runs[rng.random_range(0..runs.len())];
    let y = if policy == Policy::Adversarial {
        l
    } else {
        rng.random_range(l..=r.min(s))
    };
    Some((start + rng.random_range(0..=s - y), y))
}

fn main() {
    let mut test = Test::read();
    let [n, l, r]: [usize; 3] = test.numbers(0, "N L R");
    if !(1 <= l && l <= r && r <= n && n <= 2000) {
        oracle::interact::fail(&format!("bad game `{n} {l} {r}`"));
    }
    let mut game = Game::new(n, l, r);
    let mut solution = Channel::new();
    solution.send(format!("{n} {l} {r}"));
    let first = solution.word("First or Second", &["First", "Second"]) == "First";
    let mut solution_turn = first;
    for number in 1.. {
        if solution_turn {
            let [x, y]: [i64; 2] = solution.numbers(&format!("move {number}"));
            if (x, y) == (0, 0) {
                let why = if game.moves().is_empty() {
                    "it has no move: it lost"
                } else {
                    "it had a legal move"
                };
                solution.reject(
                    "-1 -1",
                    &format!("move {number}: the solution gives up (0 0): {why}"),
                );
            }
            if let Some(why) = game.illegal(x, y) {
                solution.reject("-1 -1", &format!("move {number}: {x} {y} {why}"));
            }
            game.apply((x as usize, y as usize));
        } else {
            match judge_move(&game, test.policy, &mut test.rng) {
                None => {
                    solution.send("0 0");
                    solution.finish();
                }
                Some((a, b)) => {
                    game.apply((a, b));
                    solution.send(format!("{a} {b}"));
                }
            }
        }
        solution_turn = !solution_turn;
    }
}
