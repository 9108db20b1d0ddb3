//! The count against the brute force of examples/brute.rs: every first move tried, the position
//! it leaves searched as Nim pile by pile; and that search against a search of whole positions
//! on tiny inputs.

#[path = "../src/main.rs"]
#[allow(dead_code)]
mod solution;

#[path = "../examples/brute.rs"]
#[allow(dead_code)]
mod brute;

use oracle::{moves_in_one_pile, take_any, GameSearch};

#[path = "../examples/gen.rs"]
#[allow(dead_code)]
mod gen;

use oracle::gen::{small_inputs, Tokens, SMALL_CASES};
use rand::{rngs::StdRng, Rng, SeedableRng};

#[test]
fn winning_moves_match_game_search() {
    let mut nim = brute::nim();
    for (seed, input) in small_inputs(&gen::GENERATOR, 1..=SMALL_CASES) {
        let mut tokens = Tokens::new(&input);
        loop {
            let n: usize = tokens.next();
            if n == 0 {
                break;
            }
            let piles: Vec<u64> = tokens.many(n);
            let expected = brute::winning_moves(&mut nim, &piles);
            assert_eq!(
                solution::winning_moves(&piles),
                expected,
                "piles {piles:?} (cargo x gen poj-2975 --small --seed {seed})"
            );
        }
    }
}

#[test]
fn the_sum_search_matches_a_whole_position_search() {
    let mut nim = brute::nim();
    let mut whole = GameSearch::new(|piles: &Vec<u64>| moves_in_one_pile(piles, take_any));
    let mut rng = StdRng::seed_from_u64(29750);
    for _ in 0..300 {
        let n = rng.random_range(1..=4);
        let mut piles: Vec<u64> = (0..n).map(|_| rng.random_range(0..=6)).collect();
        piles.sort_unstable();
        assert_eq!(nim.wins(&piles), whole.wins(&piles), "piles {piles:?}");
    }
}
