//! Sequences of bounded numbers with a given XOR.

use cgt_modular::{ModInt, Modulus};

/// The number of sequences `(x_1, ..., x_n)` with every `0 <= x_i < bound` whose XOR is
/// `target`, modulo a prime: the number of n-pile Nim positions with piles below `bound` and
/// nim-sum `target` (0: the positions lost for the player to move). For n = 0 the empty
/// sequence has XOR 0.
///
/// Every `x_i < L` leaves the binary expansion of `L` at some bit `b_i` where `L` has a 1 and
/// `x_i` a 0, agreeing with `L` above. Group the sequences by the highest such bit `B` and the
/// number `k >= 1` of terms that leave there: above `B` every term is `L`'s prefix; at `B` the
/// `n - k` others carry `L`'s 1; below `B` the `k` terms that left are free (`2^B` values each)
/// and the others are below `r = L mod 2^B`. One free term fixes the XOR of the bits below `B`,
/// so the group holds `C(n, k) · (2^B)^(k-1) · r^(n-k)` sequences when the bits at and above
/// `B` match `target`. Summed over `k` of one parity by `((r + 2^B)^n ± (r - 2^B)^n) / 2`.
///
/// # Constraints
/// The modulus is an odd prime; `n`, `bound` and `target` any `u64`.
///
/// # Complexity
/// O(64 · log n) time, O(1) memory: no table over the values.
///
/// # Example
/// ```
/// use cgt_modular::Mod1000000007 as Mod;
/// use cgt_xor_count::count_sequences_with_xor;
/// // Pairs below 3 with XOR 0: (0, 0), (1, 1), (2, 2); with XOR 3: (1, 2), (2, 1).
/// let pairs: Mod = count_sequences_with_xor(2, 3, 0);
/// assert_eq!(pairs, Mod::new(3));
/// assert_eq!(count_sequences_with_xor::<_>(2, 3, 3), Mod::new(2));
/// // Every XOR of numbers below 2^k is equally likely: 2^(k(n-1)) each.
/// assert_eq!(count_sequences_with_xor::<_>(3, 8, 5), Mod::new(64));
/// ```
///
/// It counts Nim positions by their nim-sum, as maspypy's `count_seq_with_fixed_xor_value`.
///
/// Used by: no judge problem yet.
pub fn count_sequences_with_xor<M: Modulus>(n: u64, bound: u64, target: u64) -> ModInt<M> {
    assert!(
        M::modulus() % 2 == 1,
        "the modulus {} must be an odd prime",
        M::modulus()
    );
    if n == 0 {
        return ModInt::from(u64::from(target == 0));
    }
    let above = |value: u64, bit: u32| value.checked_shr(bit + 1).unwrap_or(0);
    let half = ModInt::<M>::new(2).inv();
    let mut total = ModInt::zero();
    for bit in (0..64).filter(|&bit| bound >> bit & 1 == 1) {
        let prefix_xor = if n % 2 == 1 { above(bound, bit) } else { 0 };
        if above(target, bit) != prefix_xor {
            continue;
        }
        // The n - k terms that stay below L carry its 1 at `bit`; k must make their parity
        // the target's bit.
        let k_parity = (n + (target >> bit & 1)) % 2;
        let free = ModInt::<M>::new(2).pow(u64::from(bit));
        let rest = ModInt::<M>::new(bound & ((1 << bit) - 1));
        let plus = (rest + free).pow(n);
        let minus = (rest - free).pow(n);
        let mut sum = if k_parity == 0 {
            (plus + minus) * half
        } else {
            (plus - minus) * half
        };
        if k_parity == 0 {
            // k = 0 is not a group: some term must leave at `bit`.
            sum -= rest.pow(n);
        }
        total += sum * free.inv();
    }
    total
}

#[cfg(test)]
#[path = "fixed_xor/tests.rs"]
mod tests;
