//! 51Nod 1381 硬币游戏: not a combinatorial game but a little geometry. Lines lie at every
//! integer height; a coin of radius R lands with its centre at a uniformly random height t (only
//! t mod 1 matters). It touches the lines at the integers of [t - R, t + R], an interval of length
//! 2R: for an integer R that is 2R lines, or 2R + 1 when t is itself an integer, which has
//! probability 0. So the expectation is exactly 2R, and so is its integer part. R reaches 1e10,
//! so 2R needs 64 bits.

use proconio::input;
use std::io::{BufWriter, Write};

/// The integer part of the expected number of lines a coin of radius `r` touches.
pub fn expected_lines_touched(r: u64) -> u64 {
    2 * r
}

fn main() {
    input! { t: usize }
    debug_assert!((1..=10_000).contains(&t), "1 <= T <= 10000");
    input! { radii: [u64; t] }
    debug_assert!(
        radii.iter().all(|r| (1..=10_000_000_000).contains(r)),
        "1 <= R <= 1e10"
    );
    let mut out = BufWriter::new(std::io::stdout().lock());
    for r in radii {
        writeln!(out, "{}", expected_lines_touched(r)).unwrap();
    }
}
