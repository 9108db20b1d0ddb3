//! The seed article's game 1, the Bash game: a pile of x stones, a move takes 1 to y stones, and
//! the player who cannot move loses.
//!
//! It is the subtraction game with S = {1, ..., y}, whose Grundy values are `g(x) = x mod (y+1)`:
//! from x every value below `x mod (y+1)` is one move away and that value itself is not. So the
//! first player wins iff `x mod (y+1) != 0`. With y up to 1e18, y + 1 still fits a `u64`; for a
//! y at `u64::MAX` it would not, but then y >= x and the first player wins iff x > 0.

use cgt_fast_input::{ByteSource, Int};
use proconio::input;
use std::io::{BufWriter, Write};

/// Whether the player to move wins a pile of `x` stones when a move takes 1 to `y` stones.
pub fn first_player_wins(x: u64, y: u64) -> bool {
    match y.checked_add(1) {
        Some(cycle) => x % cycle != 0,
        None => x != 0,
    }
}

fn main() {
    let mut source = ByteSource::stdin();
    input! { from &mut source, t: Int<usize> }
    debug_assert!((1..=100_000).contains(&t), "1 <= T <= 1e5");
    input! { from &mut source, games: [(Int<u64>, Int<u64>); t] }
    debug_assert!(
        games.iter().all(|&(x, _)| x <= 1_000_000_000_000_000_000),
        "0 <= x <= 1e18"
    );
    debug_assert!(
        games
            .iter()
            .all(|&(_, y)| (1..=1_000_000_000_000_000_000).contains(&y)),
        "1 <= y <= 1e18"
    );
    let mut out = BufWriter::new(std::io::stdout().lock());
    for (x, y) in games {
        let verdict = if first_player_wins(x, y) { 'W' } else { 'L' };
        writeln!(out, "{verdict}").unwrap();
    }
}
