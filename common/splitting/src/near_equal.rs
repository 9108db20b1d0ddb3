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
#[path = "near_equal/tests.rs"]
mod tests;
