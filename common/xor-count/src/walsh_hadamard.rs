//! The Walsh–Hadamard transform modulo a prime, XOR convolution and its powers.

/// `a * b mod modulus` for `a, b < modulus < 2^32`.
fn mul_mod(a: u64, b: u64, modulus: u64) -> u64 {
    a * b % modulus
}

/// `base^exponent mod modulus` by squaring, for `modulus < 2^32`.
pub(crate) fn pow_mod(base: u64, mut exponent: u64, modulus: u64) -> u64 {
    let mut base = base % modulus;
    let mut result = 1 % modulus;
    while exponent > 0 {
        if exponent & 1 == 1 {
            result = mul_mod(result, base, modulus);
        }
        base = mul_mod(base, base, modulus);
        exponent >>= 1;
    }
    result
}

/// The inverse of `a` modulo the prime `modulus` (Fermat: a^(p-2)).
pub(crate) fn inv_mod(a: u64, modulus: u64) -> u64 {
    assert!(a % modulus != 0, "{a} is not invertible modulo {modulus}");
    pow_mod(a, modulus - 2, modulus)
}

fn check(values: &[u64], modulus: u64) {
    assert!(
        values.len().is_power_of_two(),
        "the length {} is not a power of two",
        values.len()
    );
    assert!(
        modulus % 2 == 1 && modulus < 1 << 32,
        "the modulus {modulus} must be an odd prime below 2^32"
    );
}

/// The Walsh–Hadamard transform of `values`, in place, modulo `modulus`:
/// `values[x]` becomes `Σ_y (-1)^popcount(x & y) · values[y]`.
///
/// It turns XOR convolution into a pointwise product: the transform of `a ⊛ b`
/// (`(a ⊛ b)[x] = Σ_{y ^ z = x} a[y] · b[z]`) is the pointwise product of the transforms. Entries
/// are reduced modulo `modulus` first; a negative value `-v` of the transform is stored as
/// `modulus - v`.
///
/// # Constraints
/// `values.len()` is a power of two; `modulus` is an odd prime below 2^32 (odd, so that
/// [`inverse_walsh_hadamard`] can divide by the length).
///
/// # Complexity
/// O(S log S) additions for S values, O(1) extra memory.
///
/// # Example
/// ```
/// use cgt_xor_count::walsh_hadamard;
/// let p = 1_000_000_007;
/// let mut a = vec![1, 2, 0, 0];
/// walsh_hadamard(&mut a, p);
/// assert_eq!(a, [3, p - 1, 3, p - 1]); // 1 + 2, 1 - 2, 1 + 2, 1 - 2
/// ```
///
/// [`xor_convolution_power`] is built on it.
///
/// Used by: local-hard-nim.
pub fn walsh_hadamard(values: &mut [u64], modulus: u64) {
    check(values, modulus);
    for v in values.iter_mut() {
        if *v >= modulus {
            *v %= modulus;
        }
    }
    let mut half = 1;
    while half < values.len() {
        for block in values.chunks_exact_mut(2 * half) {
            let (low, high) = block.split_at_mut(half);
            for (a, b) in low.iter_mut().zip(high.iter_mut()) {
                let (x, y) = (*a, *b);
                let sum = x + y;
                let difference = x + modulus - y;
                *a = sum - if sum >= modulus { modulus } else { 0 };
                *b = difference - if difference >= modulus { modulus } else { 0 };
            }
        }
        half *= 2;
    }
}

/// The inverse Walsh–Hadamard transform, in place: the same transform, then a division by the
/// length S (the transform applied twice multiplies by S).
///
/// # Constraints
/// As [`walsh_hadamard`].
///
/// # Complexity
/// O(S log S).
///
/// # Example
/// ```
/// use cgt_xor_count::{inverse_walsh_hadamard, walsh_hadamard};
/// let p = 998_244_353;
/// let mut a = vec![5, 0, 7, 1, 0, 0, 2, 9];
/// walsh_hadamard(&mut a, p);
/// inverse_walsh_hadamard(&mut a, p);
/// assert_eq!(a, [5, 0, 7, 1, 0, 0, 2, 9]);
/// ```
///
/// [`xor_convolution_power`] is built on it.
///
/// Used by: local-hard-nim.
pub fn inverse_walsh_hadamard(values: &mut [u64], modulus: u64) {
    walsh_hadamard(values, modulus);
    let inverse = inv_mod(values.len() as u64 % modulus, modulus);
    for v in values.iter_mut() {
        *v = mul_mod(*v, inverse, modulus);
    }
}

