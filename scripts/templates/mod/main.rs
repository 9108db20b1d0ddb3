//! {title}.
//!
//! TODO: the model (the states and the draws), then the rule below.
//!
//! The worked example this scaffold starts from (`cargo x new --kind mod`): a dice race. Two
//! players take turns rolling a fair die with faces 1 to k, each adding the roll to their own
//! total; the first whose total reaches n wins. The probability that the first player wins,
//! modulo 998244353. With P(a, b) the chance that the player to move wins when they need a more
//! and the other needs b more, P(a, b) = (1/k) (#{f : f >= a} + Σ (1 - P(b, a - f)) over the
//! faces f < a): O(n²) with prefix sums over the second argument.

use cgt_modular::Mod998244353 as Mint;
use proconio::input;
use std::io::{BufWriter, Write};

/// The probability that the first player wins the race to `n` with a die of `k` faces.
pub fn first_player_wins(n: usize, k: u64) -> Mint {
    let inverse_k = Mint::new(k).inv();
    // p[a][b] = P(a, b) for a, b in 1..=n; sum[b][c] = P(b, 1) + ... + P(b, c).
    let mut p = vec![vec![Mint::zero(); n + 1]; n + 1];
    let mut sum = vec![vec![Mint::zero(); n + 1]; n + 1];
    // P(a, b) needs P(b, c) for c < a: in order of a + b.
    for total in 2..=2 * n {
        for a in total.saturating_sub(n).max(1)..=(total - 1).min(n) {
            let b = total - a;
            // The faces f < a leave the other to move with P(b, a - f), a - f in a - m..a.
            let m = k.min(a as u64 - 1) as usize;
            let winning_faces = Mint::new(k - m as u64);
            let others = sum[b][a - 1] - sum[b][a - 1 - m];
            p[a][b] = (winning_faces + Mint::new(m as u64) - others) * inverse_k;
            sum[a][b] = sum[a][b - 1] + p[a][b];
        }
    }
    p[n][n]
}

fn main() {
    input! { n: usize, k: u64 }
    // The statement's constraints, each named as the statement writes it. Debug builds
    // (`cargo test`, `cargo x test`) stop on an input outside them; release builds skip this.
    debug_assert!((1..=2000).contains(&n), "1 <= n <= 2000");
    debug_assert!((1..=1_000_000).contains(&k), "1 <= k <= 1e6");
    let mut out = BufWriter::new(std::io::stdout().lock());
    writeln!(out, "{}", first_player_wins(n, k).value()).unwrap();
}
