//! `winner` against the brute force of examples/brute.rs, on the generator's small inputs (the ones `cargo x stress` starts with).

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
fn winner_matches_game_search() {
    for (seed, input) in small_inputs(&gen::GENERATOR, 1..=SMALL_CASES) {
        let mut tokens = Tokens::new(&input);
        let t: usize = tokens.next();
        for _ in 0..t {
            let n: usize = tokens.next();
            let piles: Vec<u64> = tokens.many(n);
            let expected = if brute::first_player_wins(&piles) {
                "John"
            } else {
                "Brother"
            };
            assert_eq!(
                solution::winner(&piles),
                expected,
                "{piles:?} (cargo x gen luogu-p4279 --small --seed {seed})"
            );
        }
    }
}
