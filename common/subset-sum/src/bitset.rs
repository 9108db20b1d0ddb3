//! 0/1 subset sums on a bitset, with reconstruction.

/// The sums in `0..=limit` reached by subsets of `values` (a multiset: equal values are
/// different items), with one subset for each.
///
/// Values are added one at a time: `reached |= reached << v` on a bitset of `limit + 1` bits.
/// For reconstruction each sum remembers the first item at which it was reached: then
/// `sum - values[item]` was reached by items before it, so following the items back from any
/// reached sum yields a subset of distinct items (a `u32` per sum, no table per item).
///
/// # Constraints
/// `limit < 2^32 - 1`; `values.len() < 2^32`. Values above `limit` (and zeros) never help
/// reach a sum in range and are skipped.
///
/// # Complexity
/// [`SubsetSums::new`]: O(n * limit / 64 + limit) time for n values, `limit / 8 + 4 * limit`
/// bytes; [`SubsetSums::reachable`] O(1); [`SubsetSums::subset`] O(size of the subset).
///
/// # Example
/// ```
/// use cgt_subset_sum::SubsetSums;
/// let values = [3, 5, 7, 7];
/// let sums = SubsetSums::new(&values, 20);
/// assert!(sums.reachable(12) && !sums.reachable(11));
/// let items = sums.subset(17).unwrap(); // 3 + 7 + 7
/// assert_eq!(items.iter().map(|&i| values[i]).sum::<usize>(), 17);
/// assert_eq!(sums.subset(0), Some(vec![]));
/// assert_eq!(sums.subset(11), None);
/// ```
///
/// Used by: no judge problem yet.
pub struct SubsetSums {
    limit: usize,
    reached: Vec<u64>,
    /// The item at which each sum was first reached (`NONE` for 0 and unreached sums).
    first: Vec<u32>,
    values: Vec<usize>,
}

const NONE: u32 = u32::MAX;

impl SubsetSums {
    /// The sums `0..=limit` of subsets of `values`.
    pub fn new(values: &[usize], limit: usize) -> Self {
        assert!(limit < NONE as usize, "limit {limit} too large");
        assert!(values.len() < NONE as usize, "too many values");
        let words = limit / 64 + 1;
        let mut reached = vec![0u64; words];
        reached[0] = 1;
        let mut first = vec![NONE; limit + 1];
        let last_mask = if (limit + 1) % 64 == 0 {
            u64::MAX
        } else {
            (1u64 << ((limit + 1) % 64)) - 1
        };
        for (item, &v) in values.iter().enumerate() {
            if v == 0 || v > limit {
                continue;
            }
            let (word_shift, bit_shift) = (v / 64, v % 64);
            // From the top word down, so that the words read are still those before this item.
            for i in (word_shift..words).rev() {
                let low = reached[i - word_shift];
                let mut shifted = low << bit_shift;
                if bit_shift > 0 && i > word_shift {
                    shifted |= reached[i - word_shift - 1] >> (64 - bit_shift);
                }
                if i == words - 1 {
                    shifted &= last_mask;
                }
                let mut new = shifted & !reached[i];
                reached[i] |= shifted;
                while new != 0 {
                    let bit = new.trailing_zeros() as usize;
                    first[i * 64 + bit] = item as u32;
                    new &= new - 1;
                }
            }
        }
        SubsetSums {
            limit,
            reached,
            first,
            values: values.to_vec(),
        }
    }

    /// The largest sum asked about.
    pub fn limit(&self) -> usize {
        self.limit
    }

    /// Whether some subset sums to `sum` (false above the limit).
    pub fn reachable(&self, sum: usize) -> bool {
        sum <= self.limit && self.reached[sum / 64] >> (sum % 64) & 1 == 1
    }

    /// The reached sums, increasing.
    pub fn sums(&self) -> impl Iterator<Item = usize> + '_ {
        (0..=self.limit).filter(move |&s| self.reachable(s))
    }

    /// The indices (increasing) of items that sum to `sum`, if any subset does.
    pub fn subset(&self, mut sum: usize) -> Option<Vec<usize>> {
        if !self.reachable(sum) {
            return None;
        }
        let mut items = Vec::new();
        while sum > 0 {
            let item = self.first[sum] as usize;
            items.push(item);
            sum -= self.values[item];
        }
        items.reverse();
        Some(items)
    }
}

/// A split of `values` into two parts of equal sum: the indices (increasing) of one part, the
/// others making the other; `None` when the total is odd or no subset reaches half of it.
///
/// # Constraints
/// The total fits a `usize` and half of it is below `2^32 - 1`.
///
/// # Complexity
/// O(n * S / 128 + S) time and about `4.1 * S / 2` bytes for total S (a [`SubsetSums`] to S/2).
///
/// # Example
/// ```
/// use cgt_subset_sum::equal_partition;
/// let values = [3, 1, 1, 2, 2, 1];
/// let half = equal_partition(&values).unwrap();
/// assert_eq!(half.iter().map(|&i| values[i]).sum::<usize>(), 5);
/// assert_eq!(equal_partition(&[2, 3]), None);
/// assert_eq!(equal_partition(&[1, 2, 4]), None); // total 7 is odd
/// assert_eq!(equal_partition(&[]), Some(vec![]));
/// ```
///
/// Used by: no judge problem yet.
pub fn equal_partition(values: &[usize]) -> Option<Vec<usize>> {
    let total: usize = values.iter().sum();
    if total % 2 == 1 {
        return None;
    }
    SubsetSums::new(values, total / 2).subset(total / 2)
}

#[cfg(test)]
#[path = "bitset/tests.rs"]
mod tests;
