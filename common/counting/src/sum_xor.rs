//! Tuples of non-negative integers with a given sum and a given XOR.

use cgt_modular::{Factorials, ModInt, Modulus};

/// The number of k-tuples `(a_1, ..., a_k)` of non-negative integers with `a_1 + ... + a_k =
/// sum` and `a_1 ^ ... ^ a_k = xor`, modulo a prime: with `xor = 0`, the k-pile Nim positions of
/// `sum` stones that are lost for the player to move.
///
/// Bit by bit from the lowest: at bit b some c of the k numbers have a 1; c has the parity of
/// bit b of `xor` and can be chosen in C(k, c) ways; with the carry from the bits below, bit b
/// of `carry + c` must be bit b of `sum`, and `(carry + c) >> 1` carries on. The carry stays
/// below k, so the DP has k states per bit; past the top bit of `sum` the carry must be 0.
///
/// # Constraints
/// The modulus is a prime above k.
///
/// # Complexity
/// O(64 · k²) time, O(k) memory.
///
/// # Example
/// ```
/// use cgt_counting::count_tuples_with_sum_and_xor;
/// use cgt_modular::Mod1000000007 as Mod;
/// // Pairs with sum 6 and XOR 0: (3, 3) only. Triples with sum 6 and XOR 0: the permutations
/// // of (0, 3, 3), (1, 2, 3): 3 + 6 = 9.
/// assert_eq!(count_tuples_with_sum_and_xor::<_>(2, 6, 0), Mod::new(1));
/// assert_eq!(count_tuples_with_sum_and_xor::<_>(3, 6, 0), Mod::new(9));
/// // The XOR and the sum have the same parity, or there is no tuple.
/// assert_eq!(count_tuples_with_sum_and_xor::<_>(3, 6, 1), Mod::new(0));
/// ```
///
/// Used by: no judge problem yet.
pub fn count_tuples_with_sum_and_xor<M: Modulus>(k: usize, sum: u64, xor: u64) -> ModInt<M> {
    if k == 0 {
        return ModInt::from(u64::from(sum == 0 && xor == 0));
    }
    let binomials = Factorials::<M>::new(k);
    // ways[carry]: the ways to fill the bits below b leaving this carry into bit b.
    let mut ways = vec![ModInt::<M>::zero(); k];
    ways[0] = ModInt::one();
    for bit in 0..64 {
        let (sum_bit, xor_bit) = ((sum >> bit & 1) as usize, (xor >> bit & 1) as usize);
        let mut next = vec![ModInt::<M>::zero(); k];
        for (carry, &w) in ways.iter().enumerate() {
            if w.value() == 0 {
                continue;
            }
            for c in (xor_bit..=k).step_by(2) {
                let total = carry + c;
                if total & 1 == sum_bit {
                    next[total >> 1] += w * binomials.binomial(k, c);
                }
            }
        }
        ways = next;
    }
    ways[0]
}

/// For every `s` in `0..=max_sum`, the number of k-tuples of non-negative integers with sum `s`
/// and XOR `xor`, modulo a prime.
///
/// Bit by bit from the lowest: `ways[s]` counts the choices of the bits below b that add up to
/// s; at bit b, c of the k numbers (c of the parity of bit b of `xor`, in C(k, c) ways) add
/// `c · 2^b`. Bits above the top bit of `max_sum` are 0 in every number.
///
/// # Constraints
/// The modulus is a prime above k; `max_sum` fits the memory (a residue per sum).
///
/// # Complexity
/// O(log(max_sum) · max_sum · k) time (each sum tries the k/2 + 1 counts c of one parity),
/// O(max_sum) memory.
///
/// # Example
/// ```
/// use cgt_counting::count_tuples_by_sum_with_xor;
/// use cgt_modular::Mod1000000007 as Mod;
/// // Pairs with XOR 0 are (a, a): one for every even sum.
/// let pairs: Vec<Mod> = count_tuples_by_sum_with_xor(2, 6, 0);
/// assert_eq!(pairs, [1, 0, 1, 0, 1, 0, 1].map(Mod::new));
/// ```
///
/// Used by: luogu-p5363.
pub fn count_tuples_by_sum_with_xor<M: Modulus>(
    k: usize,
    max_sum: usize,
    xor: u64,
) -> Vec<ModInt<M>> {
    let mut ways = vec![ModInt::<M>::zero(); max_sum + 1];
    let bits = usize::BITS - max_sum.leading_zeros();
    if k == 0 || xor >> bits != 0 {
        // No number reaches a bit of `xor` above the sums: only the empty tuple, for xor 0.
        ways[0] = ModInt::from(u64::from(k == 0 && xor == 0));
        return ways;
    }
    let binomials = Factorials::<M>::new(k);
    ways[0] = ModInt::one();
    for bit in 0..bits {
        let step = 1usize << bit;
        let parity = (xor >> bit & 1) as usize;
        let mut next = vec![ModInt::<M>::zero(); max_sum + 1];
        for (s, &w) in ways.iter().enumerate() {
            if w.value() == 0 {
                continue;
            }
            for c in (parity..=k).step_by(2) {
                let total = s + c * step;
                if total > max_sum {
                    break;
                }
                next[total] += w * binomials.binomial(k, c);
            }
        }
        ways = next;
    }
    ways
}

// The unit tests are in the sibling folder (cargo-equip looks for `src/tests.rs` otherwise).
#[cfg(test)]
#[path = "sum_xor/tests.rs"]
mod tests;
