//! The Bash game against an exhaustive search of the real game (examples/brute.rs): a move takes 1 to y stones.

#[path = "../src/main.rs"]
#[allow(dead_code)]
mod solution;

#[path = "../examples/brute.rs"]
#[allow(dead_code)]
mod brute;

use rand::{rngs::StdRng, Rng, SeedableRng};

#[test]
fn first_player_wins_matches_game_search() {
    let mut rng = StdRng::seed_from_u64(1);
    for _ in 0..200 {
        let y = rng.random_range(1..=12u64);
        for _ in 0..10 {
            let x = rng.random_range(0..=60u64);
            assert_eq!(
                solution::first_player_wins(x, y),
                brute::first_player_wins(x, y),
                "x = {x}, y = {y}"
            );
        }
    }
}

#[test]
fn huge_y_never_overflows() {
    // y >= x: the first player takes everything, unless there is nothing to take.
    for y in [u64::MAX, u64::MAX - 1, 1_000_000_000_000_000_000] {
        assert!(solution::first_player_wins(1, y));
        assert!(solution::first_player_wins(1_000_000_000_000_000_000, y));
        assert!(!solution::first_player_wins(0, y));
    }
}
