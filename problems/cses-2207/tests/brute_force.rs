//! The solution against the brute force of examples/brute.rs (Grundy's game searched over whole
//! positions), on the generator's small inputs (the ones `cargo x stress cses-2207` starts
//! with), and every heap to 40 against the search.

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
fn answers_match_game_search() {
    let mut search = brute::grundy_search();
    for (seed, input) in small_inputs(&gen::GENERATOR, 1..=SMALL_CASES) {
        let mut tokens = Tokens::new(&input);
        let t: usize = tokens.next();
        for n in tokens.many::<u32>(t) {
            assert_eq!(
                solution::first_player_wins(n),
                search.wins(&vec![n]),
                "n = {n} (cargo x gen cses-2207 --small --seed {seed})"
            );
        }
    }
}

#[test]
fn every_heap_to_40_matches_game_search() {
    let mut search = brute::grundy_search();
    for n in 1..=40 {
        assert_eq!(
            solution::first_player_wins(n),
            search.wins(&vec![n]),
            "n = {n}"
        );
    }
}
