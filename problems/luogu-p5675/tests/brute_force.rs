//! The count against the game played for real (examples/brute.rs): for every subset and every
//! chosen pile in it, Alice must take from that pile first; she loses iff every such move leaves
//! a Nim position that an exhaustive search finds won for Bob.

#[path = "../src/main.rs"]
#[allow(dead_code)]
mod solution;

#[path = "../examples/brute.rs"]
#[allow(dead_code)]
mod brute;

use rand::{rngs::StdRng, Rng, SeedableRng};

#[test]
fn losing_first_choices_match_game_search() {
    let mut rng = StdRng::seed_from_u64(5675);
    for _ in 0..150 {
        let n = rng.random_range(1..=5);
        let piles: Vec<usize> = (0..n).map(|_| rng.random_range(1..=7)).collect();
        assert_eq!(
            solution::losing_first_choices(&piles),
            brute::losing_first_choices(&piles),
            "piles {piles:?}"
        );
    }
}
