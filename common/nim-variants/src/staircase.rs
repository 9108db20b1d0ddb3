//! Staircase Nim.

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
        // Adjacency in compressed rows: the neighbours of v are next[start[v]..start[v + 1]].
        let mut start = vec![0usize; n + 1];
        for &(a, b) in edges {
            assert!(
                a < n && b < n,
                "edge ({a}, {b}) leaves the tree of {n} nodes"
            );
            start[a + 1] += 1;
            start[b + 1] += 1;
        }
        for v in 0..n {
            start[v + 1] += start[v];
        }
        let mut fill = start.clone();
        let mut next = vec![0usize; 2 * edges.len()];
        for &(a, b) in edges {
            next[fill[a]] = b;
            fill[a] += 1;
            next[fill[b]] = a;
            fill[b] += 1;
        }
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
mod tests {
    use super::*;
    use rand::{rngs::StdRng, Rng, SeedableRng};
    use std::collections::HashMap;

    /// Whether the player to move wins, by a memoised search (iterative) of a game given by its
    /// move function.
    fn wins_naive(
        start: Vec<u64>,
        moves: impl Fn(&[u64]) -> Vec<Vec<u64>>,
        memo: &mut HashMap<Vec<u64>, bool>,
    ) -> bool {
        let mut stack = vec![start.clone()];
        while let Some(position) = stack.last().cloned() {
            if memo.contains_key(&position) {
                stack.pop();
                continue;
            }
            let next = moves(&position);
            let unknown: Vec<Vec<u64>> = next
                .iter()
                .filter(|p| !memo.contains_key(*p))
                .cloned()
                .collect();
            if unknown.is_empty() {
                let wins = next.iter().any(|p| !memo[p]);
                memo.insert(position, wins);
                stack.pop();
            } else {
                stack.extend(unknown);
            }
        }
        memo[&start]
    }

    /// The real staircase moves: `x >= 1` coins from step `i + 1` to step `i` (off the board
    /// from step 1).
    fn staircase_moves(steps: &[u64]) -> Vec<Vec<u64>> {
        let mut next = Vec::new();
        for i in 0..steps.len() {
            for x in 1..=steps[i] {
                let mut position = steps.to_vec();
                position[i] -= x;
                if i > 0 {
                    position[i - 1] += x;
                }
                next.push(position);
            }
        }
        next
    }

    /// The real KAM-Pebbles moves: take `x >= 1` from pile i so that the row stays non-decreasing.
    fn pebbles_moves(row: &[u64]) -> Vec<Vec<u64>> {
        let mut next = Vec::new();
        for i in 0..row.len() {
            let floor = if i == 0 { 0 } else { row[i - 1] };
            for after in floor..row[i] {
                let mut position = row.to_vec();
                position[i] = after;
                next.push(position);
            }
        }
        next
    }

    #[test]
    fn staircase_nim_sum_compare_with_naive() {
        let mut rng = StdRng::seed_from_u64(7);
        let mut memo = HashMap::new();
        for _ in 0..400 {
            let len = rng.random_range(0..=4);
            let steps: Vec<u64> = (0..len).map(|_| rng.random_range(0..=3)).collect();
            let wins = wins_naive(steps.clone(), staircase_moves, &mut memo);
            assert_eq!(staircase_nim_sum(&steps) != 0, wins, "steps {steps:?}");
        }
    }

    #[test]
    fn differences_from_right_compare_with_naive() {
        let mut rng = StdRng::seed_from_u64(11);
        let mut memo = HashMap::new();
        for _ in 0..400 {
            let len = rng.random_range(0..=5);
            let mut row: Vec<u64> = (0..len).map(|_| rng.random_range(0..=5)).collect();
            row.sort_unstable();
            let wins = wins_naive(row.clone(), pebbles_moves, &mut memo);
            let value = staircase_nim_sum(&differences_from_right(&row));
            assert_eq!(value != 0, wins, "row {row:?}");
        }
    }

    #[test]
    fn equal_piles_are_lost_iff_their_number_is_even() {
        for n in 1..10 {
            let row = vec![3; n];
            let value = staircase_nim_sum(&differences_from_right(&row));
            assert_eq!(value == 0, n % 2 == 0, "{n} piles of 3");
        }
    }

    /// A random tree on `n` nodes: node v > 0 hangs from a random earlier node, then the labels
    /// are shuffled and every edge is given in a random direction.
    fn random_tree(rng: &mut StdRng, n: usize) -> Vec<(usize, usize)> {
        let mut label: Vec<usize> = (0..n).collect();
        for i in (1..n).rev() {
            label.swap(i, rng.random_range(0..=i));
        }
        (1..n)
            .map(|v| {
                let (a, b) = (label[rng.random_range(0..v)], label[v]);
                if rng.random_bool(0.5) {
                    (a, b)
                } else {
                    (b, a)
                }
            })
            .collect()
    }

