//! Staircase Nim from the right against a search of the real pebbles game.

#[path = "../src/main.rs"]
#[allow(dead_code)]
mod solution;

#[path = "../examples/brute.rs"]
#[allow(dead_code)]
mod brute;

use rand::{rngs::StdRng, Rng, SeedableRng};

#[test]
fn johny_wins_matches_game_search() {
    let mut search = brute::pebbles_search();
    let mut rng = StdRng::seed_from_u64(3480);
    for _ in 0..1000 {
        let n = rng.random_range(1..=5);
        let mut row: Vec<u64> = (0..n).map(|_| rng.random_range(0..=5)).collect();
        row.sort_unstable();
        assert_eq!(solution::johny_wins(&row), search.wins(&row), "row {row:?}");
    }
}

#[test]
fn equal_piles_from_the_left_would_be_wrong() {
    let mut search = brute::pebbles_search();
    for n in 1..=6 {
        let row = vec![2; n];
        assert_eq!(search.wins(&row), n % 2 == 1, "{n} piles of 2");
        assert_eq!(
            solution::johny_wins(&row),
            search.wins(&row),
            "{n} piles of 2"
        );
    }
}
