//! Many binary tries in one pool of nodes: multisets of `bits`-bit keys with a lazy XOR of every
//! key, and merging two of them in time amortised over the nodes ever created.

/// The empty child, and node 0 of every pool (never a real node).
const NIL: u32 = 0;

/// One node of a trie. A node at height `h` holds the keys that share every bit above `h - 1`;
/// its two children (height `h - 1`) split them by bit `h - 1`. Leaves have height 0.
#[derive(Clone, Copy, Debug, Default)]
struct Node {
    child: [u32; 2],
    /// Keys below, with their multiplicities.
    count: u32,
    /// Distinct keys below.
    distinct: u32,
    /// A XOR still to be applied to every key below (bit `h - 1` swaps the children here; the
    /// lower bits go down to the children when this node is next changed).
    lazy: u64,
}

/// One multiset of keys in a [`TriePool`]: a handle to its root. Every operation on it goes
/// through the pool that made it. A `Trie` is not `Copy`: [`TriePool::merge`] takes both tries
/// it merges, so a merged trie cannot be used again by mistake. `Trie::default()` is the empty
/// trie of any pool.
///
/// # Constraints
/// A trie is used only with the pool whose operations made it (another pool's nodes would be
/// read).
///
/// # Complexity
/// A handle is one `u32`; its keys live in the pool.
///
/// # Example
/// ```
/// use cgt_xor_trie::{Trie, TriePool};
/// let mut pool = TriePool::new(4);
/// let mut sets: Vec<Trie> = (0..3).map(|_| Trie::default()).collect();
/// pool.insert(&mut sets[1], 7);
/// pool.insert(&mut sets[2], 7);
/// let (one, two) = (std::mem::take(&mut sets[1]), std::mem::take(&mut sets[2]));
/// sets[0] = pool.merge(one, two);
/// assert_eq!(pool.count(&sets[0], 7), 2);
/// assert!(pool.is_empty(&sets[1]));
/// ```
///
/// Used by: luogu-p6665.
#[derive(Debug, Default, PartialEq, Eq)]
pub struct Trie {
    root: u32,
}

impl Trie {
    /// A second handle to the same root, for a copy of its pool.
    pub(crate) fn same_root(&self) -> Trie {
        Trie { root: self.root }
    }
}

/// A pool of binary tries over `bits`-bit keys, each trie a multiset ([`Trie`]): insert, remove,
/// count; a lazy XOR of every key of a trie ([`TriePool::xor_all`]); the mex of the keys
/// ([`TriePool::mex`]); the least and largest `key ^ x` ([`TriePool::min_xor`],
/// [`TriePool::max_xor`]); the k-th smallest key ([`TriePool::kth`]); and the union of two tries
/// with their own pending XORs ([`TriePool::merge`]), which frees the nodes the two share; a
/// trie built at once from sorted keys, its nodes in preorder ([`TriePool::from_sorted`]).
///
/// Every node carries the number of keys below it (with multiplicity), the number of distinct
/// keys below it (a node at height h is full when it holds all 2^h, which is what the mex
/// skips), and a pending XOR. A XOR of a whole trie is O(1): it is written at the root, and a node
/// passes it to its children when it is next changed (bit h - 1 of it swaps the node's
/// children). Queries read the tags on their way down and change nothing. Merging two tries
/// walks the nodes they share: each step frees one node, so all the merges of a computation cost
/// at most the nodes its insertions created, O(n · bits) for n insertions. Freed nodes are
/// reused. The walks are loops, except [`TriePool::merge`], whose recursion is at most `bits`
/// deep.
///
/// # Constraints
/// `1 <= bits <= 64`; every key and every XOR is below `2^bits`; fewer than 2^32 nodes and 2^32
/// keys (with multiplicity) in a trie.
///
/// # Complexity
/// [`TriePool::insert`], [`TriePool::remove`], [`TriePool::count`], [`TriePool::mex`],
/// [`TriePool::min_xor`], [`TriePool::max_xor`] and [`TriePool::kth`]: O(bits).
/// [`TriePool::xor_all`], [`TriePool::len`]: O(1). [`TriePool::from_sorted`]: O(n · bits).
/// [`TriePool::merge`]: O(1 + nodes freed),
/// so O(n · bits) over every merge of n inserted keys. Memory: 24 bytes a node, at most `bits`
/// nodes an insertion and at most `2^(bits + 1)` nodes a trie.
///
/// # Example
/// ```
/// use cgt_xor_trie::{Trie, TriePool};
/// let mut pool = TriePool::new(3);
/// let mut a = Trie::default();
/// for key in [0, 1, 5] {
///     pool.insert(&mut a, key);
/// }
/// assert_eq!(pool.mex(&a), 2);
/// pool.xor_all(&mut a, 1); // {1, 0, 4}
/// assert_eq!(pool.mex(&a), 2);
/// assert_eq!(pool.kth(&a, 2), Some(4));
/// assert_eq!(pool.max_xor(&a, 3), Some(7)); // 4 ^ 3
///
/// let mut b = Trie::default();
/// pool.insert(&mut b, 2);
/// pool.xor_all(&mut b, 1); // {3}
/// let union = pool.merge(a, b); // {0, 1, 3, 4}
/// assert_eq!(pool.keys(&union), [(0, 1), (1, 1), (3, 1), (4, 1)]);
/// assert_eq!(pool.mex(&union), 2);
/// ```
///
/// Used by: luogu-p6665.
#[derive(Clone, Debug)]
pub struct TriePool {
    bits: u32,
    nodes: Vec<Node>,
    free: Vec<u32>,
}

