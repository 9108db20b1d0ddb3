//! Luogu P3480 [POI 2009] KAM-Pebbles: n piles in a non-decreasing row; a move takes pebbles from
//! one pile and must leave the row non-decreasing (the first pile may drop to 0). Who cannot move
//! loses; Johny moves first.
//!
//! Model: staircase Nim on the differences `d_i = a_i - a_{i-1}` (with `a_0 = 0`). Taking x from
//! pile i moves x units from `d_i` to `d_{i+1}`, and from the last pile they leave the board, so
//! the staircase runs from the RIGHT: step 1 is `d_n`, step 2 is `d_{n-1}`, ...
//! (`differences_from_right`). Johny wins iff the XOR of the odd steps, `d_n ^ d_{n-2} ^ ...`,
//! is not 0 (`staircase_nim_sum`).
//!
//! Traps: counting the steps from the left (`d_1 ^ d_3 ^ ...`) is wrong whenever n is even: n
//! equal positive piles are NIE for even n and TAK for odd n. Piles may be 0, and leading zero
//! piles still count as steps. The brute force (`examples/brute.rs`, a search over the rows
//! themselves with the statement's moves) agrees with the spec's sample and model.

use cgt_nim_variants::{differences_from_right, staircase_nim_sum};
use proconio::input;
use std::io::{BufWriter, Write};

/// Whether the first player wins on the non-decreasing row `piles`.
pub fn johny_wins(piles: &[u64]) -> bool {
    staircase_nim_sum(&differences_from_right(piles)) != 0
}

fn main() {
    input! { u: usize }
    let mut out = BufWriter::new(std::io::stdout().lock());
    for _ in 0..u {
        input! { n: usize, piles: [u64; n] }
        writeln!(out, "{}", if johny_wins(&piles) { "TAK" } else { "NIE" }).unwrap();
    }
}
