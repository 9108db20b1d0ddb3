//! Subsets counted by their XOR and their size modulo d, in place and in increasing order.

use cgt_modular::{ModInt, Modulus};

/// The counts of [`count_subsets_by_xor_and_size`]: for every XOR `x < width` and size class
/// `j < classes`, the number of subsets with XOR `x` and size `≡ j (mod classes)`.
///
/// Stored row by row (one row of `classes` counts per XOR): `4 * width * classes` bytes.
///
/// # Constraints
/// As [`count_subsets_by_xor_and_size`].
///
/// # Complexity
/// [`XorSizeCounts::get`] O(1).
///
/// # Example
/// ```
/// use cgt_modular::Mod1000000007 as Mod;
/// use cgt_xor_count::count_subsets_by_xor_and_size;
/// let counts = count_subsets_by_xor_and_size::<_>([5, 5], 2);
/// assert_eq!(counts.width(), 8);
/// assert_eq!(counts.get(0, 0), Mod::new(2)); // {} and {5, 5}
/// assert_eq!(counts.get(5, 1), Mod::new(2)); // {5} twice
/// assert_eq!(counts.get(100, 0), Mod::new(0)); // beyond every XOR
/// ```
///
/// Used by: luogu-p5970.
pub struct XorSizeCounts<M: Modulus> {
    width: usize,
    classes: usize,
    counts: Vec<ModInt<M>>,
}

impl<M: Modulus> XorSizeCounts<M> {
    /// A power of two above every value: every XOR of values is below it.
    pub fn width(&self) -> usize {
        self.width
    }

    /// The number of size classes `d`.
    pub fn classes(&self) -> usize {
        self.classes
    }

    /// The number of subsets with XOR `xor` and size `≡ class (mod d)` (0 for `xor >= width`).
    pub fn get(&self, xor: usize, class: usize) -> ModInt<M> {
        assert!(
            class < self.classes,
            "class {class} is not below {}",
            self.classes
        );
        if xor >= self.width {
            return ModInt::zero();
        }
        self.counts[xor * self.classes + class]
    }
}

/// The subsets of `values` (a multiset: equal values are different elements) counted by their
/// XOR and their size modulo `classes` (d), modulo `M::modulus()`. The empty subset counts (XOR
/// 0, size 0). For a Nim position this counts the discard sets by the XOR they leave: the XOR of
/// the kept piles is the total XOR ^ the XOR of the discarded ones, so the discard sets of size
/// `≡ 0 (mod d)` that leave a lost Nim (kept XOR 0) are `get(total_xor, 0)`.
///
/// Adding a value v: `f'[x][j] = f[x][j] + f[x ^ v][j - 1 mod d]` (leave v out, or take it).
/// The values are taken in increasing order: after those up to v every XOR is below the
/// smallest power of two W > v, so v costs O(W · d) and the XOR range doubles only when a value
/// needs it: O(Σ W(v) · d) = O(total · d) in all (W(v) <= 2v), instead of a full range per value.
/// Each pair of rows `x < x ^ v` is updated in place through a buffer of d counts: one table,
/// no copy of it. The table is allocated once at its final width (no doubling of the
/// allocation, whose old and new copies would live together).
///
/// For ordered sequences of bounded numbers with a given XOR (every term free below a bound),
/// see [`crate::count_sequences_with_xor`]; for subsets by XOR alone, [`crate::count_subsets_by_xor`].
///
/// # Constraints
/// `classes >= 1`; values below 2^31.
///
/// # Complexity
/// O(n log n + Σ_v W(v) · d) time, at most O(n + 2 · total · d) for n values summing to `total`;
/// memory `4 · W · d` bytes for the largest value's W (2^20 · 10 counts: 40 MB), plus 4 bytes
/// per value.
///
/// # Example
/// ```
/// use cgt_modular::Mod1000000007 as Mod;
/// use cgt_xor_count::count_subsets_by_xor_and_size;
/// // Piles 1 3 4 1 2 (XOR 5): discard an even number of piles and leave XOR 0.
/// let piles = [1, 3, 4, 1, 2];
/// let counts = count_subsets_by_xor_and_size::<_>(piles, 2);
/// assert_eq!(counts.get(5, 0), Mod::new(2)); // {1, 4} twice
/// ```
///
/// Used by: luogu-p5970.
pub fn count_subsets_by_xor_and_size<M: Modulus>(
    values: impl IntoIterator<Item = usize>,
    classes: usize,
) -> XorSizeCounts<M> {
    assert!(classes >= 1, "at least one size class");
    let mut values: Vec<u32> = values
        .into_iter()
        .map(|v| {
            assert!(v < 1 << 31, "value {v} is not below 2^31");
            v as u32
        })
        .collect();
    values.sort_unstable();
    let largest = values.last().map_or(0, |&v| v as usize);
    let final_width = (largest + 1).next_power_of_two();
    let d = classes;
    let mut counts = vec![ModInt::<M>::zero(); final_width * d];
    counts[0] = ModInt::one();
    let mut buffer = vec![ModInt::<M>::zero(); d];
    let mut width = 1;
    for &v in &values {
        let v = v as usize;
        while width <= v {
            width *= 2;
        }
        if v == 0 {
            // Taking a 0 keeps the XOR and moves the class: every row turns by one class.
            for row in counts[..width * d].chunks_exact_mut(d) {
                buffer.copy_from_slice(row);
                for j in 0..d {
                    row[j] += buffer[(j + d - 1) % d];
                }
            }
            continue;
        }
        let high = 1usize << (usize::BITS - 1 - v.leading_zeros());
        // The pairs (x, x ^ v) with x < x ^ v: the x without v's highest bit.
        for block in (0..width).step_by(2 * high) {
            for x in block..block + high {
                let y = x ^ v;
                let (low, upper) = counts.split_at_mut(y * d);
                let row_x = &mut low[x * d..x * d + d];
                let row_y = &mut upper[..d];
                buffer.copy_from_slice(row_x);
                row_x[0] += row_y[d - 1];
                for j in 1..d {
                    row_x[j] += row_y[j - 1];
                }
                row_y[0] += buffer[d - 1];
                for j in 1..d {
                    row_y[j] += buffer[j - 1];
                }
            }
        }
    }
    XorSizeCounts {
        width: final_width,
        classes: d,
        counts,
    }
}

#[cfg(test)]
#[path = "by_size/tests.rs"]
mod tests;