impl TriePool {
    /// An empty pool for keys of `bits` bits.
    ///
    /// # Constraints
    /// `1 <= bits <= 64`.
    pub fn new(bits: u32) -> Self {
        Self::with_capacity(bits, 0)
    }

    /// An empty pool with room for `nodes` nodes before it grows (an insertion makes at most
    /// `bits` of them).
    pub fn with_capacity(bits: u32, nodes: usize) -> Self {
        assert!((1..=64).contains(&bits), "keys have 1 to 64 bits");
        let mut pool = Vec::with_capacity(nodes + 1);
        pool.push(Node::default());
        TriePool {
            bits,
            nodes: pool,
            free: Vec::new(),
        }
    }

    /// The width of the keys.
    pub fn bits(&self) -> u32 {
        self.bits
    }

    /// Nodes in use, over every trie of the pool.
    pub fn nodes_in_use(&self) -> usize {
        self.nodes.len() - 1 - self.free.len()
    }

    fn fits(&self, key: u64) -> bool {
        self.bits == 64 || key >> self.bits == 0
    }

    fn alloc(&mut self) -> u32 {
        match self.free.pop() {
            Some(u) => {
                self.nodes[u as usize] = Node::default();
                u
            }
            None => {
                self.nodes.push(Node::default());
                (self.nodes.len() - 1) as u32
            }
        }
    }

    fn release_node(&mut self, u: u32) {
        self.free.push(u);
    }

    /// Applies node `u`'s pending XOR at height `h >= 1`: bit `h - 1` swaps its children, and
    /// the tag moves down to them.
    fn push(&mut self, u: u32, h: u32) {
        let node = &mut self.nodes[u as usize];
        let z = node.lazy;
        if z == 0 {
            return;
        }
        node.lazy = 0;
        if z >> (h - 1) & 1 == 1 {
            node.child.swap(0, 1);
        }
        let child = node.child;
        for c in child {
            if c != NIL {
                self.nodes[c as usize].lazy ^= z;
            }
        }
    }

    /// The child of `u` (height `h`) that holds the keys whose bit `h - 1` is `bit`, reading the
    /// pending XOR `acc` (every tag from the root down to `u`, inclusive).
    fn logical_child(&self, u: u32, h: u32, acc: u64, bit: u64) -> u32 {
        self.nodes[u as usize].child[(bit ^ (acc >> (h - 1) & 1)) as usize]
    }

    /// Whether node `u` at height `h` holds every one of its `2^h` keys.
    fn full(&self, u: u32, h: u32) -> bool {
        u != NIL && h < 32 && self.nodes[u as usize].distinct == 1 << h
    }

    /// Adds one copy of `key` to `trie`.
    ///
    /// # Constraints
    /// `key < 2^bits`.
    pub fn insert(&mut self, trie: &mut Trie, key: u64) {
        self.insert_copies(trie, key, 1);
    }

