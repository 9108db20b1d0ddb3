//! CSES 2207 Grundy's Game: one heap of n coins; a move splits a heap into two non-empty heaps
//! of different sizes; whoever cannot move loses.
//!
//! Model: the second player wins iff G(n) = 0, G being the Grundy values of Grundy's game
//! (`4.0 unequal` in take-and-break notation; OEIS A002188). No period is known and a mex table
//! to 1e6 walks about n^2/4 = 2.5e11 splits, so the answer is a list: among 1..=1e6, G(n) = 0
//! exactly at the 41 heaps of `SECOND_PLAYER_WINS`, the last at 1222. The list is derived from
//! the definition by cgt-take-break's test `every_value_to_a_million` (the rare-value method
//! over every heap to 1e6, checked against the plain table to 2e4; run with `--ignored`), and
//! to 1500 by its plain table in every test run.
//!
//! Traps: heaps of 1 and 2 have no move (2 = 1 + 1 is equal), so they are `second`; a list up
//! to 1000 misses 1222; some copies of the statement say n <= 1e5, others 1e6; the output is
//! lower case.
//!
//! Samples: 1 is the statement's; 2 (heaps 1 to 5 and 10) is answered by the brute force; 3
//! (1222, its neighbours, 932 and the largest heaps) by the table of Grundy's game from its
//! definition in cgt-take-break (the plain table to 1500 and the rare-value run to 1e6), heaps
//! past any search of positions.

use proconio::input;
use std::io::{BufWriter, Write};

/// The heaps in 1..=1e6 where the second player wins Grundy's game.
pub const SECOND_PLAYER_WINS: [u32; 41] = [
    1, 2, 4, 7, 10, 20, 23, 26, 50, 53, 270, 273, 276, 282, 285, 288, 316, 334, 337, 340, 346, 359,
    362, 365, 386, 389, 392, 566, 630, 633, 636, 639, 673, 676, 682, 685, 923, 926, 929, 932, 1222,
];

/// Whether the first player wins Grundy's game on one heap of `n` (1 <= n <= 1e6).
pub fn first_player_wins(n: u32) -> bool {
    SECOND_PLAYER_WINS.binary_search(&n).is_err()
}

fn main() {
    input! { t: usize, heaps: [u32; t] }
    debug_assert!((1..=100_000).contains(&t), "1 <= t <= 1e5");
    debug_assert!(
        heaps.iter().all(|n| (1..=1_000_000).contains(n)),
        "1 <= n <= 1e6"
    );
    let mut out = BufWriter::new(std::io::stdout().lock());
    for n in heaps {
        let winner = if first_player_wins(n) {
            "first"
        } else {
            "second"
        };
        writeln!(out, "{winner}").unwrap();
    }
}
