//! Nim against the brute force of examples/brute.rs, a search of the real game pile by pile (a
//! move takes any positive number of matches from one pile), and that search against a search
//! of whole positions on tiny inputs.

#[path = "../src/main.rs"]
#[allow(dead_code)]
mod solution;

#[path = "../examples/brute.rs"]
#[allow(dead_code)]
mod brute;

#[path = "../examples/gen.rs"]
#[allow(dead_code)]
mod gen;

use oracle::gen::{small_inputs, Tokens, SMALL_CASES};
use oracle::{moves_in_one_pile, take_any, GameSearch};
use rand::{rngs::StdRng, Rng, SeedableRng};

/// The generator's small inputs (what `cargo x stress` feeds), line by line.
#[test]
fn first_player_wins_matches_the_search() {
    let mut nim = brute::nim();
    for (seed, input) in small_inputs(&gen::GENERATOR, 1..=SMALL_CASES) {
        let mut tokens = Tokens::new(&input);
        while !tokens.is_empty() {
            let m: usize = tokens.next();
            let piles: Vec<u64> = tokens.many(m);
            assert_eq!(
                solution::first_player_wins(&piles),
                nim.wins(&piles),
                "piles {piles:?} (cargo x gen poj-2234 --small --seed {seed})"
            );
        }
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
