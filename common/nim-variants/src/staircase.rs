//! Staircase Nim.

use cgt_graph::compressed_adjacency;

/// The Grundy value of staircase Nim with `steps[i]` coins on step `i + 1`.
///
/// Steps are counted from the bottom: `steps[0]` is step 1, the lowest step, and step 0 (the
/// floor, not stored) is where coins leave the game. A move takes any positive number of coins from
/// one step and puts them on the step just below (from step 1, off the board). Who cannot move loses.
///
/// The value is the XOR of the odd steps, `steps[0] ^ steps[2] ^ steps[4] ^ ...`: moving coins
/// from an odd step to an even one is a Nim move on that pile, and coins moved from an even step
/// to an odd one can be moved on at once by the opponent to the next even step, which undoes the
/// change to the odd steps (reversible moves). So the position is equivalent to Nim on the odd steps.
///
/// # Constraints
/// None: any coin counts.
///
/// # Complexity
/// O(n) for n steps.
///
/// # Example
/// ```
/// use cgt_nim_variants::staircase_nim_sum;
/// // Steps 1, 2, 3 hold 3, 100, 3 coins: the 100 on step 2 do not matter.
/// assert_eq!(staircase_nim_sum(&[3, 100, 3]), 0);
/// assert_eq!(staircase_nim_sum(&[0, 5]), 0);
/// assert_eq!(staircase_nim_sum(&[5]), 5);
/// ```
///
/// Used by: luogu-p3480.
pub fn staircase_nim_sum(steps: &[u64]) -> u64 {
    steps.iter().step_by(2).fold(0, |acc, &coins| acc ^ coins)
}

/// The staircase of a non-decreasing row `row = [a_1, ..., a_n]`, read from the right: step 1 is
/// `a_n - a_{n-1}`, step 2 is `a_{n-1} - a_{n-2}`, ..., step n is `a_1 - a_0` with `a_0 = 0`.
///
/// This is the staircase of the game "take from one pile of a non-decreasing row, keeping it
/// non-decreasing" (POI 2009 KAM-Pebbles): taking x from pile i lowers the difference
/// `d_i = a_i - a_{i-1}` by x and raises `d_{i+1}` by x, so x coins go from the step of `d_i` to
/// the step of `d_{i+1}`, one step lower; from the last pile they leave the board. Counting the
/// steps from the left instead is wrong whenever n is even.
///
/// # Constraints
/// `row` is non-decreasing (and so `a_1 >= 0 = a_0`).
///
/// # Complexity
/// O(n).
///
/// # Example
/// ```
/// use cgt_nim_variants::{differences_from_right, staircase_nim_sum};
/// assert_eq!(differences_from_right(&[1, 2, 4]), [2, 1, 1]);
/// // Two equal piles: step 1 is 0 and step 2 is 2, so the position is lost.
/// assert_eq!(staircase_nim_sum(&differences_from_right(&[2, 2])), 0);
/// assert_ne!(staircase_nim_sum(&differences_from_right(&[2, 2, 2])), 0);
/// ```
///
/// Used by: luogu-p3480.
pub fn differences_from_right(row: &[u64]) -> Vec<u64> {
    (0..row.len())
        .rev()
        .map(|i| {
            let below = if i == 0 { 0 } else { row[i - 1] };
            assert!(row[i] >= below, "the row must be non-decreasing");
            row[i] - below
        })
        .collect()
}

