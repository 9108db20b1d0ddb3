//! Split edges, hottest first, against a minimax over the real game, on the generator's small
//! inputs (the ones `cargo x stress luogu-p4643` starts with).

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
fn margin_matches_minimax() {
    for (seed, input) in small_inputs(&gen::GENERATOR, 1..=SMALL_CASES) {
        let mut tokens = Tokens::new(&input);
        let (n, m): (usize, usize) = (tokens.next(), tokens.next());
        let weights: Vec<i64> = tokens.many(n);
        let edges: Vec<(usize, usize, i64)> = (0..m)
            .map(|_| {
                let (a, b): (usize, usize) = (tokens.next(), tokens.next());
                (a - 1, b - 1, tokens.next())
            })
            .collect();
        let margin = solution::margin(&weights, &edges);
        assert_eq!(
            margin,
            brute::margin(&weights, &edges),
            "(cargo x gen luogu-p4643 --small --seed {seed})"
        );
        assert!(margin >= 0, "the margin is never negative");
    }
}
