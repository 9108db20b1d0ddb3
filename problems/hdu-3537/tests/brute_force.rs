//! `first_player_loses` against the real game (examples/brute.rs): a row of up to 9 coins whose heads set is a bit
//! mask; a move picks a heads coin x, turns it to tails and turns over zero, one or two coins to
//! its left. The input lists may repeat a coin.

#[path = "../src/main.rs"]
#[allow(dead_code)]
mod solution;

#[path = "../examples/brute.rs"]
#[allow(dead_code)]
mod brute;

use brute::{turns, ROW};
use oracle::GameSearch;

#[path = "../examples/gen.rs"]
#[allow(dead_code)]
mod gen;

use oracle::gen::{small_inputs, Tokens, SMALL_CASES};

#[test]
fn first_player_loses_matches_game_search() {
    let mut search = GameSearch::new(turns);
    for (seed, input) in small_inputs(&gen::GENERATOR, 1..=SMALL_CASES) {
        let mut tokens = Tokens::new(&input);
        while !tokens.is_empty() {
            let n: usize = tokens.next();
            let listed: Vec<u64> = tokens.many(n);
            let mask = listed.iter().fold(0u32, |m, &x| m | 1 << x);
            assert_eq!(
                solution::first_player_loses(&listed),
                !search.wins(&mask),
                "heads {listed:?} (cargo x gen hdu-3537 --small --seed {seed})"
            );
        }
    }
    for mask in 0..1u32 << ROW {
        let listed: Vec<u64> = (0..ROW as u64).filter(|&x| mask >> x & 1 == 1).collect();
        assert_eq!(solution::first_player_loses(&listed), !search.wins(&mask));
    }
}
