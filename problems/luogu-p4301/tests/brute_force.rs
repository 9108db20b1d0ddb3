//! The greedy over an XOR basis against the two-round game played for real (examples/brute.rs):
//! both rounds tried exhaustively, then Nim searched from its definition, on the generator's
//! small inputs (what `cargo x stress` feeds).

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
fn least_removed_matches_the_game_search() {
    for (seed, input) in small_inputs(&gen::GENERATOR, 1..=SMALL_CASES) {
        let mut tokens = Tokens::new(&input);
        let k: usize = tokens.next();
        let heaps: Vec<u64> = tokens.many(k);
        assert_eq!(
            Some(solution::least_removed(&heaps)),
            brute::least_removed(&heaps),
            "heaps {heaps:?} (cargo x gen luogu-p4301 --small --seed {seed})"
        );
    }
}

/// The trap of the statement: inserting in input order keeps 1 and 2 and removes 3.
#[test]
fn the_greedy_goes_by_decreasing_size() {
    assert_eq!(brute::least_removed(&[1, 2, 3]), Some(1));
    assert_eq!(solution::least_removed(&[1, 2, 3]), 1);
}
