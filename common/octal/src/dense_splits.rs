//! The dense way to the next value of an octal game: the split sets of the last k heaps left
//! as bitsets over the values, one OR per splitting digit. The plain engine
//! ([`crate::OctalGrundy`]) computes every value so, the sparse-space engine
//! ([`crate::SparseOctal`]) its first values and the blocks where it is cheaper.

use crate::splits::{mark_splits, split_bits, Value};

/// The split sets `S(m) = { G(a) xor G(m - a) : 1 <= a <= m / 2 }` of the last k heaps left, as
/// bitsets `width` words wide, and the buffers that build them.
///
/// The split options of a heap depend only on what is left, `m = n - j`, and a heap `n` needs
/// only `S(n - k..n)`: `S(m)` is kept in slot `m % k`, known for `len - k <= m < len`, built once
/// in a tight loop (the values as bits while they are below 64, else marked one byte a value).
#[derive(Clone, Debug, Default)]
pub(crate) struct DenseSplits {
    ring: Vec<u64>,
    width: usize,
    len: usize,
    options: Vec<u64>,
    /// One byte per value, zero between two uses.
    seen: Vec<u8>,
}

/// `S(m)`, every `G(a) xor G(m - a)` for `1 <= a <= m / 2`, into `set` (zeroed, `words` wide),
/// through `seen` (zeroed, `64 * words` bytes, left zeroed) unless the values are below 64.
fn split_set<T: Value>(g: &[T], m: usize, set: &mut [u64], words: usize, seen: &mut [u8]) {
    if words == 1 {
        set[0] = split_bits(g, m, 1, m / 2 + 1);
        return;
    }
    mark_splits(g, m, &mut seen[..64 * words]);
    for (x, s) in seen[..64 * words].iter_mut().enumerate() {
        set[x >> 6] |= u64::from(*s) << (x & 63);
        *s = 0;
    }
}

impl DenseSplits {
    /// `G(g.len())` of the game whose digits are `digits` (`split_moves`: the `j` whose digit
    /// splits), every value so far and every XOR of two of them below `64 * words`.
    pub(crate) fn value<T: Value>(
        &mut self,
        digits: &[u8],
        split_moves: &[usize],
        g: &[T],
        words: usize,
    ) -> u32 {
        let n = g.len();
        let k = digits.len();
        if !split_moves.is_empty() {
            if self.width < words {
                // Wider sets: the known ones are kept, zero-extended.
                let mut ring = vec![0; k * words];
                if self.width > 0 {
                    for (new, old) in ring
                        .chunks_exact_mut(words)
                        .zip(self.ring.chunks_exact(self.width))
                    {
                        new[..old.len()].copy_from_slice(old);
                    }
                }
                self.ring = ring;
                self.width = words;
            }
            if self.seen.len() < 64 * words {
                self.seen.resize(64 * words, 0);
            }
            // S(m) for n - k <= m < n: every split of m uses values below m, all known.
            self.len = self.len.max(n.saturating_sub(k));
            while self.len < n {
                let m = self.len;
                let set = &mut self.ring[(m % k) * self.width..][..self.width];
                set.iter_mut().for_each(|w| *w = 0);
                split_set(g, m, set, words, &mut self.seen);
                self.len += 1;
            }
        }
        let options = &mut self.options;
        options.clear();
        options.resize(words, 0);
        for (i, &d) in digits.iter().enumerate() {
            let j = i + 1;
            if d & 1 != 0 && n == j {
                options[0] |= 1;
            }
            if d & 2 != 0 && n > j {
                let v = g[n - j].into() as usize;
                options[v >> 6] |= 1 << (v & 63);
            }
        }
        for &j in split_moves {
            if n >= j + 2 {
                let set = &self.ring[((n - j) % k) * self.width..][..words];
                for (o, s) in options.iter_mut().zip(set) {
                    *o |= s;
                }
            }
        }
        options
            .iter()
            .position(|&w| w != u64::MAX)
            .map_or(64 * words, |i| 64 * i + options[i].trailing_ones() as usize) as u32
    }
}
