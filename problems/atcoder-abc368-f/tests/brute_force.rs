//! The solution (Ω and a nim-sum) against the whole game searched from the definition of a move
//! (examples/brute.rs), on the generator's small inputs (what `cargo x stress` feeds: up to 4
//! values from 2 to 48).

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
fn anna_wins_matches_game_search() {
    for (seed, input) in small_inputs(&gen::GENERATOR, 1..=SMALL_CASES) {
        let mut tokens = Tokens::new(&input);
        let n: usize = tokens.next();
        let values: Vec<usize> = tokens.many(n);
        assert_eq!(
            solution::anna_wins(&values),
            brute::anna_wins(&values),
            "values {values:?} (cargo x gen atcoder-abc368-f --small --seed {seed})"
        );
    }
}
