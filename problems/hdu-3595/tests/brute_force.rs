//! `winner` against the brute force of examples/brute.rs, on the generator's small inputs (the
//! ones `cargo x stress hdu-3595` starts with), case by case.

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
        while !tokens.is_empty() {
            let n: usize = tokens.next();
            let games: Vec<(u64, u64)> = (0..n).map(|_| (tokens.next(), tokens.next())).collect();
            let expected = if brute::mm_wins(&games) { "MM" } else { "GG" };
            assert_eq!(
                solution::winner(&games),
                expected,
                "{games:?} (cargo x gen hdu-3595 --small --seed {seed})"
            );
        }
    }
}