/// Which nodes count in staircase Nim on a tree rooted at `root` with step `k`: node `v` counts iff
/// `⌊depth(v) / k⌋` is odd (depth in edges from the root, the root at depth 0).
///
/// The game: node `v` holds `values[v]` presents; a move takes `m >= 1` presents from a node of
/// depth at least `k` and puts them on its k-th ancestor (k edges closer to the root). Who cannot
/// move loses. Group the nodes in steps `⌊depth / k⌋`: every move goes down exactly one step, and
/// presents on step 0 are stuck. It is staircase Nim (see [`staircase_nim_sum`]) with one pile
/// per node: moving from an odd step to an even one is a Nim move on that node's pile, and
/// presents moved from an even step onto a node of an odd step can be moved on at once by the
/// opponent to the even step below, which undoes the change. So the first player wins iff the
/// XOR of the values of the nodes that count is not 0 ([`tree_staircase_nim_sum`]). With `k = 1`
/// these are the nodes of odd depth.
///
/// The tree has `n = edges.len() + 1` nodes `0..n`, each edge given once, in either direction.
///
/// # Constraints
/// `edges` form a tree on `0..n`, `root < n`, `k >= 1`.
///
/// # Complexity
/// O(n) time and memory, iterative (a path of 10^5 nodes is fine).
///
/// # Example
/// ```
/// use cgt_nim_variants::tree_staircase_counts;
/// // The path 0 - 1 - 2 - 3 - 4 rooted at 0: depths 0..=4.
/// let path = [(0, 1), (1, 2), (2, 3), (3, 4)];
/// assert_eq!(tree_staircase_counts(&path, 0, 1), [false, true, false, true, false]);
/// assert_eq!(tree_staircase_counts(&path, 0, 2), [false, false, true, true, false]);
/// // Rooted in the middle: depths 2 1 0 1 2.
/// assert_eq!(tree_staircase_counts(&path, 2, 2), [true, false, false, false, true]);
/// ```
///
/// luogu-p2972 takes `k = 1`, with a take-1..=L pile on every node that counts.
///
/// Used by: luogu-p2972.
pub fn tree_staircase_counts(edges: &[(usize, usize)], root: usize, k: usize) -> Vec<bool> {
    assert!(k >= 1, "the step k must be at least 1");
    let tree = RootedTree::new(edges, root);
    tree.depth
        .iter()
        .map(|&depth| (depth / k) % 2 == 1)
        .collect()
}

/// The XOR of `values` over the nodes that count in staircase Nim on the tree rooted at `root`
/// with step `k` (see [`tree_staircase_counts`] for the game): the first player wins iff it is
/// not 0.
///
/// # Constraints
/// `edges` form a tree on `0..values.len()`, `root < values.len()`, `k >= 1`.
///
/// # Complexity
/// O(n) time and memory, iterative.
///
/// # Example
/// ```
/// use cgt_nim_variants::tree_staircase_nim_sum;
/// // A star: the centre 0 and three leaves.
/// let star = [(0, 1), (0, 2), (0, 3)];
/// // Rooted at the centre with k = 1, the leaves count: 1 ^ 2 ^ 3 = 0, a loss.
/// assert_eq!(tree_staircase_nim_sum(&star, &[9, 1, 2, 3], 0, 1), 0);
/// // Rooted at leaf 1: the centre counts (depth 1), leaves 2 and 3 (depth 2) do not.
/// assert_eq!(tree_staircase_nim_sum(&star, &[9, 1, 2, 3], 1, 1), 9);
/// ```
///
/// Every root at once is [`tree_staircase_nim_sums_all_roots`], whose tests check it against
/// this, root by root.
///
/// Used by: no judge problem yet.
pub fn tree_staircase_nim_sum(
    edges: &[(usize, usize)],
    values: &[u64],
    root: usize,
    k: usize,
) -> u64 {
    assert_eq!(values.len(), edges.len() + 1, "one value per node");
    tree_staircase_counts(edges, root, k)
        .iter()
        .zip(values)
        .filter(|(&counts, _)| counts)
        .fold(0, |acc, (_, &value)| acc ^ value)
}

