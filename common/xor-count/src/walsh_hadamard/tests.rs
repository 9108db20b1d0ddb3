use super::*;
use cgt_modular::{Mod1000000007, RuntimeModulus};
use rand::{rngs::StdRng, Rng, SeedableRng};

const MODULI: [u32; 4] = [1_000_000_007, 998_244_353, 7, 3];
type Mod = ModInt<RuntimeModulus>;

/// The transform from its definition, O(S^2).
fn walsh_hadamard_naive(values: &[Mod]) -> Vec<Mod> {
    (0..values.len())
        .map(|x| {
            values.iter().enumerate().fold(Mod::zero(), |acc, (y, &v)| {
                if (x & y).count_ones() % 2 == 0 {
                    acc + v
                } else {
                    acc - v
                }
            })
        })
        .collect()
}

/// XOR convolution from its definition, O(S^2).
fn xor_convolution_naive(a: &[Mod], b: &[Mod]) -> Vec<Mod> {
    let mut c = vec![Mod::zero(); a.len()];
    for (y, &u) in a.iter().enumerate() {
        for (z, &v) in b.iter().enumerate() {
            c[y ^ z] += u * v;
        }
    }
    c
}

/// The n-th power by square-and-multiply over the naive convolution.
fn xor_power_naive(a: &[Mod], mut n: u64) -> Vec<Mod> {
    let mut result = vec![Mod::zero(); a.len()];
    result[0] = Mod::one();
    let mut base = a.to_vec();
    while n > 0 {
        if n & 1 == 1 {
            result = xor_convolution_naive(&result, &base);
        }
        base = xor_convolution_naive(&base, &base);
        n >>= 1;
    }
    result
}

fn random_vector(rng: &mut StdRng) -> Vec<Mod> {
    let size = 1 << rng.random_range(0..6);
    let top = [2, 10, u64::MAX][rng.random_range(0..3)];
    (0..size)
        .map(|_| Mod::new(rng.random_range(0..top)))
        .collect()
}

#[test]
fn transforms_match_the_definition() {
    let mut rng = StdRng::seed_from_u64(4589);
    for _ in 0..500 {
        RuntimeModulus::set(MODULI[rng.random_range(0..4)]);
        let values = random_vector(&mut rng);
        let mut fast = values.clone();
        walsh_hadamard(&mut fast);
        assert_eq!(fast, walsh_hadamard_naive(&values), "{values:?}");
        inverse_walsh_hadamard(&mut fast);
        assert_eq!(fast, values);
    }
}

#[test]
fn convolution_and_powers_match_the_definition() {
    let mut rng = StdRng::seed_from_u64(11469);
    for _ in 0..300 {
        RuntimeModulus::set(MODULI[rng.random_range(0..4)]);
        let a = random_vector(&mut rng);
        let b: Vec<Mod> = (0..a.len())
            .map(|_| Mod::new(rng.random_range(0..100)))
            .collect();
        assert_eq!(xor_convolution(&a, &b), xor_convolution_naive(&a, &b));
        let n = if rng.random() {
            rng.random_range(0..8)
        } else {
            rng.random()
        };
        assert_eq!(
            xor_convolution_power(&a, n),
            xor_power_naive(&a, n),
            "{a:?} n {n} mod {}",
            Mod::modulus()
        );
    }
}

#[test]
fn small_powers_are_repeated_convolutions() {
    RuntimeModulus::set(1_000_000_007);
    let a: Vec<Mod> = [3, 1, 4, 1, 5, 9, 2, 6].map(Mod::new).to_vec();
    let mut power = vec![Mod::zero(); 8];
    power[0] = Mod::one();
    for n in 0..6 {
        assert_eq!(xor_convolution_power(&a, n), power, "n {n}");
        power = xor_convolution_naive(&power, &a);
    }
    // The compile-time modulus gives the same residues.
    let b: Vec<Mod1000000007> = [3, 1, 4, 1, 5, 9, 2, 6].map(Mod1000000007::new).to_vec();
    let same: Vec<u32> = xor_convolution_power(&b, 5)
        .iter()
        .map(|v| v.value())
        .collect();
    let runtime: Vec<u32> = xor_convolution_power(&a, 5)
        .iter()
        .map(|v| v.value())
        .collect();
    assert_eq!(same, runtime);
}
