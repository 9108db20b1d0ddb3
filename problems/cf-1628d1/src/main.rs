//! Game on Sum (Easy Version): TODO state the model (which game, which Grundy values, which sum).

use proconio::input;
use std::io::{BufWriter, Write};

/// TODO: the rule (a Grundy value, a win/lose test) as the mathematics states it.
pub fn first_player_wins(n: u64) -> bool {
    n % 2 == 1
}

fn main() {
    input! { n: u64 }
    // TODO: the statement's constraints, each named as the statement writes it. Debug builds
    // (`cargo test`, `cargo x test`) stop on an input outside them; release builds skip this.
    debug_assert!(n <= 1_000_000_000, "n <= 1e9");
    let mut out = BufWriter::new(std::io::stdout().lock());
    writeln!(out, "{}", u8::from(first_player_wins(n))).unwrap();
}
