//! Sums of games.

use std::ops::BitXor;

/// The nim-sum (XOR) of `values`: by the Sprague-Grundy theorem, the Grundy value of the sum of
/// games whose Grundy values are `values`. The player to move wins a sum iff its nim-sum is not 0.
///
/// The empty sum is 0 (no move: the player to move loses).
///
/// # Complexity
/// O(n) for n values.
///
/// # Example
/// ```
/// use cgt_nim::nim_sum;
/// assert_eq!(nim_sum([7u64, 11, 13]), 1);
/// assert_eq!(nim_sum([45u32, 45]), 0);
/// assert_eq!(nim_sum(Vec::<u32>::new()), 0);
/// ```
pub fn nim_sum<T>(values: impl IntoIterator<Item = T>) -> T
where
    T: BitXor<Output = T> + Default,
{
    values
        .into_iter()
        .fold(T::default(), |acc, value| acc ^ value)
}

#[cfg(test)]
mod tests {
    use super::*;
    use rand::{rngs::StdRng, Rng, SeedableRng};

    /// The nim-sum from its definition as carry-less addition: bit b is set iff an odd number
    /// of the values have bit b set.
    fn nim_sum_naive(values: &[u64]) -> u64 {
        (0..64)
            .filter(|&bit| values.iter().filter(|&&v| v >> bit & 1 == 1).count() % 2 == 1)
            .map(|bit| 1u64 << bit)
            .sum()
    }

    #[test]
    fn nim_sum_compare_with_naive() {
        let mut rng = StdRng::seed_from_u64(3);
        for _ in 0..2000 {
            let len = rng.random_range(0..10);
            let values: Vec<u64> = (0..len).map(|_| rng.random()).collect();
            assert_eq!(nim_sum(values.iter().copied()), nim_sum_naive(&values));
        }
    }
}
