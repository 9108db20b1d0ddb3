//! The sum of Cutcake values against a search of the whole position, on the generator's small
//! inputs (the ones `cargo x stress hdu-3544` starts with).

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
fn alice_wins_matches_game_search() {
    for (seed, input) in small_inputs(&gen::GENERATOR, 1..=SMALL_CASES) {
        let mut tokens = Tokens::new(&input);
        let t: usize = tokens.next();
        for _ in 0..t {
            let n: usize = tokens.next();
            let bars: Vec<(u64, u64)> = (0..n).map(|_| (tokens.next(), tokens.next())).collect();
            assert_eq!(
                solution::alice_wins(&bars),
                brute::alice_wins(&bars),
                "bars {bars:?} (cargo x gen hdu-3544 --small --seed {seed})"
            );
        }
    }
}
