//! Luogu P2972 \[USACO10HOL\] Rocks and Trees G: staircase Nim on a tree with step 1
//! (`tree_staircase_counts`). Rocks move one edge towards the root, 1..=L at a time. The rocks on
//! nodes at odd depth (root depth 0) are the Nim piles: a move from an even-depth node to an
//! odd-depth one adds rocks there, and the opponent can move the same rocks on up to an even
//! depth, so even depths do not matter. Each odd pile is the take-1..=L game, of Grundy value
//! `R mod (L + 1)`; the first player wins iff their XOR is not 0. A change at node `a` swaps its
//! term in the XOR, in O(1).

use cgt_nim::nim_sum;
use cgt_nim_variants::tree_staircase_counts;
use proconio::input;
use std::io::{BufWriter, Write};

/// After each change `(node, rocks)` (nodes 1-based), whether the first player wins. `parents[i]`
/// and `rocks[i]` describe node `i + 2`; the root is node 1.
pub fn outcomes_after_changes(
    parents: &[usize],
    rocks: &[u32],
    limit: u32,
    changes: &[(usize, u32)],
) -> Vec<bool> {
    let n = parents.len() + 1;
    // Nodes 0-based for the library: node i + 2 hangs from parents[i].
    let edges: Vec<(usize, usize)> = (0..n - 1).map(|i| (parents[i] - 1, i + 1)).collect();
    let counts = tree_staircase_counts(&edges, 0, 1);
    let mut current = vec![0u32; n + 1];
    for (i, &r) in rocks.iter().enumerate() {
        current[i + 2] = r;
    }
    let value = |node: usize, r: u32| if counts[node - 1] { r % (limit + 1) } else { 0 };
    let mut xor = nim_sum((2..=n).map(|node| value(node, current[node])));
    changes
        .iter()
        .map(|&(node, r)| {
            xor ^= value(node, current[node]) ^ value(node, r);
            current[node] = r;
            xor != 0
        })
        .collect()
}

fn main() {
    input! { n: usize, t: usize, limit: u32 }
    debug_assert!((2..=10_000).contains(&n), "2 <= N <= 10000");
    debug_assert!((1..=10_000).contains(&t), "1 <= T <= 10000");
    debug_assert!((1..=1000).contains(&limit), "1 <= L <= 1000");
    input! { nodes: [(usize, u32); n - 1], changes: [(usize, u32); t] }
    debug_assert!(
        nodes
            .iter()
            .enumerate()
            .all(|(i, &(p, _))| 1 <= p && p < i + 2),
        "P_i < i"
    );
    debug_assert!(
        nodes.iter().all(|(_, r)| (1..=1000).contains(r)),
        "1 <= R_i <= 1000"
    );
    debug_assert!(
        changes.iter().all(|&(a, _)| (1..=n).contains(&a)),
        "1 <= A_j <= N"
    );
    debug_assert!(
        changes.iter().all(|(_, b)| (1..=1000).contains(b)),
        "1 <= B_j <= 1000 (a node's rocks, as R_i)"
    );
    let (parents, rocks): (Vec<usize>, Vec<u32>) = nodes.into_iter().unzip();
    let mut out = BufWriter::new(std::io::stdout().lock());
    for wins in outcomes_after_changes(&parents, &rocks, limit, &changes) {
        writeln!(out, "{}", if wins { "Yes" } else { "No" }).unwrap();
    }
}
