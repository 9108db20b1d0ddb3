//! The solution (Ω and a nim-sum) against the whole game searched from the definition of a move
//! (examples/brute.rs), on small random sequences.

#[path = "../src/main.rs"]
#[allow(dead_code)]
mod solution;

#[path = "../examples/brute.rs"]
#[allow(dead_code)]
mod brute;

use rand::{rngs::StdRng, Rng, SeedableRng};

#[test]
fn anna_wins_matches_game_search() {
    let mut rng = StdRng::seed_from_u64(368);
    for _ in 0..300 {
        let n = rng.random_range(1..=4);
        let values: Vec<usize> = (0..n).map(|_| rng.random_range(2..=48)).collect();
        assert_eq!(
            solution::anna_wins(&values),
            brute::anna_wins(&values),
            "values {values:?}"
        );
    }
}
