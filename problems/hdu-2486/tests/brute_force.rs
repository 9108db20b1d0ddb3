//! The losing-size table against a search of the real game: every pile up to 150 for k = 1..8,
//! and the generator's small batches of cases mixing several k (the grouping by k of `solve`).

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

#[test]
fn every_small_pile_matches_game_search() {
    for k in 1..=8 {
        let mut search = brute::k_multiple_search(k);
        let cases: Vec<(u64, u64)> = (2..=150).map(|n| (n, k)).collect();
        for (&(n, _), answer) in cases.iter().zip(solution::solve(&cases)) {
            assert_eq!(
                answer,
                brute::smallest_winning_first_move(&mut search, k, n),
                "n = {n}, k = {k}"
            );
        }
    }
}

#[test]
fn mixed_batches_match_game_search() {
    let mut searches: Vec<_> = (0..=160).map(brute::k_multiple_search).collect();
    for (seed, input) in small_inputs(&gen::GENERATOR, 1..=SMALL_CASES) {
        let mut tokens = Tokens::new(&input);
        let t: usize = tokens.next();
        let cases: Vec<(u64, u64)> = (0..t).map(|_| (tokens.next(), tokens.next())).collect();
        let expected: Vec<Option<u64>> = cases
            .iter()
            .map(|&(n, k)| brute::smallest_winning_first_move(&mut searches[k as usize], k, n))
            .collect();
        assert_eq!(
            solution::solve(&cases),
            expected,
            "{cases:?} (cargo x gen hdu-2486 --small --seed {seed})"
        );
    }
}
