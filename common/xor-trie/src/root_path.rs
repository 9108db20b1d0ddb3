//! The forest game where a move deletes a node together with all its ancestors: Grundy values of
//! every subtree from tries of reachable values merged up the tree, and every winning first move
//! from a second pass down.

use crate::pool::{Trie, TriePool};

/// The game on a rooted forest where a move picks a node still present and deletes it together
/// with every ancestor still present (the path up to its root), the parent relation staying that
/// of the first forest; who cannot move loses (Luogu P6665 / UOJ 266). It is the poset game of
/// the forest ordered by "is an ancestor of".
///
/// Valued bottom up. Let `G(v)` be the Grundy value of the subtree of `v` as a game of its own and
/// `X(v)` the XOR of `G(c)` over the children `c` of `v`. Picking `v` leaves its children's
/// subtrees, worth `X(v)`; picking a node `x` under child `c` leaves the other children's
/// subtrees, worth `X(v) ^ G(c)`, beside what picking `x` leaves of the subtree of `c`. So the
/// set of values one move away from the subtree of `v` is
///
/// `S(v) = {X(v)} ∪ ⋃_c (S(c) ^ X(v) ^ G(c))`, and `G(v) = mex S(v)`.
///
/// Each `S(c)` is a trie of [`TriePool`]: XOR-shifted in O(1) ([`TriePool::xor_all`]), merged into
/// its parent's ([`TriePool::merge`], amortised over the nodes created), then the mex in
/// O(bits). The whole forest is worth the XOR of its roots' `G`. A second pass down gives, for
/// every node `x`, the value of `x`'s tree after the move at `x`: the XOR along the path of
/// `X(u) ^ G(next)` for every node `u` above `x`, then `X(x)`; the move wins iff the forest is
/// then worth 0 ([`RootPathGame::winning_moves`]). Both passes are loops over an explicit order,
/// so a path of 1e5 nodes needs no deep recursion.
///
/// # Constraints
/// `parent[v]` is `None` for a root, else the parent of `v` (below `parent.len()`); no cycle.
///
/// # Complexity
/// O(n · bits) time and memory for n nodes, bits = the bit length of n (a subtree of s nodes is
/// worth at most s, so every value and every XOR of them fits): n = 1e5 is 1.7e6 trie nodes of
/// 24 bytes at most.
///
/// # Example
/// ```
/// use cgt_xor_trie::RootPathGame;
/// // A root 0 with children 1 and 2, 2 with a child 3.
/// let game = RootPathGame::new(&[None, Some(0), Some(0), Some(2)]);
/// // A path of k nodes is a Nim heap of k: picking the j-th node deletes the first j.
/// assert_eq!(game.subtree_grundy(2), 2);
/// assert_eq!(game.subtree_grundy(1), 1);
/// // Picking 0 leaves 1 and 2-3 (1 ^ 2 = 3), picking 1 leaves 2-3 (2), picking 2 leaves 1 and 3
/// // (1 ^ 1 = 0), picking 3 leaves 1 (1): the tree is worth mex {3, 2, 0, 1} = 4.
/// assert_eq!(game.grundy(), 4);
/// assert_eq!(game.winning_moves(), [2]);
/// assert_eq!(game.value_after(3), 1);
/// ```
///
/// Used by: no judge problem yet.
#[derive(Clone, Debug)]
pub struct RootPathGame {
    grundy: Vec<u64>,
    /// The value of `x`'s tree after the move at `x`.
    after: Vec<u64>,
    root_of: Vec<usize>,
    total: u64,
}

impl RootPathGame {
    /// Values every subtree of the forest `parent` and every first move.
    ///
    /// # Constraints
    /// See [`RootPathGame`].
    pub fn new(parent: &[Option<usize>]) -> Self {
        let n = parent.len();
        // Children in one array, by parent.
        let mut start = vec![0usize; n + 1];
        for p in parent.iter().flatten() {
            assert!(*p < n, "parent {p} of a forest of {n} nodes");
            start[p + 1] += 1;
        }
        for v in 0..n {
            start[v + 1] += start[v];
        }
        let mut children = vec![0usize; start[n]];
        let mut fill = start.clone();
        for (v, p) in parent.iter().enumerate() {
            if let Some(p) = *p {
                children[fill[p]] = v;
                fill[p] += 1;
            }
        }
        let kids = |v: usize| &children[start[v]..start[v + 1]];

        // Every node after its parent.
        let mut order = Vec::with_capacity(n);
        let mut root_of = vec![0usize; n];
        for r in (0..n).filter(|&v| parent[v].is_none()) {
            root_of[r] = r;
            let mut stack = vec![r];
            while let Some(v) = stack.pop() {
                order.push(v);
                for &c in kids(v) {
                    root_of[c] = root_of[v];
                    stack.push(c);
                }
            }
        }
        assert_eq!(order.len(), n, "the parent relation has a cycle");

        let bits = (usize::BITS - n.leading_zeros()).max(1);
        let mut pool = TriePool::with_capacity(bits, n * bits as usize / 2);
        let mut reach: Vec<Trie> = (0..n).map(|_| Trie::default()).collect();
        let mut grundy = vec![0u64; n];
        let mut children_xor = vec![0u64; n];
        for &v in order.iter().rev() {
            let x = kids(v).iter().fold(0, |x, &c| x ^ grundy[c]);
            let mut set = Trie::default();
            for &c in kids(v) {
                let mut below = std::mem::take(&mut reach[c]);
                pool.xor_all(&mut below, x ^ grundy[c]);
                set = pool.merge(set, below);
            }
            pool.insert(&mut set, x);
            grundy[v] = pool.mex(&set);
            children_xor[v] = x;
            if parent[v].is_some() {
                reach[v] = set;
            } else {
                pool.release(set);
            }
        }

        // Down: `above[x]` is the XOR of X(u) ^ G(next) over the nodes u above x.
        let mut above = vec![0u64; n];
        let mut after = vec![0u64; n];
        for &v in &order {
            after[v] = above[v] ^ children_xor[v];
            for &c in kids(v) {
                above[c] = above[v] ^ children_xor[v] ^ grundy[c];
            }
        }
        let total = (0..n)
            .filter(|&v| parent[v].is_none())
            .fold(0, |t, r| t ^ grundy[r]);
        RootPathGame {
            grundy,
            after,
            root_of,
            total,
        }
    }

    /// `G(v)`: the Grundy value of the subtree of `v` played alone.
    pub fn subtree_grundy(&self, v: usize) -> u64 {
        self.grundy[v]
    }

    /// The Grundy value of the whole forest: the XOR of its trees'. The first player wins iff it
    /// is not 0.
    pub fn grundy(&self) -> u64 {
        self.total
    }

    /// The Grundy value of the forest after the first move picks `x`.
    pub fn value_after(&self, x: usize) -> u64 {
        self.total ^ self.grundy[self.root_of[x]] ^ self.after[x]
    }

    /// Every winning first move: the nodes `x` whose pick leaves a forest worth 0, in increasing
    /// order; empty when the first player loses.
    ///
    /// # Complexity
    /// O(n).
    pub fn winning_moves(&self) -> Vec<usize> {
        (0..self.grundy.len())
            .filter(|&x| self.value_after(x) == 0)
            .collect()
    }

    /// The least winning first move, or `None` when the first player loses.
    pub fn winning_move(&self) -> Option<usize> {
        (0..self.grundy.len()).find(|&x| self.value_after(x) == 0)
    }
}

#[cfg(test)]
mod tests;