/// The XOR convolution `c[x] = Σ_{y ^ z = x} a[y] · b[z]` modulo `modulus`: if `a` and `b`
/// count the ways to reach each value, `c` counts the pairs by the XOR of their values.
///
/// # Constraints
/// `a` and `b` have the same length, a power of two (every XOR of indices stays below it);
/// `modulus` is an odd prime below 2^32.
///
/// # Complexity
/// O(S log S) for length S.
///
/// # Example
/// ```
/// use cgt_xor_count::xor_convolution;
/// // Pairs (y, z) with y in {0, 1} and z in {1, 2}, by y ^ z: 0^1 = 1, 0^2 = 2, 1^1 = 0, 1^2 = 3.
/// assert_eq!(xor_convolution(&[1, 1, 0, 0], &[0, 1, 1, 0], 7), [1, 1, 1, 1]);
/// ```
///
/// [`xor_convolution_power`] is its power.
///
/// Used by: no judge problem yet.
pub fn xor_convolution(a: &[u64], b: &[u64], modulus: u64) -> Vec<u64> {
    assert_eq!(a.len(), b.len(), "the two vectors differ in length");
    let mut fa = a.to_vec();
    let mut fb = b.to_vec();
    walsh_hadamard(&mut fa, modulus);
    walsh_hadamard(&mut fb, modulus);
    for (x, &y) in fa.iter_mut().zip(&fb) {
        *x = mul_mod(*x, y, modulus);
    }
    inverse_walsh_hadamard(&mut fa, modulus);
    fa
}

/// The n-th XOR-convolution power `a ⊛ a ⊛ ... ⊛ a` (n factors) modulo `modulus`: entry x counts
/// the ordered n-tuples of choices by the XOR of their values, if `a[v]` counts the ways to choose
/// v. The 0-th power is the identity (1 at index 0: the empty tuple).
///
/// The transform is done once, each entry raised to the n-th power, and transformed back once
/// (never a transform per squaring). Entries of a transform repeat (the transform of a 0/1
/// vector with k ones takes at most k + 1 values), so powers already computed are looked up in
/// a small hash table instead of being computed again.
///
/// # Constraints
/// `a.len()` is a power of two; `modulus` is an odd prime below 2^32; any `n` (up to 2^64 - 1).
///
/// # Complexity
/// O(S log S + D log n) for length S and D distinct values in the transform (D <= S; a
/// collision in the cache recomputes a power), O(S) memory.
///
/// # Example
/// ```
/// use cgt_xor_count::xor_convolution_power;
/// // Ordered triples of primes <= 7 (2, 3, 5, 7) by their XOR: 6 triples XOR to 0,
/// // the permutations of (2, 5, 7) (BZOJ 4589's first sample).
/// let primes = [0, 0, 1, 1, 0, 1, 0, 1];
/// assert_eq!(xor_convolution_power(&primes, 3, 1_000_000_007)[0], 6);
/// assert_eq!(xor_convolution_power(&primes, 0, 1_000_000_007), [1, 0, 0, 0, 0, 0, 0, 0]);
/// ```
///
/// Used by: local-hard-nim.
pub fn xor_convolution_power(a: &[u64], n: u64, modulus: u64) -> Vec<u64> {
    let mut transform = a.to_vec();
    walsh_hadamard(&mut transform, modulus);
    // A direct-mapped cache of the powers already computed, by a multiplicative hash of the
    // value; a collision only costs a recomputation. (Keys are residues, below 2^32, so
    // u64::MAX marks an empty slot.)
    let bits = transform.len().trailing_zeros().max(1);
    let mut cache = vec![(u64::MAX, 0u64); 1 << bits];
    for v in transform.iter_mut() {
        let slot = (v.wrapping_mul(0x9E37_79B9_7F4A_7C15) >> (64 - bits)) as usize;
        if cache[slot].0 != *v {
            cache[slot] = (*v, pow_mod(*v, n, modulus));
        }
        *v = cache[slot].1;
    }
    inverse_walsh_hadamard(&mut transform, modulus);
    transform
}

