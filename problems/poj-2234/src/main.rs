//! POJ 2234 Matches Game: plain Nim. The player to move wins iff the nim-sum of the piles is not 0.

use cgt_nim::nim_sum;
use proconio::input;
use proconio::source::{once::OnceSource, Source};
use std::io::{BufReader, BufWriter, Write};

pub fn first_player_wins(piles: &[u64]) -> bool {
    nim_sum(piles.iter().copied()) != 0
}

fn main() {
    let mut source = OnceSource::new(BufReader::new(std::io::stdin().lock()));
    let mut out = BufWriter::new(std::io::stdout().lock());
    while !source.is_empty() {
        input! { from &mut source, m: usize, piles: [u64; m] }
        let verdict = if first_player_wins(&piles) {
            "Yes"
        } else {
            "No"
        };
        writeln!(out, "{verdict}").unwrap();
    }
}
