//! The count against the brute force of examples/brute.rs: every first move tried, the position
//! it leaves searched as Nim.

#[path = "../src/main.rs"]
#[allow(dead_code)]
mod solution;

#[path = "../examples/brute.rs"]
#[allow(dead_code)]
mod brute;

use rand::{rngs::StdRng, Rng, SeedableRng};

#[test]
fn winning_moves_match_game_search() {
    let mut nim = brute::nim();
    let mut rng = StdRng::seed_from_u64(2975);
    for _ in 0..400 {
        let n = rng.random_range(1..=4);
        let piles: Vec<u64> = (0..n).map(|_| rng.random_range(1..=9)).collect();
        let expected = brute::winning_moves(&mut nim, &piles);
        assert_eq!(solution::winning_moves(&piles), expected, "piles {piles:?}");
    }
}