    /// Adds `copies` copies of `key` to `trie` (none when `copies` is 0).
    ///
    /// # Constraints
    /// `key < 2^bits`.
    pub fn insert_copies(&mut self, trie: &mut Trie, key: u64, copies: u32) {
        assert!(self.fits(key), "key {key} has more than {} bits", self.bits);
        if copies == 0 {
            return;
        }
        if trie.root == NIL {
            trie.root = self.alloc();
        }
        let mut path = [NIL; 65];
        let mut u = trie.root;
        path[0] = u;
        for h in (1..=self.bits).rev() {
            self.push(u, h);
            let bit = (key >> (h - 1) & 1) as usize;
            let mut v = self.nodes[u as usize].child[bit];
            if v == NIL {
                v = self.alloc();
                self.nodes[u as usize].child[bit] = v;
            }
            u = v;
            path[(self.bits - h + 1) as usize] = u;
        }
        let new_key = self.nodes[u as usize].count == 0;
        for &p in &path[..=self.bits as usize] {
            let node = &mut self.nodes[p as usize];
            node.count += copies;
            node.distinct += u32::from(new_key);
        }
    }

    /// A new trie holding `keys`, which are sorted in increasing order (repeats allowed), built
    /// at once: each node from the range of keys below it, in preorder, so that a subtree is a
    /// block of memory and a walk down reads nodes close together (as insertions in key order
    /// would lay them out, at a third of the instructions).
    ///
    /// # Constraints
    /// `keys` is sorted; every key is below `2^bits`.
    ///
    /// # Complexity
    /// O(n · bits) for n keys.
    ///
    /// # Example
    /// ```
    /// use cgt_xor_trie::TriePool;
    /// let mut pool = TriePool::new(3);
    /// let t = pool.from_sorted(&[1, 1, 4, 6]);
    /// assert_eq!(pool.keys(&t), [(1, 2), (4, 1), (6, 1)]);
    /// assert_eq!(pool.mex(&t), 0);
    /// ```
    pub fn from_sorted(&mut self, keys: &[u64]) -> Trie {
        assert!(
            keys.windows(2).all(|w| w[0] <= w[1]),
            "the keys are sorted in increasing order"
        );
        assert!(
            keys.last().map_or(true, |&k| self.fits(k)),
            "a key has more than {} bits",
            self.bits
        );
        if keys.is_empty() {
            return Trie::default();
        }
        // The distinct keys and, for each, how many keys come before it.
        let mut distinct: Vec<u64> = Vec::new();
        let mut before: Vec<u32> = Vec::new();
        for (i, &k) in keys.iter().enumerate() {
            if distinct.last() != Some(&k) {
                distinct.push(k);
                before.push(i as u32);
            }
        }
        before.push(keys.len() as u32);
        // (parent and side, height, range of distinct keys below): a node is made when it is
        // taken from the stack, its left child taken next.
        let root = self.alloc();
        let mut stack = vec![(root, 2usize, self.bits, 0usize, distinct.len())];
        while let Some((parent, side, h, from, to)) = stack.pop() {
            let u = if side == 2 {
                parent
            } else {
                let u = self.alloc();
                self.nodes[parent as usize].child[side] = u;
                u
            };
            let node = &mut self.nodes[u as usize];
            node.count = before[to] - before[from];
            node.distinct = (to - from) as u32;
            if h > 0 {
                let split = from + distinct[from..to].partition_point(|&k| k >> (h - 1) & 1 == 0);
                if split < to {
                    stack.push((u, 1, h - 1, split, to));
                }
                if from < split {
                    stack.push((u, 0, h - 1, from, split));
                }
            }
        }
        Trie { root }
    }

    /// Removes one copy of `key` from `trie`; whether there was one. Nodes left without keys
    /// are freed.
    pub fn remove(&mut self, trie: &mut Trie, key: u64) -> bool {
        if trie.root == NIL || !self.fits(key) {
            return false;
        }
        let mut path = [NIL; 65];
        let mut u = trie.root;
        path[0] = u;
        for h in (1..=self.bits).rev() {
            self.push(u, h);
            u = self.nodes[u as usize].child[(key >> (h - 1) & 1) as usize];
            if u == NIL {
                return false;
            }
            path[(self.bits - h + 1) as usize] = u;
        }
        let gone = self.nodes[u as usize].count == 1;
        for &p in &path[..=self.bits as usize] {
            let node = &mut self.nodes[p as usize];
            node.count -= 1;
            node.distinct -= u32::from(gone);
        }
        if gone {
            // Free the nodes left empty, from the leaf up, and cut the last one from its parent.
            let mut depth = self.bits as usize;
            while depth > 0 && self.nodes[path[depth] as usize].count == 0 {
                self.release_node(path[depth]);
                let parent = &mut self.nodes[path[depth - 1] as usize];
                let side = usize::from(parent.child[1] == path[depth]);
                parent.child[side] = NIL;
                depth -= 1;
            }
            if depth == 0 && self.nodes[trie.root as usize].count == 0 {
                self.release_node(trie.root);
                trie.root = NIL;
            }
        }
        true
    }

