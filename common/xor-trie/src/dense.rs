//! A set of small keys as a complete binary tree of "full" bits over every key: the mex under a
//! XOR of every key from a 2^(bits + 1)-bit table.

/// A multiset of `bits`-bit keys, for small `bits`, with a lazy XOR of every key and the mex
/// after it: the same answers as [`crate::BinaryTrie`]'s `insert`, `remove`, `count`, `xor_all`
/// and `mex`, from a complete binary tree over all `2^bits` keys instead of nodes made on
/// demand.
///
/// Node 1 is the root, node v has the children 2v and 2v + 1, and the leaves
/// `2^bits + key` hold the keys in the order they were stored. A node's bit says that every key
/// below it is present ("full"). The XOR of every key is one number kept aside: after
/// `xor_all(x)` the set holds `k ^ x` for every stored k, so the mex walk, at the level of bit b,
/// takes the child whose stored bit is the XOR's bit b (the smaller half of the present keys)
/// unless it is full. The whole tree is `2^(bits + 1)` bits (128 KiB for 19 bits), which the
/// walks read from the processor's cache, where a trie of 3e5 keys is 26 MiB of nodes, a cache
/// miss a level: Codeforces 842D's largest input (3e5 keys, 3e5 queries), input and output
/// included, takes 0.38 of the CPU time it takes with [`crate::BinaryTrie`].
///
/// Pick [`crate::BinaryTrie`] for wide keys, min / max XOR, k-th smallest, or tries that merge;
/// this one when every key is below about `2^24` and the queries are the mex.
///
/// # Constraints
/// `1 <= bits <= 30`; keys and XORs below `2^bits`; a key's count fits in `u32`.
///
/// # Complexity
/// `new` and `from_keys` O(2^bits) time (plus O(n)), `2^bits` counts of 4 bytes and
/// `2^(bits + 1)` bits of memory; `insert` and `remove` O(bits) at worst; `count`, `contains`
/// and `xor_all` O(1); `mex` O(bits).
///
/// # Example
/// ```
/// use cgt_xor_trie::DenseXorSet;
/// // Codeforces 842D's first sample: the array 1 3, then XOR by 1 and by 3 (the XORs add up).
/// let mut set = DenseXorSet::from_keys(19, [1, 3]);
/// set.xor_all(1); // 0 2
/// assert_eq!(set.mex(), 1);
/// set.xor_all(3); // 3 1
/// assert_eq!(set.mex(), 0);
/// set.insert(0);
/// assert!(set.contains(0) && set.contains(3) && !set.contains(2));
/// assert_eq!(set.mex(), 2);
/// ```
///
/// Used by: cf-842d.
#[derive(Clone, Debug)]
pub struct DenseXorSet {
    bits: u32,
    /// `count[stored]`: how many times the stored key `stored` (a key XOR `xor`) is present.
    count: Vec<u32>,
    /// The "full" bit of every node, in heap order, 64 to a word.
    full: Vec<u64>,
    /// The XOR of every key, applied to a stored key when it is read.
    xor: u64,
    len: usize,
}

impl DenseXorSet {
    /// The empty multiset of `bits`-bit keys.
    ///
    /// # Constraints
    /// `1 <= bits <= 30`.
    pub fn new(bits: u32) -> Self {
        assert!(
            (1..=30).contains(&bits),
            "a dense set holds 1 to 30 bits of key, not {bits}"
        );
        DenseXorSet {
            bits,
            count: vec![0; 1 << bits],
            full: vec![0; ((2usize << bits) + 63) / 64],
            xor: 0,
            len: 0,
        }
    }

    /// The multiset of `keys`, its tree built at once bottom up: O(2^bits + n).
    ///
    /// # Constraints
    /// As [`DenseXorSet::new`]; every key below `2^bits`.
    pub fn from_keys(bits: u32, keys: impl IntoIterator<Item = u64>) -> Self {
        let mut set = DenseXorSet::new(bits);
        for key in keys {
            set.check(key);
            set.count[key as usize] += 1;
            set.len += 1;
        }
        let leaves = 1usize << bits;
        let mut full = std::mem::take(&mut set.full);
        for (key, _) in set.count.iter().enumerate().filter(|(_, &c)| c > 0) {
            let leaf = leaves + key;
            full[leaf / 64] |= 1 << (leaf % 64);
        }
        set.full = full;
        for v in (1..leaves).rev() {
            if set.is_full(2 * v) && set.is_full(2 * v + 1) {
                set.set_full(v);
            }
        }
        set
    }

    /// The number of keys, with multiplicity.
    pub fn len(&self) -> usize {
        self.len
    }

    /// Whether the set is empty.
    pub fn is_empty(&self) -> bool {
        self.len == 0
    }

    /// Adds `key` once.
    pub fn insert(&mut self, key: u64) {
        self.check(key);
        let stored = (key ^ self.xor) as usize;
        self.count[stored] += 1;
        self.len += 1;
        if self.count[stored] > 1 {
            return;
        }
        let mut v = (1usize << self.bits) + stored;
        self.set_full(v);
        while v > 1 && self.is_full(v ^ 1) {
            v >>= 1;
            self.set_full(v);
        }
    }

    /// Removes `key` once; `false` when it is absent.
    pub fn remove(&mut self, key: u64) -> bool {
        self.check(key);
        let stored = (key ^ self.xor) as usize;
        if self.count[stored] == 0 {
            return false;
        }
        self.count[stored] -= 1;
        self.len -= 1;
        if self.count[stored] == 0 {
            // The leaf and every ancestor that was full are no longer.
            let mut v = (1usize << self.bits) + stored;
            while v > 0 && self.is_full(v) {
                self.full[v / 64] &= !(1 << (v % 64));
                v >>= 1;
            }
        }
        true
    }

    /// How many times `key` is present.
    pub fn count(&self, key: u64) -> u32 {
        self.check(key);
        self.count[(key ^ self.xor) as usize]
    }

    /// Whether `key` is present.
    pub fn contains(&self, key: u64) -> bool {
        self.count(key) > 0
    }

    /// Replaces every key k by `k ^ x`.
    pub fn xor_all(&mut self, x: u64) {
        self.check(x);
        self.xor ^= x;
    }

    /// The least key not in the set (`2^bits` when every key is).
    pub fn mex(&self) -> u64 {
        if self.is_full(1) {
            return 1 << self.bits;
        }
        // v is not full: the mex lies below it.
        let (mut v, mut mex) = (1usize, 0u64);
        for b in (0..self.bits).rev() {
            // The child holding the keys whose bit b is 0 once XORed.
            let smaller = 2 * v + (self.xor >> b & 1) as usize;
            if self.is_full(smaller) {
                mex |= 1 << b;
                v = smaller ^ 1;
            } else {
                v = smaller;
            }
        }
        mex
    }

    fn is_full(&self, v: usize) -> bool {
        self.full[v / 64] >> (v % 64) & 1 == 1
    }

    fn set_full(&mut self, v: usize) {
        self.full[v / 64] |= 1 << (v % 64);
    }

    fn check(&self, key: u64) {
        assert!(
            key >> self.bits == 0,
            "{key} does not fit in {} bits",
            self.bits
        );
    }
}

// The unit tests are in the sibling folder (cargo-equip looks for `src/tests.rs` otherwise).
#[cfg(test)]
#[path = "dense/tests.rs"]
mod tests;
