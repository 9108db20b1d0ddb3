//! The solution against the brute force of examples/brute.rs (a plain minimax over explicit
//! positions with both counts and the turn), on the generator's small inputs (the ones
//! `cargo x stress poj-1085` starts with).

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
fn winners_match_the_plain_search() {
    for (seed, input) in small_inputs(&gen::GENERATOR, 1..=SMALL_CASES) {
        let mut tokens = Tokens::new(&input);
        let t: usize = tokens.next();
        let games: Vec<Vec<(usize, usize)>> = (0..t)
            .map(|_| {
                let m: usize = tokens.next();
                (0..m).map(|_| (tokens.next(), tokens.next())).collect()
            })
            .collect();
        assert_eq!(
            solution::winners(&games),
            brute::winners(&games),
            "{games:?} (cargo x gen poj-1085 --small --seed {seed})"
        );
    }
}

#[test]
fn winners_after_six_and_seven_moves_match_the_plain_search() {
    // The small inputs start at 8 moves; one game at the statement's fewest moves too.
    let mut rng = oracle::gen::rng(1085);
    for m in [6, 7] {
        let input = gen::games_of(&mut rng, 1, |_| m);
        let mut tokens = Tokens::new(&input);
        let t: usize = tokens.next();
        let games: Vec<Vec<(usize, usize)>> = (0..t)
            .map(|_| {
                let m: usize = tokens.next();
                (0..m).map(|_| (tokens.next(), tokens.next())).collect()
            })
            .collect();
        assert_eq!(
            solution::winners(&games),
            brute::winners(&games),
            "{games:?}"
        );
    }
}
