//! `winner` against the brute force of examples/brute.rs, on small random cases.

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
    for _ in 0..500 {
        let games: Vec<(u64, u64)> = (0..rng.random_range(1..=3))
            .map(|_| (rng.random_range(1..=12), rng.random_range(1..=12)))
            .collect();
        let expected = if brute::mm_wins(&games) { "MM" } else { "GG" };
        assert_eq!(solution::winner(&games), expected, "{games:?}");
    }
}
