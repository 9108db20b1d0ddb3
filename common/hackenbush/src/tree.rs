//! Rooted trees by the colon principle.

use cgt_graph::compressed_adjacency;

/// The colon principle at one vertex: the value of the branches hanging there, given the values
/// `g(c)` of the subtrees rooted at its children. Each child `c` hangs by one edge, which turns
/// the subtree's value `g(c)` into `g(c) + 1` (a stalk one longer), and the branches form a sum,
/// so the vertex is worth `XOR over c of (g(c) + 1)`. No children: 0.
///
/// # Constraints
/// Every child value is below `u32::MAX`: `g(c) + 1` overflows there (a panic in debug builds).
/// A tree's values are at most its number of edges, far below that.
///
/// # Complexity
/// O(number of children).
///
/// # Example
/// ```
/// use cgt_hackenbush::colon;
/// // Two leaves below a vertex: *1 + *1 = 0. A leaf and a stalk of two: *1 + *3 = *2.
/// assert_eq!(colon([0, 0]), 0);
/// assert_eq!(colon([0, 2]), 2);
/// assert_eq!(colon([]), 0);
/// ```
///
/// Used by: no judge problem yet.
pub fn colon(child_values: impl IntoIterator<Item = u32>) -> u32 {
    child_values.into_iter().fold(0, |x, g| x ^ (g + 1))
}

/// The Grundy value of the Green Hackenbush tree on vertices `0..n` with edges `edges` (any order,
/// either orientation), rooted at `root`: a move deletes an edge and the part no longer connected
/// to `root` falls away. By the colon principle, `g(v) = XOR over children c of (g(c) + 1)`; the
/// answer is `g(root)`, and the player to move wins iff it is not 0.
///
/// Vertices not connected to `root` play no part.
///
/// # Constraints
/// `root < n`, every endpoint is below `n`, and the edges reachable from `root` form a tree (no
/// cycle, no repeated edge, no loop; use [`graph_value`](crate::graph_value) for those). The
/// function panics otherwise.
///
/// # Complexity
/// O(n + m) time and memory for m = `edges.len()`; iterative (a breadth-first order read
/// backwards), so a path of 1e5 vertices is no deeper than a star.
///
/// # Example
/// ```
/// use cgt_hackenbush::tree_value;
/// // AGC017 D, sample 1: 1-2, 2-3, 2-4, 4-5 (0-based here). Vertex 2 carries a leaf edge and a
/// // stalk of two, *1 + *2 = *3, and hangs by one edge: *4. The first player wins.
/// assert_eq!(tree_value(5, &[(0, 1), (1, 2), (1, 3), (3, 4)], 0), 4);
/// // Sample 2: 1-2, 2-3, 1-4, 4-5 is two stalks of two: *2 + *2 = 0.
/// assert_eq!(tree_value(5, &[(0, 1), (1, 2), (0, 3), (3, 4)], 0), 0);
/// ```
///
/// Used by: atcoder-agc017-d.
pub fn tree_value(n: usize, edges: &[(usize, usize)], root: usize) -> u32 {
    let tree = RootedTree::new(n, edges, root);
    tree.branch_values()[root]
}

/// A tree hanging from `root`, walked breadth-first (iteratively): the shared first step of
/// [`tree_value`] and the tree's winning moves.
pub(crate) struct RootedTree {
    /// The vertices reached from the root, parents before children.
    pub order: Vec<usize>,
    /// `parent[v]`: v's parent and the index of the edge to it (`usize::MAX` for the root and
    /// for vertices not reached).
    pub parent: Vec<(usize, usize)>,
}

impl RootedTree {
    /// Panics unless the edges reachable from `root` form a tree.
    pub fn new(n: usize, edges: &[(usize, usize)], root: usize) -> Self {
        assert!(root < n, "root {root} outside 0..{n}");
        let (start, adjacent) = compressed_adjacency(n, edges, |w, e| (w, e));
        let mut parent = vec![(usize::MAX, usize::MAX); n];
        let mut seen = vec![false; n];
        let mut order = Vec::with_capacity(n);
        seen[root] = true;
        order.push(root);
        let mut head = 0;
        let mut tree_edges = 0usize;
        while head < order.len() {
            let v = order[head];
            head += 1;
            for &(w, e) in &adjacent[start[v]..start[v + 1]] {
                if !seen[w] {
                    seen[w] = true;
                    parent[w] = (v, e);
                    order.push(w);
                }
            }
            tree_edges += start[v + 1] - start[v];
        }
        // Each edge of the reached part was counted at both ends.
        assert!(
            tree_edges == 2 * (order.len() - 1),
            "the edges reachable from the root are not a tree"
        );
        RootedTree { order, parent }
    }

    /// The value of the branch above every vertex (the colon principle, leaves first): a child's
    /// branch `g` hangs from its parent as a stalk of one edge plus `g`, that is `g + 1`.
    pub fn branch_values(&self) -> Vec<u32> {
        let mut g = vec![0u32; self.parent.len()];
        for &v in self.order[1..].iter().rev() {
            g[self.parent[v].0] ^= g[v] + 1;
        }
        g
    }
}

#[cfg(test)]
#[path = "tree/tests.rs"]
mod tests;
