//! Hottest first against a minimax over the real game, on the generator's small inputs (the
//! ones `cargo x stress atcoder-nikkei2019-qual-c` starts with).

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
        let n: usize = tokens.next();
        let dishes: Vec<(i64, i64)> = (0..n).map(|_| (tokens.next(), tokens.next())).collect();
        assert_eq!(
            solution::margin(&dishes),
            brute::margin(&dishes),
            "dishes {dishes:?} (cargo x gen atcoder-nikkei2019-qual-c --small --seed {seed})"
        );
    }
}
