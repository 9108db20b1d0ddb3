//! Nim against an exhaustive search of the real game: a move takes any positive number of
//! matches from one pile.

#[path = "../src/main.rs"]
#[allow(dead_code)]
mod solution;

use oracle::{moves_in_one_pile, take_any, GameSearch};
use rand::{rngs::StdRng, Rng, SeedableRng};

#[test]
fn first_player_wins_matches_game_search() {
    let mut search = GameSearch::new(|piles: &Vec<u64>| moves_in_one_pile(piles, take_any));
    let mut rng = StdRng::seed_from_u64(2234);
    for _ in 0..500 {
        let m = rng.random_range(1..=4);
        let mut piles: Vec<u64> = (0..m).map(|_| rng.random_range(1..=7)).collect();
        let answer = solution::first_player_wins(&piles);
        piles.sort_unstable();
        assert_eq!(answer, search.wins(&piles), "piles {piles:?}");
    }
}