#[cfg(test)]
mod tests {
    use super::*;
    use rand::{rngs::StdRng, Rng, SeedableRng};

    const MODULI: [u64; 4] = [1_000_000_007, 998_244_353, 7, 3];

    /// The transform from its definition, O(S^2).
    fn walsh_hadamard_naive(values: &[u64], modulus: u64) -> Vec<u64> {
        (0..values.len())
            .map(|x| {
                values.iter().enumerate().fold(0, |acc, (y, &v)| {
                    let v = v % modulus;
                    if (x & y).count_ones() % 2 == 0 {
                        (acc + v) % modulus
                    } else {
                        (acc + modulus - v) % modulus
                    }
                })
            })
            .collect()
    }

    /// XOR convolution from its definition, O(S^2).
    fn xor_convolution_naive(a: &[u64], b: &[u64], modulus: u64) -> Vec<u64> {
        let mut c = vec![0; a.len()];
        for (y, &u) in a.iter().enumerate() {
            for (z, &v) in b.iter().enumerate() {
                c[y ^ z] = (c[y ^ z] + u % modulus * (v % modulus)) % modulus;
            }
        }
        c
    }

    /// The n-th power by square-and-multiply over the naive convolution.
    fn xor_power_naive(a: &[u64], mut n: u64, modulus: u64) -> Vec<u64> {
        let mut result = vec![0; a.len()];
        result[0] = 1 % modulus;
        let mut base = a.to_vec();
        while n > 0 {
            if n & 1 == 1 {
                result = xor_convolution_naive(&result, &base, modulus);
            }
            base = xor_convolution_naive(&base, &base, modulus);
            n >>= 1;
        }
        result
    }

    fn random_vector(rng: &mut StdRng) -> Vec<u64> {
        let size = 1 << rng.random_range(0..6);
        let top = [2, 10, u64::MAX][rng.random_range(0..3)];
        (0..size).map(|_| rng.random_range(0..top)).collect()
    }

    #[test]
    fn transforms_match_the_definition() {
        let mut rng = StdRng::seed_from_u64(4589);
        for _ in 0..500 {
            let values = random_vector(&mut rng);
            let modulus = MODULI[rng.random_range(0..4)];
            let mut fast = values.clone();
            walsh_hadamard(&mut fast, modulus);
            assert_eq!(fast, walsh_hadamard_naive(&values, modulus), "{values:?}");
            inverse_walsh_hadamard(&mut fast, modulus);
            let reduced: Vec<u64> = values.iter().map(|v| v % modulus).collect();
            assert_eq!(fast, reduced);
        }
    }

    #[test]
    fn convolution_and_powers_match_the_definition() {
        let mut rng = StdRng::seed_from_u64(11469);
        for _ in 0..300 {
            let a = random_vector(&mut rng);
            let b: Vec<u64> = (0..a.len()).map(|_| rng.random_range(0..100)).collect();
            let modulus = MODULI[rng.random_range(0..4)];
            assert_eq!(
                xor_convolution(&a, &b, modulus),
                xor_convolution_naive(&a, &b, modulus)
            );
            let n = if rng.random() {
                rng.random_range(0..8)
            } else {
                rng.random()
            };
            assert_eq!(
                xor_convolution_power(&a, n, modulus),
                xor_power_naive(&a, n, modulus),
                "{a:?} n {n} mod {modulus}"
            );
        }
    }

    #[test]
    fn small_powers_are_repeated_convolutions() {
        let a = [3, 1, 4, 1, 5, 9, 2, 6];
        let p = 1_000_000_007;
        let mut power = vec![1, 0, 0, 0, 0, 0, 0, 0];
        for n in 0..6 {
            assert_eq!(xor_convolution_power(&a, n, p), power, "n {n}");
            power = xor_convolution_naive(&power, &a, p);
        }
    }
}
