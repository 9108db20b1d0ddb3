//! The count against the game played for real (examples/brute.rs): for every subset and every
//! chosen pile in it, Alice must take from that pile first; she loses iff every such move leaves
//! a Nim position that an exhaustive search (pile by pile) finds won for Bob; and that search of
//! sums against a search of whole positions on tiny inputs.

#[path = "../src/main.rs"]
#[allow(dead_code)]
mod solution;

#[path = "../examples/brute.rs"]
#[allow(dead_code)]
mod brute;

use oracle::{moves_in_one_pile, take_any, GameSearch, SumSearch};

#[path = "../examples/gen.rs"]
#[allow(dead_code)]
mod gen;

use oracle::gen::{small_inputs, Tokens, SMALL_CASES};
use rand::{rngs::StdRng, Rng, SeedableRng};

#[test]
fn losing_first_choices_match_game_search() {
    for (seed, input) in small_inputs(&gen::GENERATOR, 1..=SMALL_CASES) {
        let mut tokens = Tokens::new(&input);
        let n: usize = tokens.next();
        let piles: Vec<usize> = tokens.many(n);
        assert_eq!(
            solution::losing_first_choices(&piles),
            brute::losing_first_choices(&piles),
            "piles {piles:?} (cargo x gen luogu-p5675 --small --seed {seed})"
        );
    }
}

#[test]
fn the_sum_search_matches_a_whole_position_search() {
    let mut nim =
        SumSearch::new(|&pile: &u64| take_any(pile).into_iter().map(|left| vec![left]).collect());
    let mut whole = GameSearch::new(|piles: &Vec<u64>| moves_in_one_pile(piles, take_any));
    let mut rng = StdRng::seed_from_u64(56750);
    for _ in 0..300 {
        let n = rng.random_range(1..=4);
        let mut piles: Vec<u64> = (0..n).map(|_| rng.random_range(0..=6)).collect();
        piles.sort_unstable();
        assert_eq!(nim.wins(&piles), whole.wins(&piles), "piles {piles:?}");
    }
}
