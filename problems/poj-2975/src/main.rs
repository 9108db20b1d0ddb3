//! POJ 2975 Nim: count the winning first moves of a Nim position.
//!
//! With X the nim-sum of all piles, a move is winning iff it leaves nim-sum 0, that is iff it
//! shrinks some pile `k_i` to `X xor k_i`. That is a legal move iff `X xor k_i < k_i`, and it is
//! the only winning move on that pile, so the answer counts those piles (0 when X = 0).

use cgt_fast_input::{ByteSource, Int};
use cgt_nim::nim_sum;
use proconio::input;
use std::io::{BufWriter, Write};

/// The number of moves from `piles` that leave the opponent a lost position.
pub fn winning_moves(piles: &[u64]) -> usize {
    let total = nim_sum(piles.iter().copied());
    piles.iter().filter(|&&k| total ^ k < k).count()
}

fn main() {
    let mut source = ByteSource::stdin();
    let mut out = BufWriter::new(std::io::stdout().lock());
    loop {
        input! { from &mut source, n: Int<usize> }
        if n == 0 {
            break;
        }
        debug_assert!(n <= 1000, "1 <= n <= 1000");
        input! { from &mut source, piles: [Int<u64>; n] }
        debug_assert!(
            piles.iter().all(|k| (1..=1_000_000_000).contains(k)),
            "integers 1..1e9"
        );
        writeln!(out, "{}", winning_moves(&piles)).unwrap();
    }
}
