//! The solution against the brute force of examples/brute.rs, on the generator's small inputs
//! (the ones `cargo x stress cf-1628d1` starts with).

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
fn solve_matches_game_search() {
    for (seed, input) in small_inputs(&gen::GENERATOR, 1..=SMALL_CASES) {
        // TODO: read the input as the statement gives it.
        let n: u64 = Tokens::new(&input).next();
        assert_eq!(
            solution::first_player_wins(n),
            brute::first_player_wins(n),
            "n = {n} (cargo x gen cf-1628d1 --small --seed {seed})"
        );
    }
}
