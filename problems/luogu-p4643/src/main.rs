//! [国家集训队] 阿狸和桃子的游戏: TODO state the model (which game, which Grundy values, which sum).
//!
//! The input is large: it is read once through `cgt_fast_input::ByteSource`, integers as `Int<T>`.

use cgt_fast_input::{ByteSource, Int};
use proconio::input;
use std::io::{BufWriter, Write};

/// TODO: the rule (a Grundy value, a win/lose test) as the mathematics states it.
pub fn first_player_wins(n: u64) -> bool {
    n % 2 == 1
}

fn main() {
    let mut source = ByteSource::stdin();
    input! { from &mut source, n: Int<u64> }
    // TODO: the statement's constraints, each named as the statement writes it. Debug builds
    // (`cargo test`, `cargo x test`) stop on an input outside them; release builds skip this.
    debug_assert!(n <= 1_000_000_000, "n <= 1e9");
    let mut out = BufWriter::new(std::io::stdout().lock());
    writeln!(out, "{}", u8::from(first_player_wins(n))).unwrap();
}
