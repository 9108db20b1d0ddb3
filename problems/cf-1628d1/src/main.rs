//! Codeforces 1628 D1 Game on Sum (Easy Version). Each of n turns Alice picks a real x in
//! [0, k] and Bob, seeing it, adds it to the score or subtracts it, adding in at least m turns.
//! Bob's two answers are lines of slopes 1 and -1 in Alice's pick, so her best pick is where
//! they tie and each value is the average of two below (`cgt_continuous::add_or_subtract_values`,
//! with the proof that the tie always lies in [0, k]); every value is k times the value for
//! k = 1, so one table of residues modulo 10^9 + 7 up to the largest n answers every test.

use cgt_continuous::add_or_subtract_values;
use cgt_modular::Mod1000000007;
use proconio::input;
use std::io::{BufWriter, Write};

/// The score under best play for every `(n, m, k)`, modulo 10^9 + 7.
pub fn scores(tests: &[(usize, usize, u64)]) -> Vec<Mod1000000007> {
    let largest = tests.iter().map(|t| t.0).max().unwrap_or(0);
    let unit = add_or_subtract_values(largest, Mod1000000007::new(1));
    tests
        .iter()
        .map(|&(n, m, k)| unit[n][m] * Mod1000000007::new(k))
        .collect()
}

fn main() {
    input! { t: usize, tests: [(usize, usize, u64); t] }
    debug_assert!((1..=1000).contains(&t), "1 <= t <= 1000");
    debug_assert!(
        tests
            .iter()
            .all(|&(n, m, k)| 1 <= m && m <= n && n <= 2000 && k < 1_000_000_007),
        "1 <= m <= n <= 2000, 0 <= k < 10^9 + 7"
    );
    debug_assert!(
        tests.iter().map(|t| t.0).sum::<usize>() <= 2000,
        "the sum of n <= 2000"
    );
    let mut out = BufWriter::new(std::io::stdout().lock());
    for score in scores(&tests) {
        writeln!(out, "{score}").unwrap();
    }
}
