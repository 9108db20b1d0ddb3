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
    debug_assert!((1..=10).contains(&u), "1 <= u <= 10");
    let mut out = BufWriter::new(std::io::stdout().lock());
    for _ in 0..u {
        input! { n: usize }
        debug_assert!((1..=1000).contains(&n), "1 <= n <= 1000");
        input! { piles: [u64; n] }
        debug_assert!(
            piles.windows(2).all(|w| w[0] <= w[1]),
            "a_1 <= a_2 <= ... <= a_n"
        );
        // The statement's "total of a case <= 10000" is read here as a bound on every pile (a_n),
        // as the generator's worst cases read it (1000 piles of 10000); a bound on the sum would
        // imply it.
        debug_assert!(
            piles.last().map_or(true, |&a| a <= 10_000),
            "a_n <= 10000 (the total of a case)"
        );
        writeln!(out, "{}", if johny_wins(&piles) { "TAK" } else { "NIE" }).unwrap();
    }
}
