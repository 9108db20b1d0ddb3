//! POJ 1067 取石子游戏: Wythoff's game. The player to move loses exactly at the pairs
//! `(floor(k * phi), floor(k * phi) + k)`, k >= 0, in either order. So with `a <= b` and
//! `k = b - a`, the position is lost iff `a == floor(k * phi)`, computed exactly in integers as
//! `(k + isqrt(5 k^2)) / 2`: floating point gets some pairs wrong (e.g. (165580141 * phi, ...) =
//! (267914296, 433494437)).
//!
//! Input: pairs until end of input, read line by line (the memory limit is 10 MiB).

use cgt_fast_input::{ByteSource, Int};
use cgt_wythoff::floor_times_golden_ratio;
use proconio::input;
use proconio::source::Source;
use std::io::{BufWriter, Write};

/// Whether the player to move wins with piles `a` and `b`.
pub fn first_player_wins(a: u64, b: u64) -> bool {
    let (small, large) = (a.min(b), a.max(b));
    floor_times_golden_ratio(large - small) != small
}

fn main() {
    let mut source = ByteSource::stdin();
    let mut out = BufWriter::new(std::io::stdout().lock());
    while !source.is_empty() {
        input! { from &mut source, a: Int<u64>, b: Int<u64> }
        debug_assert!(a <= 1_000_000_000 && b <= 1_000_000_000, "0 <= a,b <= 1e9");
        writeln!(out, "{}", u8::from(first_player_wins(a, b))).unwrap();
    }
}
