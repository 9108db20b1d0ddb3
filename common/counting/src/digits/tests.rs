//! The digit DP against every x up to the bound run through the automaton.

use super::*;
use rand::{rngs::StdRng, Rng, SeedableRng};

#[test]
fn random_automata_match_every_number() {
    let mut rng = StdRng::seed_from_u64(5363);
    for _ in 0..400 {
        let states = rng.random_range(1..=5);
        let table: Vec<[usize; 2]> = (0..states)
            .map(|_| [rng.random_range(0..states), rng.random_range(0..states)])
            .collect();
        let width = rng.random_range(0..=11);
        let bound = rng.random_range(0..1u64 << width);
        let start = rng.random_range(0..states);
        let mut expected = vec![0u128; states];
        for x in 0..=bound {
            let end = (0..width)
                .rev()
                .fold(start, |q, bit| table[q][(x >> bit & 1) as usize]);
            expected[end] += 1;
        }
        let counts = count_by_automaton(bound, width, states, start, |q, b| table[q][b]);
        assert_eq!(
            counts, expected,
            "bound {bound} width {width} table {table:?}"
        );
    }
}

#[test]
fn every_64_bit_number() {
    // The parity of the ones: half of 2^64 numbers each.
    let counts = count_by_automaton(u64::MAX, 64, 2, 0, |q, b| q ^ b);
    assert_eq!(counts, [1u128 << 63, 1u128 << 63]);
}
