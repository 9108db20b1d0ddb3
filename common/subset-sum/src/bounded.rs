//! Subset sums with bounded multiplicities, by binary splitting.

use crate::SubsetSums;

/// The sums in `0..=limit` of `k_0 v_0 + k_1 v_1 + ...` with `0 <= k_i <= c_i`, for items
/// `(v_i, c_i)`, with the multiplicities that make a reached sum.
///
/// Binary splitting: `c` copies of `v` are the 0/1 items `v, 2v, 4v, ..., r v` (powers of two,
/// then the rest `r`), whose subsets add up to every multiple `k v` with `0 <= k <= c` and no
/// other; a [`SubsetSums`] over those pieces does the rest.
///
/// # Constraints
/// As [`SubsetSums`]; `c_i * v_i` fits a `usize`.
///
/// # Complexity
/// O(limit / 64 * Σ log2(c_i + 1) + limit) time, `limit / 8 + 4 * limit` bytes plus the pieces;
/// [`BoundedSubsetSums::multiplicities`] O(number of items + pieces).
///
/// # Example
/// ```
/// use cgt_subset_sum::BoundedSubsetSums;
/// // Up to 3 coins of 5 and 2 coins of 7.
/// let sums = BoundedSubsetSums::new(&[(5, 3), (7, 2)], 40);
/// assert!(sums.reachable(24) && !sums.reachable(16));
/// assert_eq!(sums.multiplicities(24), Some(vec![2, 2]));
/// assert_eq!(sums.multiplicities(29), Some(vec![3, 2]));
/// assert_eq!(sums.multiplicities(30), None);
/// ```
///
/// Used by: no judge problem yet.
pub struct BoundedSubsetSums {
    sums: SubsetSums,
    /// For each piece, its item and how many copies of it the piece stands for.
    pieces: Vec<(usize, usize)>,
    items: usize,
}

impl BoundedSubsetSums {
    /// The sums `0..=limit` of items `(value, count)`.
    pub fn new(items: &[(usize, usize)], limit: usize) -> Self {
        let mut pieces = Vec::new();
        let mut values = Vec::new();
        for (item, &(value, count)) in items.iter().enumerate() {
            let mut left = count;
            let mut size = 1;
            while left > 0 {
                let take = size.min(left);
                pieces.push((item, take));
                values.push(value.saturating_mul(take));
                left -= take;
                size *= 2;
            }
        }
        BoundedSubsetSums {
            sums: SubsetSums::new(&values, limit),
            pieces,
            items: items.len(),
        }
    }

    /// Whether some choice of multiplicities sums to `sum`.
    pub fn reachable(&self, sum: usize) -> bool {
        self.sums.reachable(sum)
    }

    /// The reached sums, increasing.
    pub fn sums(&self) -> impl Iterator<Item = usize> + '_ {
        self.sums.sums()
    }

    /// How many of each item (`k_i <= c_i`) make `sum`, if any choice does.
    pub fn multiplicities(&self, sum: usize) -> Option<Vec<usize>> {
        let pieces = self.sums.subset(sum)?;
        let mut taken = vec![0; self.items];
        for piece in pieces {
            let (item, copies) = self.pieces[piece];
            taken[item] += copies;
        }
        Some(taken)
    }
}

#[cfg(test)]
#[path = "bounded/tests.rs"]
mod tests;
