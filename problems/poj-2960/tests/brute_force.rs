//! S-Nim against the brute force of examples/brute.rs, a search of the real game: a move removes
//! exactly s stones (s in S) from one pile. S may repeat values and contain moves larger than
//! every pile. The brute force searches piles one at a time; a search of whole positions checks
//! it on tiny inputs.

#[path = "../src/main.rs"]
#[allow(dead_code)]
mod solution;

#[path = "../examples/brute.rs"]
#[allow(dead_code)]
mod brute;

use oracle::{moves_in_one_pile, take_exactly, GameSearch};

#[path = "../examples/gen.rs"]
#[allow(dead_code)]
mod gen;

use oracle::gen::{small_inputs, Tokens, SMALL_CASES};
use rand::{rngs::StdRng, Rng, SeedableRng};

#[test]
fn outcomes_match_game_search() {
    for (seed, input) in small_inputs(&gen::GENERATOR, 1..=SMALL_CASES) {
        let mut tokens = Tokens::new(&input);
        loop {
            let k: usize = tokens.next();
            if k == 0 {
                break;
            }
            let moves: Vec<usize> = tokens.many(k);
            let m: usize = tokens.next();
            let positions: Vec<Vec<usize>> = (0..m)
                .map(|_| {
                    let l: usize = tokens.next();
                    tokens.many(l)
                })
                .collect();
            let expected = brute::outcomes(&moves, &positions);
            assert_eq!(
                solution::outcomes(&moves, &positions),
                expected,
                "S = {moves:?}, {positions:?} (cargo x gen poj-2960 --small --seed {seed})"
            );
        }
    }
}

#[test]
fn the_sum_search_matches_a_whole_position_search() {
    let mut rng = StdRng::seed_from_u64(29600);
    for _ in 0..40 {
        let moves: Vec<usize> = (0..rng.random_range(1..=3))
            .map(|_| rng.random_range(1..=5))
            .collect();
        let positions: Vec<Vec<usize>> = (0..5)
            .map(|_| {
                (0..rng.random_range(0..=3))
                    .map(|_| rng.random_range(0..=10))
                    .collect()
            })
            .collect();
        let mut whole =
            GameSearch::new(|piles: &Vec<u64>| moves_in_one_pile(piles, take_exactly(&moves)));
        let expected: String = positions
            .iter()
            .map(|piles| {
                let mut piles: Vec<u64> = piles.iter().map(|&h| h as u64).collect();
                piles.sort_unstable();
                if whole.wins(&piles) {
                    'W'
                } else {
                    'L'
                }
            })
            .collect();
        assert_eq!(
            brute::outcomes(&moves, &positions),
            expected,
            "S = {moves:?}, {positions:?}"
        );
    }
}
