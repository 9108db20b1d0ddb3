//! POJ 3710 Christmas Game: several trees, each a tree rooted at node 1 with simple polygons
//! (cycles) attached; Sally, then Harry, cut one edge of any tree, and whatever is no longer
//! connected to its root falls away. Who cannot move loses. Test cases run until the end of input.
//!
//! Model: each tree is a Green Hackenbush picture. By the fusion principle every polygon can be
//! fused into its hanging node: an odd polygon leaves one edge hanging there, an even polygon
//! leaves nothing (a double edge is a polygon with two sides). What remains is a tree, valued by
//! the colon principle; the trees form a sum, so Sally wins iff the XOR of their values is not 0.
//! `graph_value` does this for any graph through its 2-edge-connected pieces, which here are
//! exactly the hanging nodes with their polygons.
//!
//! Traps: several polygons may hang at one node and a polygon may hang at the root, so every
//! cycle must be reduced on its own (a published solution marks whole Tarjan stacks at once and
//! gets these wrong, even crashing); two edges between the same pair of nodes are an even
//! polygon and must not be merged into one edge; a tree may be a lone root (`1 0`), worth 0.
//! The copies of the statement found cut the sample output off; a search of every real cut
//! gives `Sally` for the sample, as the spec says.

use cgt_fast_input::{ByteSource, Int, Int1};
use cgt_hackenbush::graph_value;
use cgt_nim::nim_sum;
use proconio::input;
use proconio::source::Source;
use std::io::{BufWriter, Write};

/// One tree with polygons: the number of nodes and its edges, nodes 0-based (node 1 is 0).
pub type Picture = (usize, Vec<(usize, usize)>);

/// Whether Sally, moving first, wins the sum of the pictures.
pub fn sally_wins(trees: &[Picture]) -> bool {
    nim_sum(trees.iter().map(|(m, edges)| graph_value(*m, edges, 0))) != 0
}

fn main() {
    let mut source = ByteSource::stdin();
    let mut out = BufWriter::new(std::io::stdout().lock());
    while !source.is_empty() {
        input! { from &mut source, n: Int<usize> }
        debug_assert!(n < 100, "N < 100");
        let trees: Vec<Picture> = (0..n)
            .map(|_| {
                input! { from &mut source, m: Int<usize>, k: Int<usize> }
                debug_assert!((1..100).contains(&m), "m < 100");
                debug_assert!(k < 500, "k < 500");
                input! { from &mut source, edges: [(Int1<usize>, Int1<usize>); k] }
                debug_assert!(edges.iter().all(|&(a, b)| a < m && b < m), "nodes 1..m");
                debug_assert!(edges.iter().all(|&(a, b)| a != b), "no self-loops");
                (m, edges)
            })
            .collect();
        let winner = if sally_wins(&trees) { "Sally" } else { "Harry" };
        writeln!(out, "{winner}").unwrap();
    }
}
