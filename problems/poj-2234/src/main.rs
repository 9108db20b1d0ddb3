//! POJ 2234 Matches Game: plain Nim. The player to move wins iff the nim-sum of the piles is not 0.

use cgt_fast_input::{ByteSource, Int};
use cgt_nim::nim_sum;
use proconio::input;
use proconio::source::Source;
use std::io::{BufWriter, Write};

pub fn first_player_wins(piles: &[u64]) -> bool {
    nim_sum(piles.iter().copied()) != 0
}

fn main() {
    let mut source = ByteSource::stdin();
    let mut out = BufWriter::new(std::io::stdout().lock());
    while !source.is_empty() {
        input! { from &mut source, m: Int<usize> }
        debug_assert!((1..=20).contains(&m), "1 <= M <= 20");
        input! { from &mut source, piles: [Int<u64>; m] }
        debug_assert!(
            piles.iter().all(|a| (1..=10_000_000).contains(a)),
            "1 <= a_i <= 1e7"
        );
        let verdict = if first_player_wins(&piles) {
            "Yes"
        } else {
            "No"
        };
        writeln!(out, "{verdict}").unwrap();
    }
}
