//! Christmas Game against a search of the real game for every root (examples/brute.rs), on the
//! generator's small inputs (what `cargo x stress` feeds): tiny trees with shuffled labels, at
//! most 2 presents a node and k from 1 to 3.

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
fn every_root_matches_game_search() {
    for (seed, input) in small_inputs(&gen::GENERATOR, 1..=SMALL_CASES) {
        let mut tokens = Tokens::new(&input);
        let (n, k): (usize, usize) = (tokens.next(), tokens.next());
        let edges: Vec<(usize, usize)> = (1..n)
            .map(|_| (tokens.next::<usize>() - 1, tokens.next::<usize>() - 1))
            .collect();
        let presents: Vec<u64> = tokens.many(n);
        assert_eq!(
            solution::alice_wins_for_each_root(k, &edges, &presents),
            brute::alice_wins_for_each_root(k, &edges, &presents),
            "k = {k}, edges {edges:?}, presents {presents:?} \
             (cargo x gen cf-1498f --small --seed {seed})"
        );
    }
}
