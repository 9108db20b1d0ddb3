//! AtCoder ABC 368 F Dividing Game. A move replaces one A_i by a proper divisor (1 included), so
//! the game is a sum of divisor games, one per A_i. In the divisor game g(n) = Ω(n), the number of
//! prime factors of n with multiplicity (`cgt-divisor`), and Anna, who moves first, wins iff
//! Ω(A_1) xor ... xor Ω(A_N) != 0. One smallest-prime-factor sieve up to max A_i.

use cgt_divisor::{divisor_game_grundy, SmallestPrimeFactor};
use cgt_nim::nim_sum;
use proconio::input;
use std::io::{BufWriter, Write};

/// Whether the first player (Anna) wins the sum of divisor games on `values` (each >= 1).
pub fn anna_wins(values: &[usize]) -> bool {
    let largest = values.iter().copied().max().unwrap_or(1);
    let sieve = SmallestPrimeFactor::new(largest);
    nim_sum(values.iter().map(|&n| divisor_game_grundy(&sieve, n))) != 0
}

fn main() {
    input! { n: usize }
    debug_assert!((1..=100_000).contains(&n), "1 <= N <= 1e5");
    input! { values: [usize; n] }
    debug_assert!(
        values.iter().all(|a| (2..=100_000).contains(a)),
        "2 <= A_i <= 1e5"
    );
    let mut out = BufWriter::new(std::io::stdout().lock());
    let winner = if anna_wins(&values) { "Anna" } else { "Bruno" };
    writeln!(out, "{winner}").unwrap();
}