    /// The real moves of the tree game rooted at `root`: `m >= 1` presents from a node of depth
    /// at least `k` to its k-th ancestor, found by walking up parent links.
    fn tree_moves(
        edges: &[(usize, usize)],
        root: usize,
        k: usize,
    ) -> impl Fn(&[u64]) -> Vec<Vec<u64>> {
        let n = edges.len() + 1;
        let mut parent = vec![usize::MAX; n];
        let mut stack = vec![root];
        parent[root] = root;
        while let Some(v) = stack.pop() {
            for &(a, b) in edges {
                for (x, y) in [(a, b), (b, a)] {
                    if x == v && parent[y] == usize::MAX {
                        parent[y] = v;
                        stack.push(y);
                    }
                }
            }
        }
        move |presents: &[u64]| {
            let mut next = Vec::new();
            for v in 0..presents.len() {
                let mut ancestor = v;
                let mut up = 0;
                while up < k && ancestor != root {
                    ancestor = parent[ancestor];
                    up += 1;
                }
                if up < k {
                    continue; // depth below k
                }
                for m in 1..=presents[v] {
                    let mut position = presents.to_vec();
                    position[v] -= m;
                    position[ancestor] += m;
                    next.push(position);
                }
            }
            next
        }
    }

    #[test]
    fn tree_staircase_compare_with_search() {
        let mut rng = StdRng::seed_from_u64(1498);
        for _ in 0..300 {
            let n = rng.random_range(1..=5);
            let k = rng.random_range(1..=3);
            let edges = random_tree(&mut rng, n);
            let values: Vec<u64> = (0..n).map(|_| rng.random_range(0..=2)).collect();
            let all = tree_staircase_nim_sums_all_roots(&edges, &values, k);
            for (root, &from_all) in all.iter().enumerate() {
                // A fresh memo per root and k: positions mean different things.
                let mut memo = HashMap::new();
                let wins = wins_naive(values.clone(), tree_moves(&edges, root, k), &mut memo);
                let sum = tree_staircase_nim_sum(&edges, &values, root, k);
                assert_eq!(
                    sum != 0,
                    wins,
                    "edges {edges:?} values {values:?} root {root} k {k}"
                );
                assert_eq!(
                    from_all, sum,
                    "edges {edges:?} values {values:?} root {root} k {k}"
                );
            }
        }
    }

    #[test]
    fn tree_staircase_all_roots_compare_with_each_root() {
        let mut rng = StdRng::seed_from_u64(20);
        for _ in 0..200 {
            let n = rng.random_range(1..=40);
            let k = rng.random_range(1..=6);
            let edges = random_tree(&mut rng, n);
            let values: Vec<u64> = (0..n).map(|_| rng.random_range(0..1u64 << 40)).collect();
            let all = tree_staircase_nim_sums_all_roots(&edges, &values, k);
            let each: Vec<u64> = (0..n)
                .map(|root| tree_staircase_nim_sum(&edges, &values, root, k))
                .collect();
            assert_eq!(all, each, "edges {edges:?} values {values:?} k {k}");
        }
    }

    #[test]
    fn tree_staircase_counts_compare_with_depths() {
        // On a path rooted at one end, node v has depth v.
        let n = 100_000;
        let path: Vec<(usize, usize)> = (1..n).map(|v| (v, v - 1)).collect();
        for k in [1, 7, 20] {
            let counts = tree_staircase_counts(&path, 0, k);
            assert!((0..n).all(|v| counts[v] == ((v / k) % 2 == 1)), "k = {k}");
        }
    }

    #[test]
    fn tree_staircase_all_roots_on_a_long_path() {
        // Deep enough to overflow a recursive walk; a few roots checked one by one.
        let n = 100_000;
        let path: Vec<(usize, usize)> = (1..n).map(|v| (v - 1, v)).collect();
        let mut rng = StdRng::seed_from_u64(5);
        let values: Vec<u64> = (0..n).map(|_| rng.random_range(0..1_000_000_000)).collect();
        let all = tree_staircase_nim_sums_all_roots(&path, &values, 20);
        for root in [0, 1, 19, 20, 40, n / 2, n - 2, n - 1] {
            assert_eq!(
                all[root],
                tree_staircase_nim_sum(&path, &values, root, 20),
                "root {root}"
            );
        }
    }
}
