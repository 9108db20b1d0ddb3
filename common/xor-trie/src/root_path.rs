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
/// Each `S(c)` is a trie of [`TriePool`]. Since a XOR distributes over a union,
/// `S(v) = ((⋃_c S(c) ^ G(c)) ^ X(v)) ∪ {X(v)}`: as soon as `G(c)` is known, `S(c)` is shifted
/// by it in O(1) ([`TriePool::xor_all`]) and merged into what its parent gathers
/// ([`TriePool::merge`], amortised over the nodes created); the parent shifts the union by
/// `X(v)` once, adds `X(v)` and takes the mex in O(bits). The whole forest is worth the XOR of
/// its roots' `G`. A second pass down gives, for every node `x`, the value of `x`'s tree after
/// the move at `x`: the XOR along the path of `X(u) ^ G(next)` for every node `u` above `x`,
/// then `X(x)`; the move wins iff the forest is then worth 0
/// ([`RootPathGame::winning_moves`]). Both passes are loops over a preorder (nodes renumbered
/// by it, so a subtree is a block of memory), so a path of 1e5 nodes needs no deep recursion.
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
/// Used by: luogu-p6665.
#[derive(Clone, Debug)]
pub struct RootPathGame {
    /// Where each node stands in the order of the passes (a preorder: every subtree is a block).
    position: Vec<u32>,
    /// By position: `G`, and the value of the node's tree after the move at the node.
    grundy: Vec<u64>,
    after: Vec<u64>,
    /// By position: the position of the node's root.
    root: Vec<u32>,
    total: u64,
}

/// No parent, as a position.
const NONE: u32 = u32::MAX;

impl RootPathGame {
    /// Values every subtree of the forest `parent` and every first move.
    ///
    /// # Constraints
    /// See [`RootPathGame`].
    pub fn new(parent: &[Option<usize>]) -> Self {
        let n = parent.len();
        assert!(n < NONE as usize, "a forest of fewer than 2^32 - 1 nodes");
        // Children in one array, by parent.
        let mut start = vec![0u32; n + 1];
        for p in parent.iter().flatten() {
            assert!(*p < n, "parent {p} of a forest of {n} nodes");
            start[p + 1] += 1;
        }
        for v in 0..n {
            start[v + 1] += start[v];
        }
        let mut children = vec![0u32; start[n] as usize];
        let mut fill = start.clone();
        for (v, p) in parent.iter().enumerate() {
            if let Some(p) = *p {
                children[fill[p] as usize] = v as u32;
                fill[p] += 1;
            }
        }

        // A preorder of every tree: from here on a node is its position in it, so that a
        // subtree is a block of positions and the passes read memory close to where they are.
        let mut position = vec![NONE; n];
        let mut up = Vec::with_capacity(n); // the parent's position
        let mut root = Vec::with_capacity(n);
        let mut stack = Vec::new();
        for r in (0..n).filter(|&v| parent[v].is_none()) {
            let r_at = up.len() as u32;
            stack.push((r as u32, NONE));
            while let Some((v, p)) = stack.pop() {
                position[v as usize] = up.len() as u32;
                up.push(p);
                root.push(r_at);
                let at = position[v as usize];
                let v = v as usize;
                stack.extend(
                    children[start[v] as usize..start[v + 1] as usize]
                        .iter()
                        .map(|&c| (c, at)),
                );
            }
        }
        assert_eq!(up.len(), n, "the parent relation has a cycle");

        // Up: `pending[i]` gathers S(c) ^ G(c) over the children c of i and `x[i]` their G; then
        // S(i) = (pending[i] ^ X(i)) ∪ {X(i)}: the shift by X(i) is one XOR of the union.
        let bits = (usize::BITS - n.leading_zeros()).max(1);
        let mut pool = TriePool::with_capacity(bits, n * bits as usize / 2);
        let mut pending: Vec<Trie> = (0..n).map(|_| Trie::default()).collect();
        let mut grundy = vec![0u64; n];
        let mut x = vec![0u64; n];
        for i in (0..n).rev() {
            let mut set = std::mem::take(&mut pending[i]);
            pool.xor_all(&mut set, x[i]);
            pool.insert(&mut set, x[i]);
            grundy[i] = pool.mex(&set);
            let p = up[i];
            if p == NONE {
                pool.release(set);
            } else {
                let p = p as usize;
                pool.xor_all(&mut set, grundy[i]);
                let siblings = std::mem::take(&mut pending[p]);
                pending[p] = pool.merge(siblings, set);
                x[p] ^= grundy[i];
            }
        }

        // Down: `above[i]` is the XOR of X(u) ^ G(next) over the nodes u above i.
        let mut above = vec![0u64; n];
        let mut after = vec![0u64; n];
        for i in 0..n {
            let p = up[i];
            if p != NONE {
                above[i] = above[p as usize] ^ x[p as usize] ^ grundy[i];
            }
            after[i] = above[i] ^ x[i];
        }
        let total = (0..n)
            .filter(|&i| up[i] == NONE)
            .fold(0, |t, i| t ^ grundy[i]);
        RootPathGame {
            position,
            grundy,
            after,
            root,
            total,
        }
    }

    /// `G(v)`: the Grundy value of the subtree of `v` played alone.
    pub fn subtree_grundy(&self, v: usize) -> u64 {
        self.grundy[self.position[v] as usize]
    }

    /// The Grundy value of the whole forest: the XOR of its trees'. The first player wins iff it
    /// is not 0.
    pub fn grundy(&self) -> u64 {
        self.total
    }

    /// The Grundy value of the forest after the first move picks `x`.
    pub fn value_after(&self, x: usize) -> u64 {
        let i = self.position[x] as usize;
        self.total ^ self.grundy[self.root[i] as usize] ^ self.after[i]
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

// The path names the sibling file for cargo-equip too, which would look for src/tests.rs.
#[cfg(test)]
#[path = "root_path/tests.rs"]
mod tests;
