//! HDU 3404 Switch lights: lit cells on a board; a move picks a lit cell `(x2, y2)` and any
//! `x1 <= x2`, `y1 <= y2`, and toggles the distinct corners of that rectangle (four cells, or two
//! or one when it is a segment or a single cell). Who turns the last light off wins.
//!
//! Model: a coin-turning game, the product of two copies of the one-row game "turn coin `x`
//! over, and at most one smaller coin", whose coin `x` (counted from 1) has the value
//! `mex{0, 1, ..., x - 1} = x`. By the Tartan theorem the cell `(x, y)` is worth `x ⊗ y`
//! ([`cgt_nimber::turning_corners_value`]) and a position the XOR over its lit cells; the first
//! player (lxhgww) wins iff it is not 0.
//!
//! Traps: the coordinates are 1-based and the value is `x ⊗ y` on them exactly as given (the
//! degenerate moves make the row game's coin 1 worth 1). `(x - 1) ⊗ (y - 1)`, `x * y` and the
//! carry-less product are all wrong, as is a published solution that XORs carry-less products
//! of `x - 1` and `y - 1`: with `(2,2)` and `(1,3)` lit the first player loses (`2 ⊗ 2 = 3 =
//! 1 ⊗ 3`), which each of them gets wrong. A single lit cell always wins (turn it off alone).
//! Coordinates below 2^14 give values below 2^16 (up to 65535). The brute force
//! (a search of the real game on every subset of boards up to 20 cells) agrees with the sample.

use cgt_fast_input::{ByteSource, Int};
use cgt_nimber::turning_corners_value;
use proconio::input;
use std::io::{BufWriter, Write};

/// Whether the first player wins with the distinct 1-based cells `lit` on.
pub fn first_player_wins(lit: &[(u64, u64)]) -> bool {
    lit.iter()
        .fold(0, |value, &(x, y)| value ^ turning_corners_value(x, y))
        != 0
}

fn main() {
    let mut source = ByteSource::stdin();
    let mut out = BufWriter::new(std::io::stdout().lock());
    input! { from &mut source, cases: Int<usize> }
    debug_assert!(cases <= 100, "T <= 100");
    for _ in 0..cases {
        input! { from &mut source, n: Int<usize> }
        debug_assert!((1..=1000).contains(&n), "1 <= n <= 1000");
        input! { from &mut source, lit: [(Int<u64>, Int<u64>); n] }
        debug_assert!(
            lit.iter()
                .all(|&(x, y)| (1..=10_000).contains(&x) && (1..=10_000).contains(&y)),
            "1 <= x,y <= 10000"
        );
        debug_assert!(
            {
                let mut seen = std::collections::HashSet::new();
                lit.iter().all(|cell| seen.insert(cell))
            },
            "no two lit cells are equal"
        );
        let verdict = if first_player_wins(&lit) {
            "Have a try, lxhgww."
        } else {
            "Don't waste your time."
        };
        writeln!(out, "{verdict}").unwrap();
    }
}
