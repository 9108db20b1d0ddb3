//! {title}.
//!
//! TODO: the model (which game, which Grundy values, which sum), then the rule below.
//!
//! The worked example this scaffold starts from (`cargo x new --kind win`): piles of stones; a
//! move takes 1 to k stones from one pile; whoever cannot move loses. A pile of a stones is the
//! subtraction game {1, ..., k}, whose Grundy value is a mod (k + 1), and a sum of piles is lost
//! for the player to move iff the XOR of the piles' values is 0 (Sprague-Grundy).

use proconio::input;
use std::io::{BufWriter, Write};

/// Whether the player to move wins `piles` when a move takes 1 to `k` stones from one pile.
pub fn first_player_wins(piles: &[u64], k: u64) -> bool {
    piles.iter().fold(0, |x, &a| x ^ (a % (k + 1))) != 0
}

fn main() {
    input! { n: usize, k: u64, piles: [u64; n] }
    // The statement's constraints, each named as the statement writes it. Debug builds
    // (`cargo test`, `cargo x test`) stop on an input outside them; release builds skip this.
    debug_assert!((1..=200_000).contains(&n), "1 <= n <= 2e5");
    debug_assert!((1..=1_000_000_000).contains(&k), "1 <= k <= 1e9");
    debug_assert!(piles.iter().all(|&a| a <= 1_000_000_000), "a_i <= 1e9");
    let mut out = BufWriter::new(std::io::stdout().lock());
    let winner = if first_player_wins(&piles, k) {
        "First"
    } else {
        "Second"
    };
    writeln!(out, "{winner}").unwrap();
}
