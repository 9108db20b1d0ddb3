//! HDU 3537 Daizhenyang's Coin: Mock Turtles. A move turns over 1, 2 or 3 coins, the rightmost
//! going from heads to tails, so it is a coin-turning game ([`cgt_coin_turning::coin_turning_grundy`]
//! with the moves "coin x alone, or with one or two smaller coins"), and a lone heads coin at
//! place x has the closed-form value [`cgt_coin_turning::mock_turtles_grundy`]: the x-th odious number.
//! A row is the nim-sum of its heads coins. The input may name one coin twice: it is still one
//! heads coin, so positions are deduplicated before the sum (counting it twice would cancel it).

use cgt_coin_turning::mock_turtles_grundy;
use cgt_fast_input::{ByteSource, Int};
use cgt_nim::nim_sum;
use proconio::input;
use proconio::source::Source;
use std::io::{BufWriter, Write};

/// Whether the player to move loses when the coins at `heads` (possibly repeated) are heads up.
pub fn first_player_loses(heads: &[u64]) -> bool {
    let mut coins = heads.to_vec();
    coins.sort_unstable();
    coins.dedup();
    nim_sum(coins.into_iter().map(mock_turtles_grundy)) == 0
}

fn main() {
    let mut source = ByteSource::stdin();
    let mut out = BufWriter::new(std::io::stdout().lock());
    while !source.is_empty() {
        input! { from &mut source, n: Int<usize> }
        debug_assert!(n <= 100, "0 <= n <= 100");
        input! { from &mut source, heads: [Int<u64>; n] }
        debug_assert!(heads.iter().all(|&a| a < 100_000_000), "0 <= a < 1e8");
        let verdict = if first_player_loses(&heads) {
            "Yes"
        } else {
            "No"
        };
        writeln!(out, "{verdict}").unwrap();
    }
}
