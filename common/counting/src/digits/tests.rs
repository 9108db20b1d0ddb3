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

#[test]
fn grundy_histograms_match_the_game_searched() {
    use oracle::{moves_in_one_pile, take_exactly, GameSearch};
    // Take 1 or 2 stones: the automaton "size mod 3" read bit by bit against the Grundy values
    // of the real game, for every bound up to 300.
    let mut game =
        GameSearch::new(|piles: &Vec<u64>| moves_in_one_pile(piles, take_exactly(&[1, 2])));
    let mut histogram = vec![0u128; 3];
    for bound in 0..=300u64 {
        histogram[game.grundy(&vec![bound]) as usize] += 1;
        assert_eq!(
            count_by_automaton(bound, 9, 3, 0, |r, bit| (2 * r + bit) % 3),
            histogram,
            "bound {bound}"
        );
    }
}
