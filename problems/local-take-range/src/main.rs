//! The seed article's game 2: one pile; a move takes between `lo` and `hi` stones inclusive (never
//! more than the pile holds); the player who cannot move loses.
//!
//! A pile of i is won iff some move leads to a lost pile, that is iff a lost pile lies among
//! `i - hi ..= i - lo` (cut at 0). Counting the lost piles so far (a prefix count) answers each i
//! in O(1), so the table of 0..=n costs O(n) whatever `hi - lo` is.
//!
//! The article's table for `n = 9, lo = 2, hi = 4` reads `LWWWWLLWWW`; it is wrong. A pile of 1
//! has no move (every move takes at least 2), so it is lost: the right table is `LLWWWWLLWW`,
//! which an exhaustive search of the game confirms (`tests/brute_force.rs`).

use proconio::input;
use std::io::{BufWriter, Write};

/// `W` or `L` for every pile `0..=n`: whether the player to move wins when a move takes `lo` to
/// `hi` stones.
pub fn outcomes(n: usize, lo: u64, hi: u64) -> String {
    // lost_below[i]: how many of the piles 0..i are lost.
    let mut lost_below = vec![0u32; n + 2];
    let mut table = String::with_capacity(n + 1);
    for i in 0..=n {
        let wins = (i as u64) >= lo && {
            let nearest = i - lo as usize;
            let farthest = (i as u64).saturating_sub(hi) as usize;
            lost_below[nearest + 1] > lost_below[farthest]
        };
        table.push(if wins { 'W' } else { 'L' });
        lost_below[i + 1] = lost_below[i] + u32::from(!wins);
    }
    table
}

fn main() {
    input! { n: usize, lo: u64, hi: u64 }
    debug_assert!(n <= 1_000_000, "0 <= n <= 1e6");
    debug_assert!(
        1 <= lo && lo <= hi && hi <= 1_000_000_000,
        "1 <= lo <= hi <= 1e9"
    );
    let mut out = BufWriter::new(std::io::stdout().lock());
    writeln!(out, "{}", outcomes(n, lo, hi)).unwrap();
}
