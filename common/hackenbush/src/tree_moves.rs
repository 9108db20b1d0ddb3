//! Which edge of a Green Hackenbush tree to cut.

use crate::tree::RootedTree;

/// Every edge of the Green Hackenbush tree on vertices `0..n` (edges `edges`, rooted at `root`,
/// as in [`tree_value`](crate::tree_value)) whose cut leaves the tree with Grundy value `value`,
/// as indices into `edges`, increasing.
///
/// Cutting the edge from `p` down to its child `c` takes away the branch `g(c) + 1` hanging at
/// `p`, and changes nothing but the values on the path from `p` to the root. Walking down from
/// the root: the value the root must reach is `value`; if vertex `p` must reach `need(p)`, then
/// cutting the edge to `c` works iff `g(p) xor (g(c) + 1) = need(p)`, and a cut deeper inside
/// the branch of `c` works iff it brings `g(c)` to `need(c) = (need(p) xor g(p) xor (g(c) + 1))
/// - 1` (none can when that XOR is 0: a branch that still hangs there is worth at least 1).
///
/// For the tree alone the winning moves are the cuts to value 0 ([`tree_winning_moves`]); in
/// a sum of trees, `cgt_nim::winning_moves` on the trees' values says which tree to cut and to
/// which value, and this says which edge.
///
/// # Constraints
/// Those of [`tree_value`](crate::tree_value): `root < n`, every endpoint below `n`, and the
/// edges reachable from `root` form a tree. Edges not connected to `root` are never listed.
///
/// # Complexity
/// O(n + m) time and memory for m = `edges.len()`; iterative.
///
/// # Example
/// ```
/// use cgt_hackenbush::tree_moves_to;
/// // A stalk 0-1-2 (value *2) with a leaf 0-3 (*1): value 3.
/// let edges = [(0, 1), (1, 2), (0, 3)];
/// assert_eq!(tree_moves_to(4, &edges, 0, 0), [1]); // top of the stalk: *1 + *1
/// assert_eq!(tree_moves_to(4, &edges, 0, 2), [2]); // the leaf: *2 alone
/// assert_eq!(tree_moves_to(4, &edges, 0, 1), [0]); // the stalk's foot: *1 alone
/// ```
///
/// Used by: no judge problem yet.
pub fn tree_moves_to(n: usize, edges: &[(usize, usize)], root: usize, value: u32) -> Vec<usize> {
    let tree = RootedTree::new(n, edges, root);
    let g = tree.branch_values();
    let (order, parent) = (&tree.order, &tree.parent);
    // need[v]: the value v must take for the root to reach `value`, if a change below v can.
    let mut need: Vec<Option<u32>> = vec![None; n];
    need[root] = Some(value);
    let mut cuts = Vec::new();
    for &v in &order[1..] {
        let (p, e) = parent[v];
        if let Some(target) = need[p] {
            let rest = g[p] ^ (g[v] + 1);
            if rest == target {
                cuts.push(e);
            }
            need[v] = (target ^ rest).checked_sub(1);
        }
    }
    cuts.sort_unstable();
    cuts
}

/// Every winning move of the Green Hackenbush tree alone (the game of
/// [`tree_value`](crate::tree_value)): the edges whose cut leaves value 0, as indices into
/// `edges`, increasing. Empty exactly when the tree's value is 0 (the position is lost).
///
/// # Constraints
/// Those of [`tree_value`](crate::tree_value).
///
/// # Complexity
/// O(n + m) time and memory; iterative.
///
/// # Example
/// ```
/// use cgt_hackenbush::tree_winning_moves;
/// // AGC017 D, sample 1 (value 4): only the edge at the ground wins, leaving nothing.
/// assert_eq!(tree_winning_moves(5, &[(0, 1), (1, 2), (1, 3), (3, 4)], 0), [0]);
/// // Sample 2 (two stalks of two, value 0): no winning move.
/// assert!(tree_winning_moves(5, &[(0, 1), (1, 2), (0, 3), (3, 4)], 0).is_empty());
/// ```
///
/// Used by: no judge problem yet.
pub fn tree_winning_moves(n: usize, edges: &[(usize, usize)], root: usize) -> Vec<usize> {
    tree_moves_to(n, edges, root, 0)
}

/// One winning move of the Green Hackenbush tree alone (the first edge that
/// [`tree_winning_moves`] lists), or `None` when its value is 0.
///
/// # Constraints
/// Those of [`tree_value`](crate::tree_value).
///
/// # Complexity
/// O(n + m) time and memory; iterative.
///
/// # Example
/// ```
/// use cgt_hackenbush::tree_winning_move;
/// assert_eq!(tree_winning_move(3, &[(0, 1), (0, 2)], 0), None); // *1 + *1
/// assert_eq!(tree_winning_move(3, &[(0, 1), (1, 2)], 0), Some(0));
/// ```
///
/// Used by: no judge problem yet.
pub fn tree_winning_move(n: usize, edges: &[(usize, usize)], root: usize) -> Option<usize> {
    tree_winning_moves(n, edges, root).first().copied()
}

#[cfg(test)]
#[path = "tree_moves/tests.rs"]
mod tests;
