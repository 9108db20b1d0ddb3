//! Unfair Sugoroku by brute force: every throw of both dice, in exact rationals, from the
//! definition (a throw of i from x moves to min(x + i, N); the first to stand on N wins;
//! Takahashi throws first), then the exact probability's residue modulo 998244353. No DP table
//! of src/main.rs, no cgt-chance.

use oracle::{stdin_tokens, Rational};
use std::collections::HashMap;

pub struct Game {
    n: usize,
    p: usize,
    q: usize,
    memo: HashMap<(usize, usize, bool), Rational>,
}

impl Game {
    /// Takahashi's chance of winning from `x` and `y` with `takahashi` to throw.
    fn win(&mut self, x: usize, y: usize, takahashi: bool) -> Rational {
        if let Some(&known) = self.memo.get(&(x, y, takahashi)) {
            return known;
        }
        let faces = if takahashi { self.p } else { self.q };
        let mut total = Rational::zero();
        for throw in 1..=faces {
            let outcome = if takahashi {
                let to = (x + throw).min(self.n);
                if to == self.n {
                    Rational::one()
                } else {
                    self.win(to, y, false)
                }
            } else {
                let to = (y + throw).min(self.n);
                if to == self.n {
                    Rational::zero()
                } else {
                    self.win(x, to, true)
                }
            };
            total = total + outcome * Rational::new(1, faces as i128);
        }
        self.memo.insert((x, y, takahashi), total);
        total
    }
}

/// The exact probability that Takahashi wins.
pub fn takahashi_wins(n: usize, a: usize, b: usize, p: usize, q: usize) -> Rational {
    let mut game = Game {
        n,
        p,
        q,
        memo: HashMap::new(),
    };
    game.win(a, b, true)
}

#[allow(dead_code)]
fn main() {
    let v: Vec<usize> = stdin_tokens().collect();
    println!(
        "{}",
        takahashi_wins(v[0], v[1], v[2], v[3], v[4]).residue(998_244_353)
    );
}
