//! A fast hash for memo tables of game positions: [`MultiplyHasher`] (the multiplicative hash
//! `rustc` uses for its own tables) and the map built on it, [`FastHashMap`].
//!
//! Positions come from the game, not from an adversary, so the standard library's default hash
//! (SipHash, which resists collisions chosen by an attacker) would only cost time: in a
//! memoised search, hashing the positions is most of the work. Every memo over positions in the
//! library uses this one map: `cgt_grundy::GrundyMemo`, `cgt_minimax::HashMemo` (and so
//! `Negamax::hashed`), `cgt_chance::ChanceMemo`. It is its own small crate so that a bundle
//! carries it only with the topics that memoise.
//!
//! Used by: atcoder-abc298-e, atcoder-abc342-f, atcoder-abc349-e, atcoder-dp-l, cf-148d, cf-1628d1,
//! gym-103186k, luogu-p4363, poj-1085, poj-2425, poj-2651, spoj-mtrgame.

use std::collections::HashMap;
use std::hash::{BuildHasherDefault, Hasher};

/// A hash map keyed by game positions, hashed with [`MultiplyHasher`]: a `std` `HashMap` in
/// every other way (`FastHashMap::default()` makes an empty one).
///
/// # Constraints
/// Keys are `Hash + Eq`, as for any `HashMap`. The hash does not resist keys chosen to collide:
/// such keys make look-ups linear in the map's size (correct, only slow), so use it for
/// positions of a game, not for keys an adversary picks.
///
/// # Complexity
/// O(1) expected per look-up or insertion, plus hashing the key: one multiplication per 8 bytes
/// of it.
///
/// # Example
/// ```
/// use cgt_fast_hash::FastHashMap;
/// let mut memo: FastHashMap<Vec<u8>, u32> = FastHashMap::default();
/// memo.insert(vec![1, 2, 4], 7);
/// assert_eq!(memo.get(&vec![1, 2, 4]), Some(&7));
/// assert_eq!(memo.get(&vec![4, 2, 1]), None);
/// ```
///
/// Used by: atcoder-abc349-e, gym-103186k, luogu-p4363, poj-1085.
pub type FastHashMap<K, V> = HashMap<K, V, BuildHasherDefault<MultiplyHasher>>;

/// A fast multiplicative hash (the one `rustc` uses for its own tables): each word of the key
/// is mixed in as `h = (h.rotate_left(5) ^ word) * 0x517cc1b727220a95`.
///
/// Not resistant to keys chosen to collide: for positions of a game, never for input an
/// adversary shapes to slow a server down.
///
/// # Constraints
/// None: any keys; the arithmetic wraps. Equal keys hash equally, distinct keys may collide
/// (the hash is 64 bits and not keyed).
///
/// # Complexity
/// O(1) per integer written, O(len / 8) per byte string.
///
/// # Example
/// ```
/// use cgt_fast_hash::MultiplyHasher;
/// use std::hash::{Hash, Hasher};
/// let hash = |key: &(u32, u32)| {
///     let mut hasher = MultiplyHasher::default();
///     key.hash(&mut hasher);
///     hasher.finish()
/// };
/// assert_eq!(hash(&(3, 4)), hash(&(3, 4)));
/// assert_ne!(hash(&(3, 4)), hash(&(4, 3)));
/// ```
///
/// Used by: atcoder-abc349-e, gym-103186k, luogu-p4363, poj-1085.
#[derive(Clone, Copy, Debug, Default)]
pub struct MultiplyHasher(u64);

impl MultiplyHasher {
    fn add(&mut self, word: u64) {
        self.0 = (self.0.rotate_left(5) ^ word).wrapping_mul(0x51_7c_c1_b7_27_22_0a_95);
    }
}

impl Hasher for MultiplyHasher {
    fn write(&mut self, bytes: &[u8]) {
        for chunk in bytes.chunks(8) {
            let mut word = [0u8; 8];
            word[..chunk.len()].copy_from_slice(chunk);
            self.add(u64::from_le_bytes(word));
        }
    }

    fn write_u8(&mut self, value: u8) {
        self.add(u64::from(value));
    }

    fn write_u32(&mut self, value: u32) {
        self.add(u64::from(value));
    }

    fn write_u64(&mut self, value: u64) {
        self.add(value);
    }

    fn write_usize(&mut self, value: usize) {
        self.add(value as u64);
    }

    fn finish(&self) -> u64 {
        self.0
    }
}

#[cfg(test)]
mod tests;