    /// How many copies of `key` `trie` holds.
    pub fn count(&self, trie: &Trie, key: u64) -> u32 {
        if trie.root == NIL || !self.fits(key) {
            return 0;
        }
        let mut u = trie.root;
        let mut acc = 0;
        for h in (1..=self.bits).rev() {
            acc ^= self.nodes[u as usize].lazy;
            u = self.logical_child(u, h, acc, key >> (h - 1) & 1);
            if u == NIL {
                return 0;
            }
        }
        self.nodes[u as usize].count
    }

    /// Whether `trie` holds `key`.
    pub fn contains(&self, trie: &Trie, key: u64) -> bool {
        self.count(trie, key) > 0
    }

    /// The number of keys of `trie`, with multiplicity.
    pub fn len(&self, trie: &Trie) -> usize {
        self.nodes[trie.root as usize].count as usize
    }

    /// The number of distinct keys of `trie`.
    pub fn distinct(&self, trie: &Trie) -> usize {
        self.nodes[trie.root as usize].distinct as usize
    }

    /// Whether `trie` holds no key.
    pub fn is_empty(&self, trie: &Trie) -> bool {
        trie.root == NIL
    }

    /// Replaces every key `k` of `trie` by `k ^ x`, lazily: O(1).
    ///
    /// # Constraints
    /// `x < 2^bits`.
    pub fn xor_all(&mut self, trie: &mut Trie, x: u64) {
        assert!(self.fits(x), "XOR {x} has more than {} bits", self.bits);
        if trie.root != NIL {
            self.nodes[trie.root as usize].lazy ^= x;
        }
    }

    /// The mex of `trie`: the least key it does not hold (`2^bits` when it holds them all).
    ///
    /// # Example
    /// ```
    /// use cgt_xor_trie::{Trie, TriePool};
    /// let mut pool = TriePool::new(2);
    /// let mut t = Trie::default();
    /// assert_eq!(pool.mex(&t), 0);
    /// for key in [0, 1, 2, 3] {
    ///     pool.insert(&mut t, key);
    /// }
    /// assert_eq!(pool.mex(&t), 4);
    /// pool.remove(&mut t, 1);
    /// assert_eq!(pool.mex(&t), 1);
    /// ```
    pub fn mex(&self, trie: &Trie) -> u64 {
        if self.full(trie.root, self.bits) {
            return 1 << self.bits;
        }
        let mut u = trie.root;
        let mut acc = 0;
        let mut prefix = 0;
        // `u` is not full here (or is empty): the mex lies below it.
        for b in (0..self.bits).rev() {
            if u == NIL {
                return prefix;
            }
            let node = &self.nodes[u as usize];
            acc ^= node.lazy;
            let flip = (acc >> b & 1) as usize;
            let left = node.child[flip];
            // Full: all 2^b keys below (the empty node 0 never is).
            if u64::from(self.nodes[left as usize].distinct) == 1 << b {
                prefix |= 1 << b;
                u = node.child[flip ^ 1];
            } else {
                u = left;
            }
        }
        prefix
    }

    /// The least `key ^ x` over the keys of `trie`, or `None` when it is empty. With `x = 0`, the
    /// least key.
    pub fn min_xor(&self, trie: &Trie, x: u64) -> Option<u64> {
        self.extreme_xor(trie, x, false)
    }

    /// The largest `key ^ x` over the keys of `trie`, or `None` when it is empty. With `x = 0`,
    /// the largest key.
    pub fn max_xor(&self, trie: &Trie, x: u64) -> Option<u64> {
        self.extreme_xor(trie, x, true)
    }

