//! Nim against the brute force of examples/brute.rs, a search of the real game pile by pile (a
//! move takes any positive number of matches from one pile), and that search against a search
//! of whole positions on tiny inputs.

#[path = "../src/main.rs"]
#[allow(dead_code)]
mod solution;

#[path = "../examples/brute.rs"]
#[allow(dead_code)]
mod brute;

use oracle::{moves_in_one_pile, take_any, GameSearch};
use rand::{rngs::StdRng, Rng, SeedableRng};

#[test]
fn first_player_wins_matches_the_search() {
    let mut nim = brute::nim();
    let mut rng = StdRng::seed_from_u64(2234);
    for _ in 0..2000 {
        let m = rng.random_range(1..=20);
        let piles: Vec<u64> = (0..m).map(|_| rng.random_range(1..=40)).collect();
        assert_eq!(
            solution::first_player_wins(&piles),
            nim.wins(&piles),
            "piles {piles:?}"
        );
    }
}

#[test]
fn the_sum_search_matches_a_whole_position_search() {
    let mut whole = GameSearch::new(|piles: &Vec<u64>| moves_in_one_pile(piles, take_any));
    let mut rng = StdRng::seed_from_u64(22340);
    for _ in 0..300 {
        let m = rng.random_range(1..=4);
        let mut piles: Vec<u64> = (0..m).map(|_| rng.random_range(1..=6)).collect();
        piles.sort_unstable();
        assert_eq!(
            brute::first_player_wins(&piles),
            whole.wins(&piles),
            "piles {piles:?}"
        );
    }
}
