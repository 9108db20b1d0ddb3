//! Splitting a pile into M near-equal piles.

use crate::quotient_blocks;
use cgt_mex::MexBuffer;

/// Grundy values `g[x]` for `x <= max_pile` of the game where a move takes one pile of at least
/// `min_split` stones, chooses `M` with `2 <= M <= x`, and splits the pile into `M` non-empty piles
/// as evenly as possible (sizes differ by at most 1). Who cannot move loses.
///
/// Splitting `x` into `M` parts leaves `r = x mod M` piles of `⌈x/M⌉` and `M - r` piles of
/// `⌊x/M⌋`. Equal piles cancel in pairs in a sum, so the option is worth
/// `[r odd]·g(⌊x/M⌋ + 1) xor [(M - r) odd]·g(⌊x/M⌋)`, and
///
/// `g(x) = 0` for `x < min_split`, else `g(x) = mex { that value : 2 <= M <= x }`.
///
/// Within one block of `M` with equal quotient `q = ⌊x/M⌋` (see [`quotient_blocks`]), going from
/// `M` to `M + 1` lowers `r = x - qM` by `q` and raises `M - r` by `q + 1`: one of the two parities
/// is fixed on the block and the other alternates. So the block offers at most two values, those
/// of its first two `M`, and the table costs O(√x) per pile instead of O(x).
///
/// A pile of 1 never moves (`M <= x`), so with `min_split <= 2` every pile of at least 2 can be
/// split.
///
/// # Constraints
/// `max_pile` fits in memory (one `u32` per pile size).
///
/// # Complexity
/// O(X√X) time and O(X) memory for X = `max_pile`: 4.2·10^7 quotient blocks, at most two values
/// each, for X = 10^5 (about 0.3 s).
///
/// # Example
/// ```
/// use cgt_splitting::near_equal_split_grundy;
/// // Every pile of at least 2 may be split: 4 -> 2 + 2 is worth 0, 4 -> 2 + 1 + 1 is worth
/// // g(2) = 1, 4 -> 1 + 1 + 1 + 1 is worth 0, so g(4) = 2.
/// let g = near_equal_split_grundy(8, 1);
/// assert_eq!(g, [0, 0, 1, 2, 2, 2, 2, 3, 2]);
/// // Piles below 3 are stuck: 3 -> 1 + 2 is worth g(1) ^ g(2) = 0, 3 -> 1 + 1 + 1 is worth g(1).
/// let g = near_equal_split_grundy(5, 3);
/// assert_eq!(g, [0, 0, 0, 1, 1, 2]);
/// ```
///
/// Used by: luogu-p3235.
pub fn near_equal_split_grundy(max_pile: usize, min_split: usize) -> Vec<u32> {
    let mut g = vec![0u32; max_pile + 1];
    let mut options = MexBuffer::new(max_pile + 2);
    for x in min_split.max(2)..=max_pile {
        options.clear();
        for (first, last, q) in quotient_blocks(x as u64) {
            let (first, last, q) = (first as usize, last as usize, q as usize);
            for m in first.max(2)..=last.min(first.max(2) + 1) {
                options.insert(split_value(&g, x, m, q));
            }
        }
        g[x] = options.mex();
    }
    g
}

/// The value of splitting `x` into `m` near-equal piles, `q = x / m`, from the values below `x`.
fn split_value(g: &[u32], x: usize, m: usize, q: usize) -> u32 {
    let r = x - q * m;
    let big = if r % 2 == 1 { g[q + 1] } else { 0 };
    let small = if (m - r) % 2 == 1 { g[q] } else { 0 };
    big ^ small
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::{BTreeSet, HashMap};

    /// The table by the definition of the recurrence, every `M` from 2 to `x`: O(X^2).
    fn near_equal_split_grundy_naive(max_pile: usize, min_split: usize) -> Vec<u32> {
        let mut g = vec![0u32; max_pile + 1];
        for x in min_split.max(2)..=max_pile {
            let options: BTreeSet<u32> = (2..=x).map(|m| split_value(&g, x, m, x / m)).collect();
            g[x] = (0..).find(|v| !options.contains(v)).unwrap();
        }
        g
    }

    /// The Grundy value of a multiset of piles (sorted), by a search of the game itself: every
    /// pile of at least `min_split` is really cut into `M` piles of sizes differing by at most
    /// 1, and each option is the whole new multiset (no sum theorem, no cancelling).
    fn grundy_by_search(
        piles: &[usize],
        min_split: usize,
        memo: &mut HashMap<Vec<usize>, u32>,
    ) -> u32 {
        if let Some(&known) = memo.get(piles) {
            return known;
        }
        let mut options = BTreeSet::new();
        for (i, &x) in piles.iter().enumerate() {
            if x < min_split {
                continue;
            }
            for m in 2..=x {
                let mut next = piles.to_vec();
                next.remove(i);
                // Deal x stones round-robin into m piles: sizes differ by at most 1.
                let mut parts = vec![0usize; m];
                for stone in 0..x {
                    parts[stone % m] += 1;
                }
                assert!(parts.iter().all(|&p| p >= 1));
                next.extend(parts);
                next.sort_unstable();
                options.insert(grundy_by_search(&next, min_split, memo));
            }
        }
        let value = (0..).find(|v| !options.contains(v)).unwrap();
        memo.insert(piles.to_vec(), value);
        value
    }

    #[test]
    fn near_equal_split_grundy_compare_with_naive() {
        for min_split in [1, 2, 3, 5, 17, 100, 501] {
            let naive = near_equal_split_grundy_naive(500, min_split);
            assert_eq!(
                near_equal_split_grundy(500, min_split),
                naive,
                "F = {min_split}"
            );
        }
        for max_pile in 0..=6 {
            let naive = near_equal_split_grundy_naive(max_pile, 1);
            assert_eq!(
                near_equal_split_grundy(max_pile, 1),
                naive,
                "X = {max_pile}"
            );
        }
    }

    #[test]
    fn near_equal_split_grundy_compare_with_search() {
        for min_split in 1..=5 {
            let mut memo = HashMap::new();
            let g = near_equal_split_grundy(11, min_split);
            for (x, &value) in g.iter().enumerate() {
                let searched = grundy_by_search(&[x], min_split, &mut memo);
                assert_eq!(value, searched, "pile {x}, F = {min_split}");
            }
            // Sums of two piles, searched as one position.
            for x in 0..=7 {
                for y in x..=7 {
                    let searched = grundy_by_search(&[x, y], min_split, &mut memo);
                    assert_eq!(g[x] ^ g[y], searched, "piles {x} {y}, F = {min_split}");
                }
            }
        }
    }

    #[test]
    fn piles_below_the_minimum_are_zero() {
        let g = near_equal_split_grundy(1000, 300);
        assert!(g[..300].iter().all(|&v| v == 0));
        assert!(g[300] != 0, "300 -> 150 + 150 is worth 0");
    }
}
