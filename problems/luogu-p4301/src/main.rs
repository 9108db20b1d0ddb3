//! Luogu P4301 \[CQOI2013\] 新Nim游戏. After round 2 the first player faces Nim on the heaps the
//! second player kept, and a non-empty set of heaps with XOR 0 is a Nim loss for the player to
//! move. So the first player wins iff the heaps he keeps have no non-empty subset with XOR 0
//! (else the second player keeps exactly that subset): the kept heaps must be linearly
//! independent over GF(2). Keeping an independent set of largest total size removes the least;
//! independent sets of vectors form a matroid, so the greedy by decreasing size finds it: insert
//! the heaps into an XOR basis from the largest down, and remove those that are dependent.
//! A single heap is independent, so the first player always wins and `-1` never happens.

use cgt_xor_basis::XorBasis;
use proconio::input;
use std::io::{BufWriter, Write};

/// The least number of matches the first player removes in round 1 and still wins.
pub fn least_removed(heaps: &[u64]) -> u64 {
    let mut by_size = heaps.to_vec();
    by_size.sort_unstable_by(|a, b| b.cmp(a));
    let mut basis = XorBasis::new();
    by_size
        .into_iter()
        .filter(|&heap| !basis.insert(heap))
        .sum()
}

fn main() {
    input! { k: usize }
    debug_assert!((1..=100).contains(&k), "1 <= k <= 100");
    input! { heaps: [u64; k] }
    debug_assert!(
        heaps.iter().all(|a| (1..=1_000_000_000).contains(a)),
        "1 <= a_i <= 1e9"
    );
    let mut out = BufWriter::new(std::io::stdout().lock());
    writeln!(out, "{}", least_removed(&heaps)).unwrap();
}
