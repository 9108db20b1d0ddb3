//! HDU 3544 Alice's Game: bars of chocolate `X x Y`; Alice may only split a bar across its `X`
//! side (into `A x Y` and `B x Y`, `A + B = X`), Bob only across its `Y` side; Alice moves
//! first and who cannot move loses.
//!
//! Model: Cutcake, a partizan game with Alice as Left. Every bar is an integer
//! (`cgt_cutcake::cutcake_value`: halve both sides while both exceed 1, then `X - 1` free cuts
//! for Alice if `Y = 1`, `Y - 1` for Bob if `X = 1`), the position is their sum, and Alice,
//! moving first, wins iff the sum is positive (at 0 the second player, Bob, wins). The sum
//! reaches 100 · (1e9 - 1): beyond 32 bits, so `i64`.
//!
//! The trap samples' answers come from the brute force (small bars) or from counting moves
//! (bars `X x 1` give Alice exactly `X - 1` moves and Bob none, `1 x Y` the reverse, so a
//! position of such bars is a race that Alice, moving first, wins iff she has more moves).
//!
//! Bench (`cargo x bench hdu-3544`, 500 tests of 100 bars up to 1e9): 8 ms of CPU (0.4% of
//! 2 s), 3 MiB.

use cgt_cutcake::cutcake_value;
use proconio::input;
use std::io::{BufWriter, Write};

/// Whether Alice, moving first, wins on `bars` (`(X, Y)`, Alice cutting the `X` side).
pub fn alice_wins(bars: &[(u64, u64)]) -> bool {
    let total: i64 = bars.iter().map(|&(x, y)| cutcake_value(x, y)).sum();
    total > 0
}

fn main() {
    input! { t: usize }
    let mut out = BufWriter::new(std::io::stdout().lock());
    for case in 1..=t {
        input! { n: usize, bars: [(u64, u64); n] }
        debug_assert!((1..=100).contains(&n), "1 <= N <= 100");
        debug_assert!(
            bars.iter()
                .all(|&(x, y)| (1..=1_000_000_000).contains(&x) && (1..=1_000_000_000).contains(&y)),
            "1 <= X, Y <= 1e9"
        );
        let winner = if alice_wins(&bars) { "Alice" } else { "Bob" };
        writeln!(out, "Case {case}: {winner}").unwrap();
    }
}
