//! Luogu P2490 \[SDOI2011\] 黑白棋: a 1 x n board holds k pieces, alternately white and black from
//! the left, so they pair up as (white, black), (white, black), ... A (moving first) moves 1 to d
//! white pieces right, B moves 1 to d black pieces left, each by at least one cell, never over or
//! onto another piece and never off the board; who cannot move loses. Count the layouts (k cells
//! out of n) that A wins, modulo 1e9+7.
//!
//! Model: a white piece can only approach its own black partner and a black piece its own white
//! partner, so only the m = k/2 gaps inside the pairs matter, and both players shrink them: the game
//! is Moore's Nim_d on those gaps, lost for A iff in every bit the number of gaps with that bit
//! set is divisible by d + 1. The other m + 1 gaps (before, between and after the pairs) only
//! count layouts: inner gaps of total s leave `C(n - k - s + m, m)` layouts. So the answer is
//! `C(n, k) - sum_s L(s) * C(n - k - s + m, m)`, with `L(s)` the losing gap vectors of total s
//! (`moore_losing_counts`, a DP over bits).
//!
//! Traps: n = k gives 0 (no gap, A cannot move). When n - k < k/2 the gap total is smaller than the
//! number of gaps; a published solution writes past its DP array there. Here every total is bounded
//! by n - k (`100 100 5` -> 0, `101 100 3` -> 50, both confirmed by the brute force). The
//! subtraction is done modulo 1e9+7 without going negative. The brute force
//! (`examples/brute.rs`) enumerates every layout and searches the real game with pieces on the
//! board; it agrees with the spec's samples `10 4 2` -> 182, `100 100 5` -> 0 and `101 100 3` -> 50.

use cgt_modular::{ConstModulus, Factorials, Mod1000000007};
use cgt_nim_variants::moore_losing_counts;
use proconio::input;
use std::io::{BufWriter, Write};

type P = ConstModulus<1_000_000_007>;

/// The number of layouts of `k` pieces (k even) on `n` cells that A wins, modulo 1e9+7, when a
/// move shifts 1 to `d` pieces.
pub fn a_winning_layouts(n: usize, k: usize, d: u64) -> u64 {
    let pairs = k / 2;
    let free = n - k;
    let binomials = Factorials::<P>::new(n);
    let losing: Mod1000000007 = moore_losing_counts(pairs, d, free, 1_000_000_007)
        .iter()
        .enumerate()
        .map(|(total, &vectors)| {
            Mod1000000007::new(vectors) * binomials.binomial(free - total + pairs, pairs)
        })
        .sum();
    u64::from((binomials.binomial(n, k) - losing).value())
}

fn main() {
    input! { n: usize, k: usize, d: u64 }
    debug_assert!(
        1 <= d && d <= k as u64 && k <= n && n <= 10_000,
        "1 <= d <= k <= n <= 1e4"
    );
    debug_assert!(k % 2 == 0 && k <= 100, "k even, k <= 100");
    let mut out = BufWriter::new(std::io::stdout().lock());
    writeln!(out, "{}", a_winning_layouts(n, k, d)).unwrap();
}
