use super::*;
use cgt_modular::RuntimeModulus;
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
        RuntimeModulus::set(modulus as u32);
        let counts: Vec<u64> = count_subsets_by_xor::<RuntimeModulus>(values.iter().copied(), size)
            .iter()
            .map(|c| u64::from(c.value()))
            .collect();
        assert_eq!(
            counts,
            count_naive(&values, size, modulus),
            "{values:?} size {size} mod {modulus}"
        );
    }
}
