//! Codeforces 1498F Christmas Game: presents move k edges towards the root, for every root. Group
//! the nodes in steps ⌊depth/k⌋: a move goes down one step and step 0 is stuck, so it is staircase
//! Nim and Alice (first) wins iff the XOR of a_i over the nodes with ⌊depth/k⌋ odd is not 0. That
//! depends on depth mod 2k only: the XOR per residue over every subtree, then rerooting (a child
//! sees the rest of the tree one edge farther away), gives all n roots in O(n·k)
//! (`tree_staircase_nim_sums_all_roots`, iterative: paths of 1e5 nodes).

use cgt_fast_input::{ByteSource, Int, Int1};
use cgt_nim_variants::tree_staircase_nim_sums_all_roots;
use proconio::input;
use std::io::{BufWriter, Write};

/// For every root `r` (0-based nodes, edges in either direction), whether Alice wins.
pub fn alice_wins_for_each_root(k: usize, edges: &[(usize, usize)], presents: &[u64]) -> Vec<bool> {
    tree_staircase_nim_sums_all_roots(edges, presents, k)
        .into_iter()
        .map(|xor| xor != 0)
        .collect()
}

fn main() {
    // Up to 2.3 MB of input: read through the byte source.
    let mut source = ByteSource::stdin();
    input! { from &mut source, n: Int<usize>, k: Int<usize> }
    debug_assert!((3..=100_000).contains(&n), "3 <= n <= 1e5");
    debug_assert!((1..=20).contains(&k), "1 <= k <= 20");
    input! {
        from &mut source,
        edges: [(Int1<usize>, Int1<usize>); n - 1],
        presents: [Int<u64>; n],
    }
    debug_assert!(
        edges.iter().all(|&(x, y)| x < n && y < n && x != y),
        "edges x y, 1 <= x,y <= n"
    );
    debug_assert!(
        presents.iter().all(|&a| a <= 1_000_000_000),
        "0 <= a_i <= 1e9"
    );
    let answers: Vec<String> = alice_wins_for_each_root(k, &edges, &presents)
        .into_iter()
        .map(|wins| u8::from(wins).to_string())
        .collect();
    let mut out = BufWriter::new(std::io::stdout().lock());
    writeln!(out, "{}", answers.join(" ")).unwrap();
}
