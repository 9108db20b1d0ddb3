//! The Walsh–Hadamard transform modulo a prime, XOR convolution and its powers.

use cgt_modular::{ModInt, Modulus};

fn check<M: Modulus>(values: &[ModInt<M>]) {
    assert!(
        values.len().is_power_of_two(),
        "the length {} is not a power of two",
        values.len()
    );
    assert!(
        M::modulus() % 2 == 1,
        "the modulus {} must be an odd prime",
        M::modulus()
    );
}

/// The Walsh–Hadamard transform of `values`, in place, modulo a prime:
/// `values[x]` becomes `Σ_y (-1)^popcount(x & y) · values[y]`.
///
/// It turns XOR convolution into a pointwise product: the transform of `a ⊛ b`
/// (`(a ⊛ b)[x] = Σ_{y ^ z = x} a[y] · b[z]`) is the pointwise product of the transforms.
/// Residues are [`cgt_modular::ModInt`]s (a negative value `-v` of the transform is `p - v`).
///
/// # Constraints
/// `values.len()` is a power of two; the modulus is an odd prime (odd, so that
/// [`inverse_walsh_hadamard`] can divide by the length).
///
/// # Complexity
/// O(S log S) additions for S values, O(1) extra memory.
///
/// # Example
/// ```
/// use cgt_modular::Mod1000000007 as Mod;
/// use cgt_xor_count::walsh_hadamard;
/// let mut a: Vec<Mod> = [1, 2, 0, 0].map(Mod::new).to_vec();
/// walsh_hadamard(&mut a);
/// let minus_one = Mod::from(-1);
/// assert_eq!(a, [Mod::new(3), minus_one, Mod::new(3), minus_one]); // 1 + 2, 1 - 2, 1 + 2, 1 - 2
/// ```
///
/// [`xor_convolution_power`] is built on it.
///
/// Used by: local-hard-nim.
pub fn walsh_hadamard<M: Modulus>(values: &mut [ModInt<M>]) {
    check(values);
    let mut half = 1;
    while half < values.len() {
        for block in values.chunks_exact_mut(2 * half) {
            let (low, high) = block.split_at_mut(half);
            for (a, b) in low.iter_mut().zip(high.iter_mut()) {
                (*a, *b) = (*a + *b, *a - *b);
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
/// use cgt_modular::Mod998244353 as Mod;
/// use cgt_xor_count::{inverse_walsh_hadamard, walsh_hadamard};
/// let a: Vec<Mod> = [5, 0, 7, 1, 0, 0, 2, 9].map(Mod::new).to_vec();
/// let mut b = a.clone();
/// walsh_hadamard(&mut b);
/// inverse_walsh_hadamard(&mut b);
/// assert_eq!(a, b);
/// ```
///
/// [`xor_convolution_power`] is built on it.
///
/// Used by: local-hard-nim.
pub fn inverse_walsh_hadamard<M: Modulus>(values: &mut [ModInt<M>]) {
    walsh_hadamard(values);
    let inverse = ModInt::from(values.len()).inv();
    for v in values.iter_mut() {
        *v *= inverse;
    }
}

/// The XOR convolution `c[x] = Σ_{y ^ z = x} a[y] · b[z]` modulo a prime: if `a` and `b`
/// count the ways to reach each value, `c` counts the pairs by the XOR of their values.
///
/// # Constraints
/// `a` and `b` have the same length, a power of two (every XOR of indices stays below it);
/// the modulus is an odd prime.
///
/// # Complexity
/// O(S log S) for length S.
///
/// # Example
/// ```
/// use cgt_modular::{ConstModulus, ModInt};
/// use cgt_xor_count::xor_convolution;
/// type Mod7 = ModInt<ConstModulus<7>>;
/// let (a, b) = ([1, 1, 0, 0].map(Mod7::new), [0, 1, 1, 0].map(Mod7::new));
/// // Pairs (y, z) with y in {0, 1} and z in {1, 2}, by y ^ z: 0^1 = 1, 0^2 = 2, 1^1 = 0, 1^2 = 3.
/// assert_eq!(xor_convolution(&a, &b), [1, 1, 1, 1].map(Mod7::new));
/// ```
///
/// [`xor_convolution_power`] is its power.
///
/// Used by: no judge problem yet.
pub fn xor_convolution<M: Modulus>(a: &[ModInt<M>], b: &[ModInt<M>]) -> Vec<ModInt<M>> {
    assert_eq!(a.len(), b.len(), "the two vectors differ in length");
    let mut fa = a.to_vec();
    let mut fb = b.to_vec();
    walsh_hadamard(&mut fa);
    walsh_hadamard(&mut fb);
    for (x, &y) in fa.iter_mut().zip(&fb) {
        *x *= y;
    }
    inverse_walsh_hadamard(&mut fa);
    fa
}

/// The n-th XOR-convolution power `a ⊛ a ⊛ ... ⊛ a` (n factors) modulo a prime: entry x counts
/// the ordered n-tuples of choices by the XOR of their values, if `a[v]` counts the ways to choose
/// v. The 0-th power is the identity (1 at index 0: the empty tuple).
///
/// The transform is done once, each entry raised to the n-th power, and transformed back once
/// (never a transform per squaring). Entries of a transform repeat (the transform of a 0/1
/// vector with k ones takes at most k + 1 values), so powers already computed are looked up in
/// a small hash table instead of being computed again.
///
/// # Constraints
/// `a.len()` is a power of two; the modulus is an odd prime; any `n` (up to 2^64 - 1).
///
/// # Complexity
/// O(S log S + D log n) for length S and D distinct values in the transform (D <= S; a
/// collision in the cache recomputes a power), O(S) memory.
///
/// # Example
/// ```
/// use cgt_modular::Mod1000000007 as Mod;
/// use cgt_xor_count::xor_convolution_power;
/// // Ordered triples of primes <= 7 (2, 3, 5, 7) by their XOR: 6 triples XOR to 0,
/// // the permutations of (2, 5, 7) (BZOJ 4589's first sample).
/// let primes = [0, 0, 1, 1, 0, 1, 0, 1].map(Mod::new);
/// assert_eq!(xor_convolution_power(&primes, 3)[0], Mod::new(6));
/// assert_eq!(xor_convolution_power(&primes, 0), [1, 0, 0, 0, 0, 0, 0, 0].map(Mod::new));
/// ```
///
/// Used by: local-hard-nim.
pub fn xor_convolution_power<M: Modulus>(a: &[ModInt<M>], n: u64) -> Vec<ModInt<M>> {
    let mut transform = a.to_vec();
    walsh_hadamard(&mut transform);
    // A direct-mapped cache of the powers already computed, by a multiplicative hash of the
    // value; a collision only costs a recomputation. (Residues are below 2^31, so u32::MAX
    // marks an empty slot.)
    let bits = transform.len().trailing_zeros().max(1);
    let mut cache = vec![(u32::MAX, ModInt::zero()); 1 << bits];
    for v in transform.iter_mut() {
        let key = v.value();
        let slot = (u64::from(key).wrapping_mul(0x9E37_79B9_7F4A_7C15) >> (64 - bits)) as usize;
        if cache[slot].0 != key {
            cache[slot] = (key, v.pow(n));
        }
        *v = cache[slot].1;
    }
    inverse_walsh_hadamard(&mut transform);
    transform
}

#[cfg(test)]
#[path = "walsh_hadamard/tests.rs"]
mod tests;
