//! Quotient blocks: the values of M that share one quotient ⌊x/M⌋.

/// The blocks of `M` in `1..=x` on which the quotient `⌊x/M⌋` is constant, in increasing order of
/// `M`: each item is `(first, last, q)`, meaning `⌊x/M⌋ = q` for every `M` in `first..=last`.
///
/// `⌊x/M⌋` takes fewer than `2√x` distinct values (at most `√x` values of `M` below `√x`, and
/// quotients below `√x` above it), so a sum over every `M` whose terms depend only on the quotient
/// (or, as in near-equal splits, on the quotient and the parity of `M`) costs O(√x) instead of
/// O(x). The last `M` of the block of quotient `q` is `⌊x/q⌋`.
///
/// # Constraints
/// None: `x = 0` has no blocks.
///
/// # Complexity
/// O(√x) items, O(1) each.
///
/// # Example
/// ```
/// use cgt_splitting::quotient_blocks;
/// let blocks: Vec<(u64, u64, u64)> = quotient_blocks(10).collect();
/// assert_eq!(blocks, [(1, 1, 10), (2, 2, 5), (3, 3, 3), (4, 5, 2), (6, 10, 1)]);
/// // The sum of ⌊10/M⌋ over M = 1..=10, block by block.
/// let sum: u64 = quotient_blocks(10).map(|(first, last, q)| (last - first + 1) * q).sum();
/// assert_eq!(sum, 27);
/// ```
///
/// [`crate::near_equal_split_grundy`] is built on it.
///
/// Used by: luogu-p3235.
pub fn quotient_blocks(x: u64) -> QuotientBlocks {
    QuotientBlocks { x, next: 1 }
}

/// The iterator of [`quotient_blocks`].
///
/// # Constraints
/// As [`quotient_blocks`]: none, every `x` (up to `u64::MAX`).
///
/// # Complexity
/// O(1) memory; each `next` is O(1) (two divisions), fewer than `2√x` items in all.
///
/// # Example
/// ```
/// use cgt_splitting::{quotient_blocks, QuotientBlocks};
/// let mut blocks: QuotientBlocks = quotient_blocks(7);
/// assert_eq!(blocks.next(), Some((1, 1, 7)));
/// assert_eq!(blocks.collect::<Vec<_>>(), [(2, 2, 3), (3, 3, 2), (4, 7, 1)]);
/// assert_eq!(quotient_blocks(0).count(), 0);
/// ```
///
/// Used by: luogu-p3235.
#[derive(Clone, Debug)]
pub struct QuotientBlocks {
    x: u64,
    /// The first `M` of the next block; 0 once the block ending at `x` has been given.
    next: u64,
}

impl Iterator for QuotientBlocks {
    type Item = (u64, u64, u64);

    fn next(&mut self) -> Option<(u64, u64, u64)> {
        if self.next == 0 || self.next > self.x {
            return None;
        }
        let first = self.next;
        let q = self.x / first;
        let last = self.x / q;
        // `last + 1` would overflow for x = u64::MAX.
        self.next = if last == self.x { 0 } else { last + 1 };
        Some((first, last, q))
    }
}

#[cfg(test)]
#[path = "quotient/tests.rs"]
mod tests;
