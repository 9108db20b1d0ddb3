//! Binary tries over `bits`-bit keys: the mex of a set under a XOR of every key, and Grundy
//! values of tree games from tries merged up the tree.
//!
//! | what | item | cost |
//! | --- | --- | --- |
//! | one multiset: insert, remove, count, XOR every key, mex, min / max `key ^ x`, k-th smallest | [`BinaryTrie`] | O(bits) a query, O(1) a XOR of every key |
//! | the same with keys below about 2^24 and the mex as the query: a complete tree of "full" bits, read from the cache | [`DenseXorSet`] | O(bits) a mex or an update, O(1) a XOR of every key; 2^(bits + 1) bits |
//! | many multisets in one pool, merged with their pending XORs | [`TriePool`], [`Trie`] | merges amortised: O(n · bits) for n keys inserted |
//! | the forest game "delete a node and all its ancestors": every subtree's value, every winning first move | [`RootPathGame`] | O(n · bits) |
//!
//! A XOR of every key is a tag at the root that a node passes to its children when it is next
//! changed (its bit at the node's level swaps the node's children); the mex walks down into the
//! smaller half unless that half is full, which a count of distinct keys per node tells. A
//! worked example, the mex after each XOR (Codeforces 842D):
//!
//! ```
//! use cgt_xor_trie::BinaryTrie;
//! let mut set = BinaryTrie::new(19); // values and XORs up to 3e5 < 2^19
//! for a in [0, 1, 5, 6, 7] {
//!     set.insert(a);
//! }
//! let mut mexes = Vec::new();
//! for x in [1, 1, 4, 5] {
//!     set.xor_all(x); // the XORs add up: 1, 0, 4, 1
//!     mexes.push(set.mex());
//! }
//! assert_eq!(mexes, [2, 2, 0, 2]);
//! ```
//!
//! Every item is tested against a plain multiset (a `BTreeMap` rebuilt key by key at every XOR)
//! on random operation sequences, and [`RootPathGame`] against a search of the real forest game
//! (`oracle::ancestor_deletions`: the set of deleted nodes, a move deleting a node and its
//! ancestors).
//!
//! The guide to this topic, with worked examples: `scripts/docs/library.md`, "Tries and mex under XOR".
//!
//! Used by: cf-842d, luogu-p6665.

mod dense;
mod pool;
mod root_path;
mod set;

pub use dense::DenseXorSet;
pub use pool::{Trie, TriePool};
pub use root_path::RootPathGame;
pub use set::BinaryTrie;

#[cfg(test)]
mod tests;
