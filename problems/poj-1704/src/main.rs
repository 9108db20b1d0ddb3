//! POJ 1704 Georgia and Bob: staircase Nim. Sort the chessmen (the input is not sorted) and pair
//! them from the right; with an odd count the leftmost one is paired with a fixed chessman at cell
//! 0. The empty cells between the two chessmen of a pair form a Nim pile: moving the right one
//! shrinks that pile, and moving the left one (which grows the pile) can be undone by moving the
//! right one by as many cells. The gaps between pairs do not matter. Georgia (first) wins iff the
//! nim-sum of the pile sizes is not 0.
//!
//! The seed article pairs the chessmen from the right but says neither that the input must be
//! sorted first nor what to do with an odd count; both are settled above and by the brute force.

use cgt_nim::nim_sum;
use proconio::input;
use std::io::{BufWriter, Write};

/// Whether the first player wins with chessmen on the distinct cells `cells` (any order).
pub fn first_player_wins(cells: &[u32]) -> bool {
    let mut cells = cells.to_vec();
    cells.sort_unstable();
    if cells.len() % 2 == 1 {
        cells.insert(0, 0);
    }
    nim_sum(cells.chunks(2).map(|pair| pair[1] - pair[0] - 1)) != 0
}

fn main() {
    input! { t: usize }
    debug_assert!(t <= 20, "T <= 20");
    let mut out = BufWriter::new(std::io::stdout().lock());
    for _ in 0..t {
        input! { n: usize }
        debug_assert!((1..=1000).contains(&n), "1 <= N <= 1000");
        input! { cells: [u32; n] }
        debug_assert!(
            cells.iter().all(|c| (1..=10_000).contains(c)),
            "positions in 1..10000"
        );
        debug_assert!(
            {
                let mut seen = vec![false; 10_001];
                cells
                    .iter()
                    .all(|&c| !std::mem::replace(&mut seen[c as usize], true))
            },
            "N distinct positions"
        );
        let winner = if first_player_wins(&cells) {
            "Georgia"
        } else {
            "Bob"
        };
        writeln!(out, "{winner} will win").unwrap();
    }
}
