//! The solution (tries of reachable values merged up each tree) against the brute force of
//! examples/brute.rs (a search of the real forest game over sets of deleted nodes), on the
//! generator's small inputs (the ones `cargo x stress luogu-p6665` starts with); and the rooting
//! against the oracle's.

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

fn tests_of(input: &str) -> Vec<(usize, Vec<(usize, usize)>)> {
    let mut tokens = Tokens::new(input);
    let t: usize = tokens.next();
    (0..t)
        .map(|_| {
            let (n, m): (usize, usize) = (tokens.next(), tokens.next());
            let edges = (0..m)
                .map(|_| {
                    let (a, b): (usize, usize) = (tokens.next(), tokens.next());
                    (a - 1, b - 1)
                })
                .collect();
            (n, edges)
        })
        .collect()
}

#[test]
fn winners_match_the_search_of_the_real_forest_game() {
    for (seed, input) in small_inputs(&gen::GENERATOR, 1..=SMALL_CASES) {
        for (n, edges) in tests_of(&input) {
            assert_eq!(
                solution::alice_wins(n, &edges),
                brute::alice_wins(n, &edges),
                "n {n} edges {edges:?} (cargo x gen luogu-p6665 --small --seed {seed})"
            );
        }
    }
}

#[test]
fn the_rooting_matches_the_oracles() {
    for seed in 1..=50 {
        let input = (gen::GENERATOR.random)(&mut oracle::gen::rng(seed));
        for (n, edges) in tests_of(&input) {
            assert_eq!(
                solution::parents_rooted_at_smallest(n, &edges),
                oracle::parents_rooted_at_smallest(n, &edges),
                "seed {seed}"
            );
        }
    }
}
