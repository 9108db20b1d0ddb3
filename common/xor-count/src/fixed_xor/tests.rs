use super::*;
use crate::xor_convolution_power;
use cgt_modular::{ConstModulus, Mod1000000007, Mod998244353, RuntimeModulus};
use rand::{rngs::StdRng, Rng, SeedableRng};

/// Enumerates all `bound^n` sequences.
fn count_naive(n: u32, bound: u64, target: u64) -> u64 {
    let mut count = 0;
    for index in 0..bound.pow(n) {
        let mut rest = index;
        let mut xor = 0;
        for _ in 0..n {
            xor ^= rest % bound;
            rest /= bound;
        }
        count += u64::from(xor == target);
    }
    count
}

#[test]
fn small_counts_match_enumeration() {
    for modulus in [1_000_000_007, 5] {
        RuntimeModulus::set(modulus);
        for n in 0..=4 {
            for bound in 0..=9 {
                for target in 0..18 {
                    let count: ModInt<RuntimeModulus> =
                        count_sequences_with_xor(u64::from(n), bound, target);
                    assert_eq!(
                        u64::from(count.value()),
                        count_naive(n, bound, target) % u64::from(modulus),
                        "n {n} bound {bound} target {target} mod {modulus}"
                    );
                }
            }
        }
    }
}

#[test]
fn long_sequences_match_the_convolution_power() {
    let mut rng = StdRng::seed_from_u64(368);
    for _ in 0..300 {
        let bound = rng.random_range(0..=64u64);
        let n = if rng.random() {
            rng.random_range(0..20)
        } else {
            rng.random()
        };
        let indicator: Vec<Mod998244353> = (0..128)
            .map(|v| ModInt::from(u64::from(v < bound)))
            .collect();
        let power = xor_convolution_power(&indicator, n);
        for (target, &expected) in power.iter().enumerate() {
            assert_eq!(
                count_sequences_with_xor::<ConstModulus<998_244_353>>(n, bound, target as u64),
                expected,
                "n {n} bound {bound} target {target}"
            );
        }
    }
}

#[test]
fn wide_bounds() {
    type P = ConstModulus<1_000_000_007>;
    // Below 2^64 every XOR is equally likely: 2^64 sequences of one term, one each.
    assert_eq!(
        count_sequences_with_xor::<P>(1, u64::MAX, 12345),
        ModInt::one()
    );
    assert_eq!(
        count_sequences_with_xor::<P>(1, u64::MAX, u64::MAX),
        ModInt::zero()
    );
    // Two terms below 2^63 with XOR 0: 2^63 of them.
    assert_eq!(
        count_sequences_with_xor::<P>(2, 1 << 63, 0),
        Mod1000000007::new(2).pow(63)
    );
    assert_eq!(
        count_sequences_with_xor::<P>(2, 1 << 63, 1 << 63),
        ModInt::zero()
    );
}
