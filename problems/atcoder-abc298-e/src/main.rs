//! AtCoder ABC 298 E Unfair Sugoroku. Takahashi (die 1..=P) and Aoki (die 1..=Q) race from A and
//! B to point N, Takahashi throwing first; a throw past N stops at N. Every throw moves forward,
//! so the states (Takahashi's point, Aoki's point, whose throw) form an acyclic game of pure
//! chance: its value, the probability that Takahashi arrives first, is computed exactly modulo
//! 998244353 by `cgt_chance::chance_values` over `cgt_modular` residues (never a float: one
//! answer is 10^-98), states numbered so that every throw moves to a smaller number.

use cgt_chance::{chance_values, Node};
use cgt_modular::Mod998244353;
use proconio::input;
use std::io::{BufWriter, Write};

/// The probability (as a residue) that Takahashi, throwing first from `a` with a die of `p`
/// faces, reaches `n` before Aoki from `b` with a die of `q` faces.
pub fn takahashi_wins(n: usize, a: usize, b: usize, p: usize, q: usize) -> Mod998244353 {
    const LOST: usize = 0;
    const WON: usize = 1;
    // (x, y, 0): Takahashi at x, Aoki at y, Takahashi to throw; (x, y, 1): Aoki to throw.
    // Points below n only; the farther along, the smaller the number.
    let state = |x: usize, y: usize, aoki: usize| 2 + ((n - 1 - x) * n + (n - 1 - y)) * 2 + aoki;
    let count = 2 + n * n * 2;
    let one = Mod998244353::new(1);
    let values = chance_values(count, |s| match s {
        LOST => Node::End(Mod998244353::new(0)),
        WON => Node::End(one),
        _ => {
            let (cell, aoki) = ((s - 2) / 2, (s - 2) % 2);
            let (x, y) = (n - 1 - cell / n, n - 1 - cell % n);
            if x == 0 || y == 0 {
                return Node::End(Mod998244353::new(0)); // no such point: never reached
            }
            Node::Chance(if aoki == 0 {
                (1..=p)
                    .map(|i| (one, if x + i >= n { WON } else { state(x + i, y, 1) }))
                    .collect()
            } else {
                (1..=q)
                    .map(|j| (one, if y + j >= n { LOST } else { state(x, y + j, 0) }))
                    .collect()
            })
        }
    });
    values[state(a, b, 0)]
}

fn main() {
    input! { n: usize, a: usize, b: usize, p: usize, q: usize }
    debug_assert!((2..=100).contains(&n), "2 <= N <= 100");
    debug_assert!((1..n).contains(&a) && (1..n).contains(&b), "1 <= A, B < N");
    debug_assert!(
        (1..=10).contains(&p) && (1..=10).contains(&q),
        "1 <= P, Q <= 10"
    );
    let mut out = BufWriter::new(std::io::stdout().lock());
    writeln!(out, "{}", takahashi_wins(n, a, b, p, q)).unwrap();
}
