//! HDU 2516 取石子游戏: Fibonacci Nim. One pile of n stones; the first move takes any number but
//! not all; afterwards each move takes 1 to twice what the opponent just took. Whoever takes the
//! last stone wins.
//!
//! Model: with `max_take` allowed, the player to move wins iff the smallest Zeckendorf term of the
//! pile is at most `max_take` (`fibonacci_nim_wins`). The first move allows `n - 1`, so the first
//! player loses exactly when n is a Fibonacci number (its Zeckendorf form is n itself).
//!
//! Traps: n starts at 2 (1 never occurs, though a pile of 1 would be lost too: no legal move). The
//! last Fibonacci number below 2^31 is 1836311903; the next overflows i32, so everything is u64.
//! Input ends at a line `0` (or at the end of the input), after up to 1e5 lines. The brute force
//! (`examples/brute.rs`, a search over (stones, largest allowed take)) agrees with the spec.

use cgt_fast_input::{ByteSource, Int};
use cgt_nim_variants::fibonacci_nim_wins;
use proconio::input;
use proconio::source::Source;
use std::io::{BufWriter, Write};

/// Whether the first player wins Fibonacci Nim on a pile of `n >= 1` stones, whose first move may
/// not take the whole pile.
pub fn first_wins(n: u64) -> bool {
    fibonacci_nim_wins(n, n - 1)
}

fn main() {
    let mut source = ByteSource::stdin();
    let mut out = BufWriter::new(std::io::stdout().lock());
    while !source.is_empty() {
        input! { from &mut source, n: Int<u64> }
        if n == 0 {
            break;
        }
        debug_assert!((2..1 << 31).contains(&n), "2 <= n < 2^31");
        let verdict = if first_wins(n) {
            "First win"
        } else {
            "Second win"
        };
        writeln!(out, "{verdict}").unwrap();
    }
}
