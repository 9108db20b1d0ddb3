//! The nim products against the mex definition, for every pair of operands below 128 and on
//! random pairs below 256.

#[path = "../src/main.rs"]
#[allow(dead_code)]
mod solution;

#[path = "../examples/brute.rs"]
#[allow(dead_code)]
mod brute;

use rand::{rngs::StdRng, Rng, SeedableRng};

#[test]
fn nim_products_match_the_mex_definition() {
    let table = brute::products_by_mex(128);
    let pairs: Vec<(u64, u64)> = (0..128u64)
        .flat_map(|a| (0..128u64).map(move |b| (a, b)))
        .collect();
    let expected: Vec<u64> = pairs
        .iter()
        .map(|&(a, b)| table[a as usize][b as usize])
        .collect();
    assert_eq!(solution::nim_products(&pairs), expected);
}

#[test]
fn random_small_pairs_match_the_mex_definition() {
    let mut rng = StdRng::seed_from_u64(64);
    for _ in 0..50 {
        let n = rng.random_range(1..=40);
        let table = brute::products_by_mex(n);
        let pairs: Vec<(u64, u64)> = (0..rng.random_range(1..20))
            .map(|_| (rng.random_range(0..n as u64), rng.random_range(0..n as u64)))
            .collect();
        let expected: Vec<u64> = pairs
            .iter()
            .map(|&(a, b)| table[a as usize][b as usize])
            .collect();
        assert_eq!(solution::nim_products(&pairs), expected, "pairs {pairs:?}");
    }
}
