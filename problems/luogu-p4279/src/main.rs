//! Luogu P4279 \[SHOI2008\] 小约翰的游戏 (was BZOJ 1022): misère Nim. Piles of stones; a move takes
//! at least one stone from one pile; whoever takes the LAST stone loses. John moves first.
//!
//! Model: the anti-SG rule (SJ theorem) on the piles, [`cgt_misere::misere_nim_wins`]: if some pile
//! holds two or more stones, John wins iff the nim-sum is not 0; if every non-empty pile holds
//! one stone, John wins iff their count is even.
//!
//! Where published solutions go wrong: the statement only bounds piles by 5000, so a pile may be
//! 0, and a pile of 0 is no pile. The test is "every NON-EMPTY pile holds one stone"; testing
//! "every pile holds one stone" answers `Brother` on `0 1 1` (John wins: he takes one, his brother
//! must take the last). The limits on Luogu are not confirmed (a BZOJ-derived copy lists 1 s,
//! 162 MB).

use cgt_misere::misere_nim_wins;
use proconio::input;
use std::io::{BufWriter, Write};

/// The winner of one game on `piles`, John moving first.
pub fn winner(piles: &[u64]) -> &'static str {
    if misere_nim_wins(piles) {
        "John"
    } else {
        "Brother"
    }
}

fn main() {
    input! { t: usize }
    debug_assert!((1..=500).contains(&t), "1 <= T <= 500");
    let mut out = BufWriter::new(std::io::stdout().lock());
    for _ in 0..t {
        input! { n: usize }
        debug_assert!((1..=50).contains(&n), "1 <= N <= 50");
        input! { piles: [u64; n] }
        debug_assert!(piles.iter().all(|&a| a <= 5000), "each at most 5000");
        debug_assert!(
            piles.iter().any(|&a| a > 0),
            "every case has a non-empty pile"
        );
        writeln!(out, "{}", winner(&piles)).unwrap();
    }
}
