//! The solution (the XOR-DP of cgt-xor-count) against the brute force of examples/brute.rs
//! (every allowed discard set, the Nim left searched as the real game), on the generator's small
//! inputs (the ones `cargo x stress luogu-p5970` starts with).

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
fn count_matches_enumeration_and_search() {
    for (seed, input) in small_inputs(&gen::GENERATOR, 1..=SMALL_CASES) {
        let mut tokens = Tokens::new(&input);
        let (n, d): (usize, usize) = (tokens.next(), tokens.next());
        let piles: Vec<u32> = tokens.many(n);
        assert_eq!(
            u64::from(solution::losing_discards(&piles, d)),
            brute::losing_discards(&piles, d),
            "piles {piles:?} d {d} (cargo x gen luogu-p5970 --small --seed {seed})"
        );
    }
}
