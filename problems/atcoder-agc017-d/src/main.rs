//! AtCoder AGC017 D Game on Tree: a tree on vertices 1..N; Alice, then Bob, delete an edge and
//! the part no longer containing vertex 1 falls away; who cannot move loses.
//!
//! Model: this is Green Hackenbush on a tree rooted at vertex 1. By the colon principle
//! `g(v) = XOR over children c of (g(c) + 1)`, and Alice (the first player) wins iff
//! `g(1) != 0`.
//!
//! Traps (the statement's and the usual wrong submissions'): the edges come in any order and
//! either orientation, so the tree is rooted by a search from vertex 1 rather than read as
//! parent-child lines; vertex 1 may be a leaf; a path of 1e5 vertices from vertex 1 overflows a
//! recursive DFS, so the values are folded along a breadth-first order read backwards; a star is
//! decided by the parity of its leaves. The brute force (every real cut, searched) agrees with
//! the four official samples.

use cgt_fast_input::{ByteSource, Int, Int1};
use cgt_hackenbush::tree_value;
use proconio::input;
use std::io::{BufWriter, Write};

/// Whether Alice, moving first, wins on the tree on `0..n` (vertex 1 of the statement is 0).
pub fn alice_wins(n: usize, edges: &[(usize, usize)]) -> bool {
    tree_value(n, edges, 0) != 0
}

fn main() {
    let mut source = ByteSource::stdin();
    input! { from &mut source, n: Int<usize> }
    debug_assert!((2..=100_000).contains(&n), "2 <= N <= 1e5");
    input! { from &mut source, edges: [(Int1<usize>, Int1<usize>); n - 1] }
    debug_assert!(
        edges.iter().all(|&(x, y)| x < n && y < n && x != y),
        "1 <= x,y <= N, x != y"
    );
    let mut out = BufWriter::new(std::io::stdout().lock());
    let winner = if alice_wins(n, &edges) {
        "Alice"
    } else {
        "Bob"
    };
    writeln!(out, "{winner}").unwrap();
}
