//! `berzerk` against a win/lose/draw search of the real game on the generator's small inputs: small circles with random step
//! sets for the two players.

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
fn berzerk_matches_the_game_search() {
    for (seed, input) in small_inputs(&gen::GENERATOR, 1..=SMALL_CASES) {
        let mut tokens = Tokens::new(&input);
        let n: usize = tokens.next();
        let k1: usize = tokens.next();
        let rick: Vec<usize> = tokens.many(k1);
        let k2: usize = tokens.next();
        let morty: Vec<usize> = tokens.many(k2);
        assert_eq!(
            solution::berzerk(n, &rick, &morty),
            brute::berzerk(n, &rick, &morty),
            "n {n} rick {rick:?} morty {morty:?} (cargo x gen cf-786a --small --seed {seed})"
        );
    }
}
