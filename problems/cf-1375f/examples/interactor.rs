//! The interactor of cf-1375f (`<crate>-interactor INPUT`, see `oracle::interact`): it sends
//! `a b c`, reads `First` or `Second`, and plays the other side, validating every line.
//!
//! Test file: `a b c`, then `<policy> <seed>`.
//!
//! As the second player (the solution chose `First`) the judge adds each y to a pile other than
//! the last one that keeps the piles distinct, and answers `0` when there is none (the solution
//! won), `-1` after a bad line or when 1000 turns pass. Which pile, by policy:
//! `random`: any safe pile; `greedy` and `optimal`: a safe pile from which the first player has
//! no win on its next turn (searched: every y that makes one allowed pile equal to another pile,
//! checked against both allowed piles), else any safe pile; `adversarial`: as `optimal`, and among
//! those, the current maximum pile whenever it is allowed (the choice that breaks strategies
//! assuming the judge grows a smaller pile).
//!
//! As the first player (the solution chose `Second`) the judge plays a forced win, whatever the
//! policy: a y no pile can match, then y = 2c - a - b, then the progression's difference (the
//! only known forced win; y ranges over 1..=1e12, so it is not found by search). The solution's
//! piles are validated; surviving 1000 turns would be a win (`0`).

use oracle::interact::{Channel, Policy, Test};
use rand::{rngs::StdRng, Rng};

pub const TURNS: usize = 1000;
pub const MAX_Y: i64 = 1_000_000_000_000;

/// Piles and the pile (0-based) used last.
#[derive(Clone, Debug)]
pub struct State {
    pub piles: [i64; 3],
    pub last: Option<usize>,
}

impl State {
    /// The piles y may go to without making two piles equal.
    pub fn safe(&self, y: i64) -> Vec<usize> {
        (0..3)
            .filter(|&p| Some(p) != self.last)
            .filter(|&p| {
                let v = self.piles[p] + y;
                (0..3).all(|q| q == p || self.piles[q] != v)
            })
            .collect()
    }

    pub fn put(&mut self, y: i64, pile: usize) {
        self.piles[pile] += y;
        self.last = Some(pile);
    }

    /// Whether the first player, to move, has a y that leaves the second player no safe pile.
    /// Such a y makes an allowed pile equal to another pile, so it is one of finitely many.
    pub fn first_wins_now(&self) -> bool {
        let mut candidates = Vec::new();
        for p in 0..3 {
            for q in 0..3 {
                let y = self.piles[q] - self.piles[p];
                if p != q && y > 0 && y <= MAX_Y {
                    candidates.push(y);
                }
            }
        }
        candidates.into_iter().any(|y| self.safe(y).is_empty())
    }
}

/// The judge's pile (0-based) for `y` as the second player, or `None` if every allowed pile
/// makes two piles equal.
pub fn judge_pile(state: &State, y: i64, policy: Policy, rng: &mut StdRng) -> Option<usize> {
    let safe = state.safe(y);
    if safe.is_empty() {
        return None;
    }
    let mut choice = safe.clone();
    if policy.searches() {
        let lasting: Vec<usize> = safe
            .iter()
            .copied()
            .filter(|&p| {
                let mut next = state.clone();
                next.put(y, p);
                !next.first_wins_now()
            })
            .collect();
        if !lasting.is_empty() {
            choice = lasting;
        }
        if policy == Policy::Adversarial {
            let max = (0..3).max_by_key(|&p| state.piles[p]).unwrap();
            if choice.contains(&max) {
                choice = vec![max];
            }
        }
    }
    Some(choice[rng.random_range(0..choice.len())])
}

/// The judge's y as the first player (a forced win in three turns).
pub fn judge_y(state: &State) -> i64 {
    let big = 10_000_000_000;
    let Some(m) = state.last else { return big };
    let c = state.piles[m];
    let mut others = [state.piles[(m + 1) % 3], state.piles[(m + 2) % 3]];
    others.sort_unstable();
    let [lo, hi] = others;
    match c {
        c if c <= hi => big,
        c if c - hi == hi - lo => c - hi,
        c => 2 * c - lo - hi,
    }
}

fn main() {
    let mut test = Test::read();
    let [a, b, c]: [i64; 3] = test.numbers(0, "a b c");
    if [a, b, c].iter().any(|&v| !(1..=1_000_000_000).contains(&v)) || a == b || b == c || a == c {
        oracle::interact::fail(&format!("bad piles `{a} {b} {c}`"));
    }
    let mut state = State {
        piles: [a, b, c],
        last: None,
    };
    let mut solution = Channel::new();
    solution.send(format!("{a} {b} {c}"));
    let first = solution.word("First or Second", &["First", "Second"]) == "First";
    for turn in 1..=TURNS {
        if first {
            let [y]: [i64; 1] = solution.numbers(&format!("turn {turn}: y"));
            if !(1..=MAX_Y).contains(&y) {
                solution.reject(-1, &format!("turn {turn}: y = {y} is not in 1..=1e12"));
            }
            match judge_pile(&state, y, test.policy, &mut test.rng) {
                None => {
                    solution.send(0);
                    solution.finish();
                }
                Some(_) if turn == TURNS => solution.reject(
                    -1,
                    &format!("turn {turn}: the judge still has a safe pile after 1000 turns"),
                ),
                Some(p) => {
                    state.put(y, p);
                    solution.send(p + 1);
                }
            }
        } else {
            let y = judge_y(&state);
            solution.send(y);
            let [pile]: [i64; 1] = solution.numbers(&format!("turn {turn}: pile"));
            if !(1..=3).contains(&pile) {
                solution.reject(-1, &format!("turn {turn}: pile {pile} is not 1, 2 or 3"));
            }
            let p = pile as usize - 1;
            if Some(p) == state.last {
                solution.reject(
                    -1,
                    &format!("turn {turn}: pile {pile} was used on the previous turn"),
                );
            }
            if !state.safe(y).contains(&p) {
                solution.reject(
                    -1,
                    &format!("turn {turn}: adding {y} to pile {pile} makes two piles equal"),
                );
            }
            state.put(y, p);
        }
    }
    // The solution, as Second, survived every turn.
    solution.send(0);
    solution.finish();
}
