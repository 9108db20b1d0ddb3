//! `winner` against the brute force of examples/brute.rs, on small random games.

#[path = "../src/main.rs"]
#[allow(dead_code)]
mod solution;

#[path = "../examples/brute.rs"]
#[allow(dead_code)]
mod brute;

use rand::{rngs::StdRng, Rng, SeedableRng};

#[test]
fn winner_matches_game_search() {
    let mut rng = StdRng::seed_from_u64(1);
    for _ in 0..2000 {
        let len = rng.random_range(1..=5);
        // Many piles of 0 and 1, where misère play differs from normal play.
        let piles: Vec<u64> = (0..len)
            .map(|_| match rng.random_range(0..3) {
                0 => 0,
                1 => 1,
                _ => rng.random_range(2..=5),
            })
            .collect();
        let expected = if brute::first_player_wins(&piles) {
            "John"
        } else {
            "Brother"
        };
        assert_eq!(solution::winner(&piles), expected, "{piles:?}");
    }
}
