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

use cgt_nim_variants::moore_losing_counts;
use proconio::input;
use std::io::{BufWriter, Write};

const MOD: u64 = 1_000_000_007;

fn power(mut base: u64, mut exponent: u64) -> u64 {
    let mut result = 1;
    base %= MOD;
    while exponent > 0 {
        if exponent & 1 == 1 {
            result = result * base % MOD;
        }
        base = base * base % MOD;
        exponent >>= 1;
    }
    result
}

/// Binomial coefficients `C(a, b)` modulo `MOD` for `a <= max`, by factorials.
struct Binomials {
    factorial: Vec<u64>,
    inverse_factorial: Vec<u64>,
}

impl Binomials {
    fn new(max: usize) -> Self {
        let mut factorial = vec![1u64; max + 1];
        for i in 1..=max {
            factorial[i] = factorial[i - 1] * i as u64 % MOD;
        }
        let mut inverse_factorial = vec![1u64; max + 1];
        inverse_factorial[max] = power(factorial[max], MOD - 2);
        for i in (1..=max).rev() {
            inverse_factorial[i - 1] = inverse_factorial[i] * i as u64 % MOD;
        }
        Binomials {
            factorial,
            inverse_factorial,
        }
    }

    fn choose(&self, a: usize, b: usize) -> u64 {
        if b > a {
            return 0;
        }
        self.factorial[a] * self.inverse_factorial[b] % MOD * self.inverse_factorial[a - b] % MOD
    }
}

/// The number of layouts of `k` pieces (k even) on `n` cells that A wins, modulo 1e9+7, when a
/// move shifts 1 to `d` pieces.
pub fn a_winning_layouts(n: usize, k: usize, d: u64) -> u64 {
    let pairs = k / 2;
    let free = n - k;
    let binomials = Binomials::new(n);
    let losing = moore_losing_counts(pairs, d, free, MOD)
        .iter()
        .enumerate()
        .fold(0, |sum, (total, &vectors)| {
            (sum + vectors * binomials.choose(free - total + pairs, pairs)) % MOD
        });
    (binomials.choose(n, k) + MOD - losing) % MOD
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
