//! The solution against the brute force of examples/brute.rs (a plain minimax over explicit
//! positions), on the generator's small inputs (the ones `cargo x stress atcoder-dp-l` starts
//! with).

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
fn taro_margin_matches_the_plain_search() {
    for (seed, input) in small_inputs(&gen::GENERATOR, 1..=SMALL_CASES) {
        let mut tokens = Tokens::new(&input);
        let n: usize = tokens.next();
        let row: Vec<i64> = tokens.many(n);
        assert_eq!(
            solution::taro_margin(&row),
            brute::taro_margin(&row),
            "{row:?} (cargo x gen atcoder-dp-l --small --seed {seed})"
        );
    }
}
