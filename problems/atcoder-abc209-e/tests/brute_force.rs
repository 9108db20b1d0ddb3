//! `winners` against a win/lose/draw search of the real game (positions: the last word said) on
//! small lists over few letters, both cases, so that words chain, repeat and loop.

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
fn winners_match_the_game_search() {
    for (seed, input) in small_inputs(&gen::GENERATOR, 1..=SMALL_CASES) {
        let mut tokens = Tokens::new(&input);
        let n: usize = tokens.next();
        let words: Vec<Vec<u8>> = tokens
            .many::<String>(n)
            .into_iter()
            .map(String::into_bytes)
            .collect();
        assert_eq!(
            solution::winners(&words),
            brute::winners(&words),
            "{input} (cargo x gen atcoder-abc209-e --small --seed {seed})"
        );
    }
}
