//! The seed article's game 3 on huge piles: a subtraction set S (k distinct moves, each at most
//! 100); a position is several piles, and a move removes exactly s stones (s in S) from one pile.
//! Who cannot move loses.
//!
//! Each pile is the subtraction game with `g[n] = mex{ g[n - s] : s in S, s <= n }`, and a
//! position is won iff the nim-sum of its piles' values is not 0. Piles go up to 1e18, so the
//! values come from the sequence's eventual period: `g[n]` depends only on the `max(S)` values
//! before it, so a window of `max(S)` values that repeats `p` later proves `g[n] = g[n + p]` from
//! that window on ([`cgt_subtraction::PeriodicGrundy`] finds the smallest preperiod and period and
//! proves them that way). The statement guarantees preperiod + period <= 2,000,000.

use cgt_fast_input::{ByteSource, Int};
use cgt_nim::nim_sum;
use cgt_subtraction::PeriodicGrundy;
use proconio::input;
use std::io::{BufWriter, Write};

/// Whether the player to move wins the position `piles` of the subtraction game whose Grundy
/// values are `g`.
pub fn first_player_wins(g: &PeriodicGrundy, piles: &[u64]) -> bool {
    nim_sum(piles.iter().map(|&pile| g.grundy(pile))) != 0
}

fn main() {
    let mut source = ByteSource::stdin();
    input! { from &mut source, k: Int<usize> }
    debug_assert!((1..=100).contains(&k), "1 <= k <= 100");
    input! { from &mut source, moves: [Int<usize>; k], q: Int<usize> }
    debug_assert!(
        moves.iter().all(|s| (1..=100).contains(s)),
        "1 <= s_i <= 100"
    );
    debug_assert!(
        {
            let mut seen = [false; 101];
            moves
                .iter()
                .all(|&s| !std::mem::replace(&mut seen[s], true))
        },
        "k distinct s_i"
    );
    debug_assert!((1..=10_000).contains(&q), "1 <= q <= 1e4");
    let g = PeriodicGrundy::new(&moves);
    let mut out = BufWriter::new(std::io::stdout().lock());
    for _ in 0..q {
        input! { from &mut source, m: Int<usize> }
        debug_assert!((1..=100).contains(&m), "1 <= m <= 100");
        input! { from &mut source, piles: [Int<u64>; m] }
        debug_assert!(
            piles.iter().all(|&x| x <= 1_000_000_000_000_000_000),
            "0 <= x_i <= 1e18"
        );
        let verdict = if first_player_wins(&g, &piles) {
            'W'
        } else {
            'L'
        };
        writeln!(out, "{verdict}").unwrap();
    }
}
