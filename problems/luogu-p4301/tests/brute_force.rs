//! The greedy over an XOR basis against the two-round game played for real (examples/brute.rs):
//! both rounds tried exhaustively, then Nim searched from its definition.

#[path = "../src/main.rs"]
#[allow(dead_code)]
mod solution;

#[path = "../examples/brute.rs"]
#[allow(dead_code)]
mod brute;

use rand::{rngs::StdRng, Rng, SeedableRng};

#[test]
fn least_removed_matches_the_game_search() {
    let mut rng = StdRng::seed_from_u64(4301);
    for _ in 0..300 {
        let k = rng.random_range(1..=5);
        let top = [3, 7, 12][rng.random_range(0..3)];
        let heaps: Vec<u64> = (0..k).map(|_| rng.random_range(1..=top)).collect();
        assert_eq!(
            Some(solution::least_removed(&heaps)),
            brute::least_removed(&heaps),
            "heaps {heaps:?}"
        );
    }
}

/// The trap of the statement: inserting in input order keeps 1 and 2 and removes 3.
#[test]
fn the_greedy_goes_by_decreasing_size() {
    assert_eq!(brute::least_removed(&[1, 2, 3]), Some(1));
    assert_eq!(solution::least_removed(&[1, 2, 3]), 1);
}
