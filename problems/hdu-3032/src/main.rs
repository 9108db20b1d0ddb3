//! HDU 3032 Nim or not Nim?: Lasker's Nim. A move takes any positive number of objects from one
//! heap or splits one heap into two non-empty heaps; whoever takes the last object wins.
//!
//! Model: a sum of one-heap games, so Alice (moving first) wins iff the XOR of the heaps' Grundy
//! values is not 0. The values follow a period-4 pattern (`lasker_grundy`): g(4k+3) = 4k+4 and
//! g(4k+4) = 4k+3, every other heap is its own value.
//!
//! Traps: plain Nim (XOR of the sizes) is wrong: `1 2 4` is lost (1 ^ 2 ^ 3 = 0) and `3 5 6` is
//! won (4 ^ 5 ^ 6 = 7). A heap of 2^31 - 1 has the value 2^31, past i32 (so is s + 1 in i32):
//! everything is u64. A case may hold 1e6 heaps on one line: the heaps are read one at a time
//! and folded into the XOR, never stored. The brute force (`examples/brute.rs`, a search of each
//! heap with the real take and split moves, a sum valued as the XOR of its heaps; checked against
//! a win/loss search of whole heap multisets) agrees with the spec's sample.

use cgt_fast_input::{ByteSource, Int};
use cgt_nim_variants::lasker_grundy;
use proconio::input;
use std::io::{BufWriter, Write};

/// Whether the first player wins Lasker's Nim on `heaps`.
pub fn alice_wins(heaps: impl IntoIterator<Item = u64>) -> bool {
    heaps.into_iter().fold(0, |xor, s| xor ^ lasker_grundy(s)) != 0
}

fn main() {
    let mut source = ByteSource::stdin();
    let mut out = BufWriter::new(std::io::stdout().lock());
    input! { from &mut source, t: Int<usize> }
    debug_assert!((1..=100).contains(&t), "1 <= T <= 100");
    for _ in 0..t {
        input! { from &mut source, n: Int<usize> }
        debug_assert!((1..=1_000_000).contains(&n), "1 <= N <= 1e6");
        let heaps = (0..n).map(|_| {
            input! { from &mut source, s: Int<u64> }
            debug_assert!((1..=(1 << 31) - 1).contains(&s), "1 <= s_i <= 2^31-1");
            s
        });
        let winner = if alice_wins(heaps) { "Alice" } else { "Bob" };
        writeln!(out, "{winner}").unwrap();
    }
}
