//! Counting positions by their XOR (nim-sum), modulo a prime.
//!
//! * [`count_subsets_by_xor`]: the subsets of a multiset by their XOR, one value at a time.
//! * [`count_subsets_by_xor_and_size`]: the subsets by their XOR and their size modulo d (a
//!   discard set whose size must be a multiple of d, leaving a lost Nim), values taken in
//!   increasing order so that the XOR range doubles only when it must, in place: O(total · d)
//!   time and 4 · d · W bytes ([`XorSizeCounts`]).
//! * [`walsh_hadamard`] and [`inverse_walsh_hadamard`]: the transform that turns XOR convolution
//!   into a pointwise product; [`xor_convolution`], and [`xor_convolution_power`] (ordered
//!   n-tuples by their XOR, n up to 2^64 - 1: one transform, pointwise powers, one transform
//!   back).
//! * [`count_sequences_with_xor`]: the sequences in `[0, L)^n` with a given XOR, without a table
//!   over the values (L up to 2^64 - 1).
//!
//! Used by: local-hard-nim, luogu-p5675, luogu-p5970.

mod by_size;
mod fixed_xor;
mod walsh_hadamard;

pub use by_size::{count_subsets_by_xor_and_size, XorSizeCounts};
pub use fixed_xor::count_sequences_with_xor;
pub use walsh_hadamard::{
    inverse_walsh_hadamard, walsh_hadamard, xor_convolution, xor_convolution_power,
};

use cgt_modular::{ModInt, Modulus};

/// For every `x` in `0..size`, the number of subsets of `values` (a multiset: equal values are
/// different elements) whose XOR is `x`, modulo `M::modulus()`. The empty subset counts, with
/// XOR 0. [`count_subsets_by_xor_and_size`] also sorts them by size.
///
/// The DP adds one value at a time: `count'[x] = count[x] + count[x ^ v]`.
///
/// # Constraints
/// `size` is a power of two, every value is below `size`; any modulus of [`cgt_modular`].
///
/// # Complexity
/// O(n * size) time and O(size) memory for n values.
///
/// # Example
/// ```
/// use cgt_modular::Mod1000000007 as Mod;
/// use cgt_xor_count::count_subsets_by_xor;
/// // Subsets of {1, 2, 3}: {} and {1,2,3} have XOR 0; {1}, {2,3}: 1; {2}, {1,3}: 2; {3}, {1,2}: 3.
/// let counts: Vec<Mod> = count_subsets_by_xor([1, 2, 3], 4);
/// assert_eq!(counts, [Mod::new(2); 4]);
/// ```
///
/// Used by: luogu-p5675.
pub fn count_subsets_by_xor<M: Modulus>(
    values: impl IntoIterator<Item = usize>,
    size: usize,
) -> Vec<ModInt<M>> {
    assert!(size.is_power_of_two(), "size must be a power of two");
    let mut count = vec![ModInt::zero(); size];
    count[0] = ModInt::one();
    let mut next = vec![ModInt::zero(); size];
    for value in values {
        assert!(value < size, "value {value} is not below size {size}");
        for x in 0..size {
            next[x] = count[x] + count[x ^ value];
        }
        std::mem::swap(&mut count, &mut next);
    }
    count
}

#[cfg(test)]
mod tests;
