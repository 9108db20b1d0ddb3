//! Undirected vertex geography on a general graph: a token starts on `s` (visited); the players
//! alternately move it along an edge to an unvisited vertex; who cannot move loses. For every
//! start, does the first player win?
//!
//! Model: the player to move from `s` wins iff every maximum matching covers `s` (the second
//! player answers along a maximum matching that misses `s`; otherwise the first player moves
//! along one and hands over `G - s` with a maximum matching missing the new start). The losing
//! starts are `D(G)` of the Gallai–Edmonds decomposition: the even (outer) vertices of the final
//! alternating forest of Edmonds' blossom algorithm, grown from all exposed vertices
//! ([`cgt_general_matching::undirected_geography_wins`]). One maximum matching and one complete
//! forest: no search from each vertex.
//!
//! Where the statement is easy to misread: the graph need not be bipartite (the triangle of the
//! second sample defeats any 2-colouring); a self-loop is no move and repeated edges are one
//! move (both dropped once, before the matching); an isolated vertex and `n = 1` print `S`.
//! Quick rules fail: K5 is all `S` (factor-critical), an odd cycle with a pendant is all `F`
//! (perfect matching), a star is `F` at its centre only. The brute force (a search of the token
//! game over (vertex, visited set)) agrees with the three samples of the statement.

use cgt_general_matching::undirected_geography_wins;
use proconio::input;
use proconio::marker::Usize1;
use std::io::{BufWriter, Write};

/// One byte per vertex (0-based edges): `F` if the first player to move wins from it, else `S`.
pub fn outcomes(n: usize, edges: &[(usize, usize)]) -> String {
    undirected_geography_wins(n, edges)
        .into_iter()
        .map(|wins| if wins { 'F' } else { 'S' })
        .collect()
}

fn main() {
    input! { n: usize, m: usize }
    debug_assert!((1..=1000).contains(&n), "1 <= n <= 1000");
    debug_assert!(m <= 100_000, "0 <= m <= 100000");
    input! { edges: [(Usize1, Usize1); m] }
    debug_assert!(edges.iter().all(|&(u, v)| u < n && v < n), "1 <= u,v <= n");
    let mut out = BufWriter::new(std::io::stdout().lock());
    writeln!(out, "{}", outcomes(n, &edges)).unwrap();
}
