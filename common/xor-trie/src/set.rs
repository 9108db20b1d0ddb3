//! One multiset of keys in its own trie: the pool of [`crate::pool`] with a single trie.

use crate::pool::{Trie, TriePool};

/// A multiset of `bits`-bit keys in a binary trie, with a lazy XOR of every key: the mex of a set
/// under a global XOR, query after query (Codeforces 842D), and the other queries of
/// [`TriePool`] on one set. For many sets that merge (Grundy values up a tree), use
/// [`TriePool`] and its [`Trie`] handles.
///
/// # Constraints
/// As [`TriePool`]: `1 <= bits <= 64`, keys and XORs below `2^bits`.
///
/// # Complexity
/// As [`TriePool`]: O(bits) a query or an update, O(1) a XOR of every key; at most
/// `min(n · bits, 2^(bits + 1))` nodes of 24 bytes for n insertions.
///
/// # Example
/// ```
/// use cgt_xor_trie::BinaryTrie;
/// // Codeforces 842D's second sample: 0 1 5 6, then XOR by 1, 2, 4 (the XORs add up).
/// let mut set = BinaryTrie::new(19);
/// for a in [0, 1, 5, 6] {
///     set.insert(a);
/// }
/// let mexes: Vec<u64> = [1, 2, 4].iter().map(|&x| { set.xor_all(x); set.mex() }).collect();
/// assert_eq!(mexes, [2, 0, 0]);
/// assert_eq!(set.min_xor(0), Some(1)); // the keys are now 7 6 2 1
/// assert_eq!(set.kth(2), Some(6));
/// ```
///
/// Used by: no judge problem yet.
#[derive(Debug)]
pub struct BinaryTrie {
    pool: TriePool,
    set: Trie,
}

impl Clone for BinaryTrie {
    fn clone(&self) -> Self {
        BinaryTrie {
            pool: self.pool.clone(),
            set: self.set.same_root(),
        }
    }
}

impl BinaryTrie {
    /// The empty multiset of `bits`-bit keys.
    ///
    /// # Constraints
    /// `1 <= bits <= 64`.
    pub fn new(bits: u32) -> Self {
        BinaryTrie {
            pool: TriePool::new(bits),
            set: Trie::default(),
        }
    }

    /// The multiset of `keys`, sorted and built at once ([`TriePool::from_sorted`]): the nodes
    /// lie in preorder, a subtree a block of memory, so a walk down reads nodes close together,
    /// and the build costs a third of the instructions of inserting one by one. Measured with
    /// cachegrind on 3e5 random keys below 3e5 and 3e5 queries of Codeforces 842D (a 512 KB
    /// last-level cache simulated): 465 M instructions and 2.5 M read misses inserting the keys
    /// as they come, 249 M and 1.3 M built at once.
    ///
    /// # Complexity
    /// O(n log n + n · bits) for n keys.
    ///
    /// # Example
    /// ```
    /// use cgt_xor_trie::BinaryTrie;
    /// let set = BinaryTrie::from_keys(4, [9, 3, 3, 0]);
    /// assert_eq!(set.keys(), [(0, 1), (3, 2), (9, 1)]);
    /// assert_eq!(set.mex(), 1);
    /// ```
    pub fn from_keys(bits: u32, keys: impl IntoIterator<Item = u64>) -> Self {
        let mut keys: Vec<u64> = keys.into_iter().collect();
        keys.sort_unstable();
        let mut pool = TriePool::with_capacity(bits, keys.len() * 2);
        let set = pool.from_sorted(&keys);
        BinaryTrie { pool, set }
    }

    /// Adds one copy of `key`.
    pub fn insert(&mut self, key: u64) {
        self.pool.insert(&mut self.set, key);
    }

    /// Removes one copy of `key`; whether there was one.
    pub fn remove(&mut self, key: u64) -> bool {
        self.pool.remove(&mut self.set, key)
    }

    /// How many copies of `key` the set holds.
    pub fn count(&self, key: u64) -> u32 {
        self.pool.count(&self.set, key)
    }

    /// Whether the set holds `key`.
    pub fn contains(&self, key: u64) -> bool {
        self.pool.contains(&self.set, key)
    }

    /// The number of keys, with multiplicity.
    pub fn len(&self) -> usize {
        self.pool.len(&self.set)
    }

    /// The number of distinct keys.
    pub fn distinct(&self) -> usize {
        self.pool.distinct(&self.set)
    }

    /// Whether the set is empty.
    pub fn is_empty(&self) -> bool {
        self.pool.is_empty(&self.set)
    }

    /// Replaces every key `k` by `k ^ x`, in O(1).
    pub fn xor_all(&mut self, x: u64) {
        self.pool.xor_all(&mut self.set, x);
    }

    /// The least key not in the set (`2^bits` when every key is).
    pub fn mex(&self) -> u64 {
        self.pool.mex(&self.set)
    }

    /// The least `key ^ x` over the keys, or `None` when the set is empty.
    pub fn min_xor(&self, x: u64) -> Option<u64> {
        self.pool.min_xor(&self.set, x)
    }

    /// The largest `key ^ x` over the keys, or `None` when the set is empty.
    pub fn max_xor(&self, x: u64) -> Option<u64> {
        self.pool.max_xor(&self.set, x)
    }

    /// The `k`-th smallest key from 0, with multiplicity, or `None` when `k >= len`.
    pub fn kth(&self, k: usize) -> Option<u64> {
        self.pool.kth(&self.set, k)
    }

    /// The keys in increasing order, each with its count.
    pub fn keys(&self) -> Vec<(u64, u32)> {
        self.pool.keys(&self.set)
    }
}
