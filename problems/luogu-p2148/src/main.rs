//! Luogu P2148 \[SDOI2009\] E&D (was BZOJ 1228). There are 2n piles in n groups, the fixed pairs
//! (S_1, S_2), (S_3, S_4), ... in input order. A move takes one pile of a group away and splits the
//! other pile of that group into two non-empty piles, which form the group from then on. Who faces
//! only piles of 1 cannot move and loses.
//!
//! Model: the groups are independent games, so the first player wins iff the XOR of their Grundy
//! values is not 0. Tabulating the value g(a, b) of one group by a search of the real game
//! (examples/brute.rs, `tests/brute_force.rs` for a, b <= 40) shows it read off the bits of
//! a - 1 and b - 1: g(a, b) is the position of the lowest zero bit of (a - 1) | (b - 1), that is,
//! its number of trailing ones. So g(a, b) = 0 when a and b are both odd, and the value depends on
//! both piles bit by bit.
//!
//! Traps: never sort the piles or pair them other than in input order; the value is not a function
//! of min, max or parity alone (pairs whose a - 1 and b - 1 have complementary low bits, such as
//! (2, 3), (3, 2), (6, 3), give high values); S_i reaches 2e9, which fits u32 (and (a-1)|(b-1) <
//! 2^31, so at most 31 trailing ones), never i32 sums or shifts. The input (up to about 4 MB) is
//! read in one go through `cgt_fast_input::ByteSource`.

use cgt_fast_input::{ByteSource, Int};
use cgt_nim::nim_sum;
use proconio::input;
use std::io::{BufWriter, Write};

/// The Grundy value of the group (a, b): the number of trailing ones of (a - 1) | (b - 1).
pub fn group_value(a: u32, b: u32) -> u32 {
    ((a - 1) | (b - 1)).trailing_ones()
}

/// Whether the first player wins the case with piles `piles` (2n of them, paired in input order).
pub fn first_player_wins(piles: &[u32]) -> bool {
    nim_sum(piles.chunks(2).map(|pair| group_value(pair[0], pair[1]))) != 0
}

fn main() {
    let mut source = ByteSource::stdin();
    let mut out = BufWriter::new(std::io::stdout().lock());
    input! { from &mut source, cases: Int<usize> }
    debug_assert!((1..=20).contains(&cases), "1 <= T <= 20");
    for _ in 0..cases {
        input! { from &mut source, n: Int<usize> }
        debug_assert!(
            (2..=20_000).contains(&n) && n % 2 == 0,
            "N even, 2 <= N <= 2e4"
        );
        input! { from &mut source, piles: [Int<u32>; n] }
        debug_assert!(
            piles.iter().all(|s| (1..=2_000_000_000).contains(s)),
            "1 <= S_i <= 2e9"
        );
        let verdict = if first_player_wins(&piles) {
            "YES"
        } else {
            "NO"
        };
        writeln!(out, "{verdict}").unwrap();
    }
}
