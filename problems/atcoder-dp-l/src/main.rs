//! AtCoder Educational DP Contest L "Deque": take from either end of a row, each player scoring
//! what they take; Taro (first) maximises X - Y, Jiro minimises it. Whose turn it is follows from
//! how many items are gone, so the interval left is the state, and
//! `d(l, r) = max(a_l - d(l + 1, r), a_r - d(l, r - 1))`: cgt-minimax's `take_from_ends`, O(N^2)
//! time and O(N) memory (one row of margins per interval length). X - Y reaches about 1.5e12 in
//! absolute value: i64.

use cgt_minimax::take_from_ends;
use proconio::input;
use std::io::{BufWriter, Write};

/// X - Y under optimal play: Taro's best margin on the whole row.
pub fn taro_margin(row: &[i64]) -> i64 {
    take_from_ends(row)
}

fn main() {
    input! { n: usize, row: [i64; n] }
    debug_assert!((1..=3000).contains(&n), "1 <= N <= 3000");
    debug_assert!(
        row.iter().all(|a| (1..=1_000_000_000).contains(a)),
        "1 <= a_i <= 1e9"
    );
    let mut out = BufWriter::new(std::io::stdout().lock());
    writeln!(out, "{}", taro_margin(&row)).unwrap();
}