    fn extreme_xor(&self, trie: &Trie, x: u64, largest: bool) -> Option<u64> {
        if trie.root == NIL {
            return None;
        }
        let mut u = trie.root;
        let mut acc = 0;
        let mut result = 0;
        for h in (1..=self.bits).rev() {
            acc ^= self.nodes[u as usize].lazy;
            // The key bit that makes this bit of `key ^ x` 1 (largest) or 0 (least).
            let wanted = (x >> (h - 1) & 1) ^ u64::from(largest);
            let v = self.logical_child(u, h, acc, wanted);
            if v != NIL {
                result |= u64::from(largest) << (h - 1);
                u = v;
            } else {
                result |= u64::from(!largest) << (h - 1);
                u = self.logical_child(u, h, acc, wanted ^ 1);
            }
        }
        Some(result)
    }

    /// The `k`-th smallest key of `trie` counted from 0, with multiplicity (`kth(t, 0)` is the
    /// least key), or `None` when `k >= len`.
    pub fn kth(&self, trie: &Trie, k: usize) -> Option<u64> {
        if k >= self.len(trie) {
            return None;
        }
        let mut k = k as u32;
        let mut u = trie.root;
        let mut acc = 0;
        let mut key = 0;
        for h in (1..=self.bits).rev() {
            acc ^= self.nodes[u as usize].lazy;
            let left = self.logical_child(u, h, acc, 0);
            let below = self.nodes[left as usize].count;
            if k < below {
                u = left;
            } else {
                k -= below;
                key |= 1 << (h - 1);
                u = self.logical_child(u, h, acc, 1);
            }
        }
        Some(key)
    }

    /// The union of `a` and `b` as multisets (counts add up), each with its own pending XOR.
    /// The nodes the two tries share are freed.
    ///
    /// # Complexity
    /// O(1 + the nodes freed): over a whole computation, at most the nodes its insertions
    /// made. Recursion at most `bits` deep.
    pub fn merge(&mut self, a: Trie, b: Trie) -> Trie {
        Trie {
            root: self.merge_nodes(a.root, b.root, self.bits),
        }
    }

    fn merge_nodes(&mut self, u: u32, v: u32, h: u32) -> u32 {
        if u == NIL {
            return v;
        }
        if v == NIL {
            return u;
        }
        if h > 0 {
            self.push(u, h);
            self.push(v, h);
            let (cu, cv) = (self.nodes[u as usize].child, self.nodes[v as usize].child);
            let merged = [
                self.merge_nodes(cu[0], cv[0], h - 1),
                self.merge_nodes(cu[1], cv[1], h - 1),
            ];
            let distinct = merged
                .iter()
                .map(|&c| self.nodes[c as usize].distinct)
                .sum();
            let node = &mut self.nodes[u as usize];
            node.child = merged;
            node.distinct = distinct;
        }
        let count = self.nodes[v as usize].count;
        self.nodes[u as usize].count += count;
        self.release_node(v);
        u
    }

    /// Frees every node of `trie` for reuse.
    pub fn release(&mut self, trie: Trie) {
        let mut stack = vec![trie.root];
        while let Some(u) = stack.pop() {
            if u != NIL {
                stack.extend(self.nodes[u as usize].child);
                self.release_node(u);
            }
        }
    }

    /// The keys of `trie` in increasing order, each with its count.
    ///
    /// # Complexity
    /// O(nodes of `trie`).
    pub fn keys(&self, trie: &Trie) -> Vec<(u64, u32)> {
        let mut keys = Vec::new();
        // (node, height, pending XOR above it, key prefix), larger halves pushed first.
        let mut stack = vec![(trie.root, self.bits, 0u64, 0u64)];
        while let Some((u, h, above, prefix)) = stack.pop() {
            if u == NIL {
                continue;
            }
            if h == 0 {
                keys.push((prefix, self.nodes[u as usize].count));
                continue;
            }
            let acc = above ^ self.nodes[u as usize].lazy;
            for bit in [1, 0] {
                let v = self.logical_child(u, h, acc, bit);
                stack.push((v, h - 1, acc, prefix | bit << (h - 1)));
            }
        }
        keys
    }
}

// The path names the sibling file for cargo-equip too, which would look for src/tests.rs.
#[cfg(test)]
#[path = "pool/tests.rs"]
mod tests;
