//! Staircase Nim from the right against a search of the real pebbles game.

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
fn johny_wins_matches_game_search() {
    let mut search = brute::pebbles_search();
    for (seed, input) in small_inputs(&gen::GENERATOR, 1..=SMALL_CASES) {
        let mut tokens = Tokens::new(&input);
        let u: usize = tokens.next();
        for _ in 0..u {
            let n: usize = tokens.next();
            let row: Vec<u64> = tokens.many(n);
            assert_eq!(
                solution::johny_wins(&row),
                search.wins(&row),
                "row {row:?} (cargo x gen luogu-p3480 --small --seed {seed})"
            );
        }
    }
}

#[test]
fn equal_piles_from_the_left_would_be_wrong() {
    let mut search = brute::pebbles_search();
    for n in 1..=6 {
        let row = vec![2; n];
        assert_eq!(search.wins(&row), n % 2 == 1, "{n} piles of 2");
        assert_eq!(
            solution::johny_wins(&row),
            search.wins(&row),
            "{n} piles of 2"
        );
    }
}