/// [`tree_staircase_nim_sum`] for every root at once: entry `r` is the XOR of `values` over the
/// nodes `v` with `⌊dist(r, v) / k⌋` odd, so the first player wins the game rooted at `r` iff it
/// is not 0.
///
/// Whether a node counts depends only on its distance to the root modulo `2k` (it counts iff that
/// residue is in `k..2k`). Rooted at node 0, keep for every node `v` the XOR `sub[v][d]` of the
/// values in its subtree at depth `≡ d (mod 2k)` below `v` (children first). Then the same XOR over
/// the whole tree seen from `v`, `all[v][d]`, comes parents first: for a child `c` of `p`, the
/// nodes outside `c`'s subtree are one edge farther from `c` than from `p`, and the nodes inside
/// it are counted in `all[p]` two residues too high, so
/// `all[c][d] = sub[c][d] ^ all[p][d - 1] ^ sub[c][d - 2]` (indices mod 2k).
///
/// # Constraints
/// `edges` form a tree on `0..values.len()`, `k >= 1`.
///
/// # Complexity
/// O(n·k) time and memory (2k words per node: 32 MB for n = 10^5, k = 20), iterative.
///
/// # Example
/// ```
/// use cgt_nim_variants::{tree_staircase_nim_sum, tree_staircase_nim_sums_all_roots};
/// // Codeforces 1498F's sample (nodes 0-based): wins for roots 1, 4 and 5.
/// let edges = [(0, 1), (0, 2), (4, 1), (3, 2)];
/// let values = [0, 3, 2, 4, 4];
/// let sums = tree_staircase_nim_sums_all_roots(&edges, &values, 1);
/// let wins: Vec<bool> = sums.iter().map(|&x| x != 0).collect();
/// assert_eq!(wins, [true, false, false, true, true]);
/// for root in 0..5 {
///     assert_eq!(sums[root], tree_staircase_nim_sum(&edges, &values, root, 1));
/// }
/// ```
///
/// Used by: cf-1498f.
pub fn tree_staircase_nim_sums_all_roots(
    edges: &[(usize, usize)],
    values: &[u64],
    k: usize,
) -> Vec<u64> {
    assert!(k >= 1, "the step k must be at least 1");
    assert_eq!(values.len(), edges.len() + 1, "one value per node");
    let tree = RootedTree::new(edges, 0);
    let width = 2 * k;
    // sub[v * width + d], then overwritten by all[v * width + d] parents first.
    let mut table = vec![0u64; values.len() * width];
    for &v in tree.order.iter().rev() {
        table[v * width] ^= values[v];
        if v != 0 {
            let p = tree.parent[v];
            for d in 0..width {
                table[p * width + (d + 1) % width] ^= table[v * width + d];
            }
        }
    }
    let mut below = vec![0u64; width];
    for &c in tree.order.iter().skip(1) {
        let p = tree.parent[c];
        below.copy_from_slice(&table[c * width..(c + 1) * width]);
        for d in 0..width {
            table[c * width + d] = below[d]
                ^ table[p * width + (d + width - 1) % width]
                ^ below[(d + width - 2) % width];
        }
    }
    table
        .chunks_exact(width)
        .map(|all| all[k..].iter().fold(0, |acc, &x| acc ^ x))
        .collect()
}

/// A tree rooted at one node: its nodes in breadth-first order, every node's parent and depth.
struct RootedTree {
    order: Vec<usize>,
    parent: Vec<usize>,
    depth: Vec<usize>,
}

impl RootedTree {
    fn new(edges: &[(usize, usize)], root: usize) -> Self {
        let n = edges.len() + 1;
        assert!(
            root < n,
            "the root {root} is not a node of a tree of {n} nodes"
        );
        // The neighbours of v are next[start[v]..start[v + 1]].
        let (start, next) = compressed_adjacency(n, edges, |w, _| w);
        let mut order = Vec::with_capacity(n);
        let mut parent = vec![usize::MAX; n];
        let mut depth = vec![0usize; n];
        let mut seen = vec![false; n];
        seen[root] = true;
        parent[root] = root;
        order.push(root);
        let mut head = 0;
        while head < order.len() {
            let v = order[head];
            head += 1;
            for &w in &next[start[v]..start[v + 1]] {
                if !seen[w] {
                    seen[w] = true;
                    parent[w] = v;
                    depth[w] = depth[v] + 1;
                    order.push(w);
                }
            }
        }
        assert_eq!(order.len(), n, "the edges do not connect the {n} nodes");
        RootedTree {
            order,
            parent,
            depth,
        }
    }
}

#[cfg(test)]
#[path = "staircase/tests.rs"]
mod tests;
