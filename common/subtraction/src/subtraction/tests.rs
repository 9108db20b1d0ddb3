use super::*;
use rand::{rngs::StdRng, Rng, SeedableRng};
use std::collections::BTreeSet;

/// g(n) straight from the definition, by recursion over the positions reachable from n.
fn grundy_naive(moves: &[usize], n: usize) -> u32 {
    let options: BTreeSet<u32> = moves
        .iter()
        .filter(|&&s| s <= n)
        .map(|&s| grundy_naive(moves, n - s))
        .collect();
    (0..).find(|m| !options.contains(m)).unwrap()
}

#[test]
fn subtraction_grundy_compare_with_naive() {
    let mut rng = StdRng::seed_from_u64(4);
    for _ in 0..300 {
        let k = rng.random_range(1..5);
        let moves: Vec<usize> = (0..k).map(|_| rng.random_range(1..7)).collect();
        let limit = rng.random_range(0..18);
        let g = subtraction_grundy(&moves, limit);
        let expected: Vec<u32> = (0..=limit).map(|n| grundy_naive(&moves, n)).collect();
        assert_eq!(g, expected, "moves {moves:?}");
    }
}

#[test]
fn take_one_to_y_is_n_mod_y_plus_one() {
    let moves: Vec<usize> = (1..=4).collect();
    let g = subtraction_grundy(&moves, 30);
    assert!(g.iter().enumerate().all(|(n, &v)| v as usize == n % 5));
}

#[test]
#[should_panic(expected = "at least one stone")]
fn zero_move_is_rejected() {
    subtraction_grundy(&[0, 1], 3);
}
