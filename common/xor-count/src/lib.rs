//! Counting positions by their XOR (nim-sum), modulo a prime.
//!
//! * [`count_subsets_by_xor`]: the subsets of a multiset by their XOR, one value at a time.
//! * [`walsh_hadamard`] and [`inverse_walsh_hadamard`]: the transform that turns XOR convolution
//!   into a pointwise product; [`xor_convolution`], and [`xor_convolution_power`] (ordered
//!   n-tuples by their XOR, n up to 2^64 - 1: one transform, pointwise powers, one transform
//!   back).
//! * [`count_sequences_with_xor`]: the sequences in `[0, L)^n` with a given XOR, without a table
//!   over the values (L up to 2^64 - 1).
//!
//! Used by: local-hard-nim, luogu-p5675.

mod fixed_xor;
mod walsh_hadamard;

pub use fixed_xor::count_sequences_with_xor;
pub use walsh_hadamard::{
    inverse_walsh_hadamard, walsh_hadamard, xor_convolution, xor_convolution_power,
};

/// For every `x` in `0..size`, the number of subsets of `values` (a multiset: equal values are
/// different elements) whose XOR is `x`, modulo `modulus`. The empty subset counts, with XOR 0.
///
/// The DP adds one value at a time: `count'[x] = count[x] + count[x ^ v]`.
///
/// # Constraints
/// `size` is a power of two, every value is below `size`, and `1 <= modulus < 2^63`.
///
/// # Complexity
/// O(n * size) time and O(size) memory for n values.
///
/// # Example
/// ```
/// use cgt_xor_count::count_subsets_by_xor;
/// // Subsets of {1, 2, 3}: {} and {1,2,3} have XOR 0; {1}, {2,3}: 1; {2}, {1,3}: 2; {3}, {1,2}: 3.
/// assert_eq!(count_subsets_by_xor([1, 2, 3], 4, 1_000_000_007), [2, 2, 2, 2]);
/// ```
///
/// Used by: luogu-p5675.
pub fn count_subsets_by_xor(
    values: impl IntoIterator<Item = usize>,
    size: usize,
    modulus: u64,
) -> Vec<u64> {
    assert!(size.is_power_of_two(), "size must be a power of two");
    let mut count = vec![0u64; size];
    count[0] = 1 % modulus;
    let mut next = vec![0u64; size];
    for value in values {
        assert!(value < size, "value {value} is not below size {size}");
        for x in 0..size {
            next[x] = (count[x] + count[x ^ value]) % modulus;
        }
        std::mem::swap(&mut count, &mut next);
    }
    count
}

#[cfg(test)]
mod tests {
    use super::*;
    use rand::{rngs::StdRng, Rng, SeedableRng};

    /// Enumerates all 2^n subsets.
    fn count_naive(values: &[usize], size: usize, modulus: u64) -> Vec<u64> {
        let mut count = vec![0u64; size];
        for mask in 0..1usize << values.len() {
            let xor = (0..values.len())
                .filter(|&i| mask >> i & 1 == 1)
                .fold(0, |acc, i| acc ^ values[i]);
            count[xor] = (count[xor] + 1) % modulus;
        }
        count
    }

    #[test]
    fn count_subsets_by_xor_compare_with_naive() {
        let mut rng = StdRng::seed_from_u64(5);
        for _ in 0..300 {
            let size = 1 << rng.random_range(0..5);
            let n = rng.random_range(0..11);
            let values: Vec<usize> = (0..n).map(|_| rng.random_range(0..size)).collect();
            let modulus = [1_000_000_007, 7, 2, 1][rng.random_range(0..4)];
            assert_eq!(
                count_subsets_by_xor(values.iter().copied(), size, modulus),
                count_naive(&values, size, modulus),
                "{values:?} size {size} mod {modulus}"
            );
        }
    }
}
