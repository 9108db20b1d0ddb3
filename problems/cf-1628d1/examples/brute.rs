//! Game on Sum by brute force: the exact recursion over the real choices, in exact fractions,
//! then the residue. With i turns left and j adds owed, Alice tries every pick where Bob's
//! best answer can change (0, k, and the pick where adding and subtracting are worth the same,
//! if it lies in [0, k]: the value is piecewise linear in her pick, so its largest value is at
//! one of them), Bob takes the smaller of the answers the rule allows (adding needs j >= 1,
//! subtracting needs j < i), and Alice the largest. No averages, no table of src/main.rs.

use oracle::{stdin_tokens, Rational};
use std::collections::HashMap;

pub struct Game {
    k: Rational,
    memo: HashMap<(usize, usize), Rational>,
}

impl Game {
    pub fn new(k: u64) -> Self {
        Game {
            k: Rational::from(k as i64),
            memo: HashMap::new(),
        }
    }

    /// The score still to come with `i` turns left and at least `j` of them adding.
    pub fn value(&mut self, i: usize, j: usize) -> Rational {
        if i == 0 {
            return Rational::zero();
        }
        if let Some(&known) = self.memo.get(&(i, j)) {
            return known;
        }
        let add = (j >= 1).then(|| self.value(i - 1, j - 1));
        let subtract = (j < i).then(|| self.value(i - 1, j));
        let bob = |x: Rational| {
            [add.map(|a| x + a), subtract.map(|s| s - x)]
                .into_iter()
                .flatten()
                .min()
                .unwrap()
        };
        let mut picks = vec![Rational::zero(), self.k];
        if let (Some(a), Some(s)) = (add, subtract) {
            let tie = (s - a) / Rational::from(2);
            if Rational::zero() <= tie && tie <= self.k {
                picks.push(tie);
            }
        }
        let value = picks.into_iter().map(bob).max().unwrap();
        self.memo.insert((i, j), value);
        value
    }
}

/// The exact score of one test.
pub fn score(n: usize, m: usize, k: u64) -> Rational {
    Game::new(k).value(n, m)
}

#[allow(dead_code)]
fn main() {
    let v: Vec<u64> = stdin_tokens().collect();
    for test in v[1..].chunks(3) {
        let exact = score(test[0] as usize, test[1] as usize, test[2]);
        println!("{}", exact.residue(1_000_000_007));
    }
}
