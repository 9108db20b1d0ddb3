//! 江南乐 against a search of the real splits (examples/brute.rs) on small random inputs: every
//! game of one input shares F, as in the statement.

#[path = "../src/main.rs"]
#[allow(dead_code)]
mod solution;

#[path = "../examples/brute.rs"]
#[allow(dead_code)]
mod brute;

use rand::{rngs::StdRng, Rng, SeedableRng};

#[test]
fn first_player_wins_matches_game_search() {
    let mut rng = StdRng::seed_from_u64(3235);
    for _ in 0..300 {
        let f = rng.random_range(1..=40);
        let games: Vec<Vec<usize>> = (0..rng.random_range(1..=5))
            .map(|_| {
                let n = rng.random_range(1..=5);
                (0..n).map(|_| rng.random_range(1..=60)).collect()
            })
            .collect();
        assert_eq!(
            solution::first_player_wins(f, &games),
            brute::first_player_wins(f, &games),
            "F = {f}, games {games:?}"
        );
    }
}

#[test]
fn every_single_pile_matches_game_search() {
    for f in 1..=30 {
        let games: Vec<Vec<usize>> = (1..=120).map(|a| vec![a]).collect();
        assert_eq!(
            solution::first_player_wins(f, &games),
            brute::first_player_wins(f, &games),
            "F = {f}"
        );
    }
}
