//! Green Hackenbush: impartial games played on a graph with a distinguished root (the ground).
//!
//! A position is a finite graph with a root vertex. A move deletes one edge; every edge that is no
//! longer connected to the root falls away with it. The player who cannot move (only the bare
//! root is left) loses. Several pictures side by side form a sum, whose value is the XOR of their
//! Grundy values.
//!
//! Two principles give every value in linear time (Winning Ways, chapter 7):
//!
//! - **The colon principle.** Replacing a branch hanging at a vertex by a stalk (a path) of the
//!   same value leaves the value unchanged. A stalk of length `k` is the nimber `*k`, so a rooted
//!   tree has `g(v) = XOR over the children c of v of (g(c) + 1)`, and a leaf has value 0:
//!   [`colon`], [`tree_value`].
//! - **The fusion principle.** The vertices on any cycle may be fused into one vertex without
//!   changing the value; the edges of the cycle become loops, and a loop is worth the same as a
//!   single leaf edge (`*1`). So an odd cycle is worth one edge hanging at the vertex where it
//!   is attached, an even cycle is worth nothing (its vertices merge into that vertex), and a
//!   double edge is a cycle of length 2. Fusing every cycle leaves a tree: the tree of bridges
//!   between the 2-edge-connected pieces, each piece carrying one loop per non-bridge edge:
//!   [`graph_value`]. "Trees with polygons" (each cycle attached to the rest at one vertex) are
//!   the special case in which each cycle is reduced on its own.
//!
//! Which edge to cut: [`tree_moves_to`] lists the cuts that bring a tree to a given value (for
//! a sum of pictures, with `cgt_nim::winning_moves`), and [`tree_winning_moves`] the cuts that
//! win a tree alone.
//!
//! Everything is iterative (explicit queues and stacks), so a path of a million vertices is safe.
//!
//! Used by: atcoder-agc017-d, poj-3710.

mod graph;
mod tree;
mod tree_moves;

pub use graph::graph_value;
pub use tree::{colon, tree_value};
pub use tree_moves::{tree_moves_to, tree_winning_move, tree_winning_moves};

/// Adjacency lists in compressed form: the neighbours of `v` are
/// `adjacent[start[v]..start[v + 1]]`, each as `(neighbour, edge index)`. A loop `(v, v)` appears
/// twice in the list of `v`, like any edge at each of its ends.
fn adjacency(n: usize, edges: &[(usize, usize)]) -> (Vec<usize>, Vec<(usize, usize)>) {
    let mut start = vec![0usize; n + 1];
    for &(a, b) in edges {
        assert!(
            a < n && b < n,
            "edge ({a}, {b}) names a vertex outside 0..{n}"
        );
        start[a + 1] += 1;
        start[b + 1] += 1;
    }
    for v in 0..n {
        start[v + 1] += start[v];
    }
    let mut fill = start.clone();
    let mut adjacent = vec![(0, 0); 2 * edges.len()];
    for (e, &(a, b)) in edges.iter().enumerate() {
        adjacent[fill[a]] = (b, e);
        fill[a] += 1;
        adjacent[fill[b]] = (a, e);
        fill[b] += 1;
    }
    (start, adjacent)
}

/// Brute force shared by the tests: the Grundy value of a picture by searching the real cuts.
#[cfg(test)]
pub(crate) mod naive {
    use std::collections::HashMap;

    /// The edges of `mask` still connected to `root` through edges of `mask`.
    pub fn grounded(edges: &[(usize, usize)], root: usize, mask: u32) -> u32 {
        let mut reached = 1u64 << root;
        let mut kept = 0u32;
        loop {
            let before = kept;
            for (e, &(a, b)) in edges.iter().enumerate() {
                if mask >> e & 1 == 1 && (reached >> a & 1 == 1 || reached >> b & 1 == 1) {
                    kept |= 1 << e;
                    reached |= 1 << a | 1 << b;
                }
            }
            if kept == before {
                return kept;
            }
        }
    }

    /// Grundy value of the picture whose remaining edges are `mask` (already grounded): the mex
    /// over every single cut followed by the fall of what is no longer connected to the root.
    pub fn value(
        edges: &[(usize, usize)],
        root: usize,
        mask: u32,
        memo: &mut HashMap<u32, u32>,
    ) -> u32 {
        if let Some(&g) = memo.get(&mask) {
            return g;
        }
        let mut options = Vec::new();
        for e in 0..edges.len() {
            if mask >> e & 1 == 1 {
                let next = grounded(edges, root, mask & !(1 << e));
                options.push(value(edges, root, next, memo));
            }
        }
        let g = (0..).find(|m| !options.contains(m)).unwrap();
        memo.insert(mask, g);
        g
    }

    /// The Grundy value of the whole picture `edges` on vertices below 64, rooted at `root`.
    pub fn picture_value(edges: &[(usize, usize)], root: usize) -> u32 {
        assert!(edges.len() <= 31);
        let all = (1u32 << edges.len()) - 1;
        value(edges, root, grounded(edges, root, all), &mut HashMap::new())
    }
}
