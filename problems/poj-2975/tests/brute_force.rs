//! The count against an exhaustive search of Nim: every move (a pile and the stones left on it)
//! that leads to a position the search finds lost for the player who then moves.

#[path = "../src/main.rs"]
#[allow(dead_code)]
mod solution;

use rand::{rngs::StdRng, Rng, SeedableRng};
use scripts::oracle::{moves_in_one_pile, take_any, GameSearch};

#[test]
fn winning_moves_match_game_search() {
    let mut nim = GameSearch::new(|piles: &Vec<u64>| moves_in_one_pile(piles, take_any));
    let mut rng = StdRng::seed_from_u64(2975);
    for _ in 0..400 {
        let n = rng.random_range(1..=4);
        let piles: Vec<u64> = (0..n).map(|_| rng.random_range(1..=9)).collect();
        let expected = (0..n)
            .flat_map(|i| (0..piles[i]).map(move |left| (i, left)))
            .filter(|&(i, left)| {
                let mut after = piles.clone();
                after[i] = left;
                after.sort_unstable();
                !nim.wins(&after)
            })
            .count();
        assert_eq!(solution::winning_moves(&piles), expected, "piles {piles:?}");
    }
}
