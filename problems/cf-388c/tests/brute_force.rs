//! Halves and middles against a minimax over the real game, on the generator's small inputs
//! (the ones `cargo x stress cf-388c` starts with).

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
fn sums_match_minimax() {
    for (seed, input) in small_inputs(&gen::GENERATOR, 1..=SMALL_CASES) {
        let mut tokens = Tokens::new(&input);
        let n: usize = tokens.next();
        let piles: Vec<Vec<i64>> = (0..n)
            .map(|_| {
                let s: usize = tokens.next();
                tokens.many(s)
            })
            .collect();
        assert_eq!(
            solution::sums(&piles),
            brute::sums(&piles),
            "piles {piles:?} (cargo x gen cf-388c --small --seed {seed})"
        );
    }
}
