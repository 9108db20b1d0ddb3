//! Rooted trees by the colon principle.

use crate::adjacency;

/// The colon principle at one vertex: the value of the branches hanging there, given the values
/// `g(c)` of the subtrees rooted at its children. Each child `c` hangs by one edge, which turns
/// the subtree's value `g(c)` into `g(c) + 1` (a stalk one longer), and the branches form a sum,
/// so the vertex is worth `XOR over c of (g(c) + 1)`. No children: 0.
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
        let (start, adjacent) = adjacency(n, edges);
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
mod tests {
    use super::*;
    use crate::naive::picture_value;
    use rand::{rngs::StdRng, Rng, SeedableRng};

    /// A random tree on `n` vertices with shuffled labels, edge order and orientations.
    fn random_tree(rng: &mut StdRng, n: usize) -> Vec<(usize, usize)> {
        let mut label: Vec<usize> = (0..n).collect();
        for i in (1..n).rev() {
            label.swap(i, rng.random_range(0..=i));
        }
        let mut edges: Vec<(usize, usize)> = (1..n)
            .map(|v| {
                let (a, b) = (label[v], label[rng.random_range(0..v)]);
                if rng.random_bool(0.5) {
                    (a, b)
                } else {
                    (b, a)
                }
            })
            .collect();
        for i in (1..edges.len()).rev() {
            edges.swap(i, rng.random_range(0..=i));
        }
        edges
    }

    #[test]
    fn tree_value_compare_with_naive() {
        let mut rng = StdRng::seed_from_u64(17);
        for _ in 0..1500 {
            let n = rng.random_range(1..=12);
            let edges = random_tree(&mut rng, n);
            let root = rng.random_range(0..n);
            assert_eq!(
                tree_value(n, &edges, root),
                picture_value(&edges, root),
                "n {n}, root {root}, edges {edges:?}"
            );
        }
    }

    #[test]
    fn colon_compare_with_naive() {
        // A vertex carrying stalks of the given lengths against the search of that picture.
        let mut rng = StdRng::seed_from_u64(18);
        for _ in 0..300 {
            let lengths: Vec<u32> = (0..rng.random_range(0..4))
                .map(|_| rng.random_range(1..5))
                .collect();
            let mut edges = Vec::new();
            let mut next = 1;
            for &k in &lengths {
                let mut below = 0;
                for _ in 0..k {
                    edges.push((below, next));
                    below = next;
                    next += 1;
                }
            }
            let value = colon(lengths.iter().map(|&k| k - 1));
            assert_eq!(value, picture_value(&edges, 0), "stalks {lengths:?}");
        }
    }

    #[test]
    fn a_stalk_of_k_edges_is_star_k() {
        let n = 100_000;
        let path: Vec<(usize, usize)> = (1..n).map(|v| (v - 1, v)).collect();
        assert_eq!(tree_value(n, &path, 0), (n - 1) as u32);
        // Rooted in the middle: two stalks, of 49 999 and 50 000 edges.
        assert_eq!(tree_value(n, &path, 50_000), 49_999 ^ 50_000);
    }

    #[test]
    fn a_star_is_the_parity_of_its_leaves() {
        for leaves in [0usize, 1, 2, 99_998, 99_999] {
            let star: Vec<(usize, usize)> = (1..=leaves).map(|v| (v, 0)).collect();
            assert_eq!(tree_value(leaves + 1, &star, 0), (leaves % 2) as u32);
        }
    }

    #[test]
    fn unreachable_vertices_are_ignored() {
        assert_eq!(tree_value(5, &[(0, 1), (2, 3), (3, 4)], 0), 1);
        assert_eq!(tree_value(1, &[], 0), 0);
    }

    #[test]
    #[should_panic(expected = "not a tree")]
    fn a_cycle_is_rejected() {
        tree_value(3, &[(0, 1), (1, 2), (2, 0)], 0);
    }
}
