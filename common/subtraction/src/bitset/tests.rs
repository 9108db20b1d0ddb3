use super::*;
use crate::subtraction_grundy;
use rand::{rngs::StdRng, Rng, SeedableRng};

#[test]
fn bitset_compare_with_plain_mex() {
    let mut rng = StdRng::seed_from_u64(31);
    for _ in 0..400 {
        // Small and large sets, dense and sparse, some with values above 64 (take 1..=k
        // has values up to k) and with limits on and off word boundaries.
        let top = rng.random_range(1..=300);
        let k = rng.random_range(1..=top);
        let moves: Vec<usize> = (0..k).map(|_| rng.random_range(1..=top)).collect();
        let limit = rng.random_range(0..=700);
        assert_eq!(
            subtraction_grundy_bitset(&moves, limit),
            subtraction_grundy(&moves, limit),
            "moves {moves:?}, limit {limit}"
        );
    }
}

#[test]
fn values_above_a_word_are_allocated_as_they_appear() {
    // Take 1..=150: g(n) = n mod 151, values up to 150.
    let moves: Vec<usize> = (1..=150).collect();
    let g = subtraction_grundy_bitset(&moves, 1000);
    assert!(g.iter().enumerate().all(|(n, &v)| v as usize == n % 151));
}

#[test]
fn edge_limits_and_unusable_moves() {
    assert_eq!(subtraction_grundy_bitset(&[1], 0), [0]);
    assert_eq!(subtraction_grundy_bitset(&[], 3), [0, 0, 0, 0]);
    assert_eq!(subtraction_grundy_bitset(&[64, 500], 130), {
        let mut g = subtraction_grundy(&[64], 130);
        g.truncate(131);
        g
    });
    for limit in [63, 64, 65, 127, 128, 129] {
        let moves = [1, 63, 64, 65, 128];
        assert_eq!(
            subtraction_grundy_bitset(&moves, limit),
            subtraction_grundy(&moves, limit)
        );
    }
}

#[test]
#[should_panic(expected = "at least one stone")]
fn zero_move_is_rejected() {
    subtraction_grundy_bitset(&[0, 1], 3);
}
