//! Georgia and Bob against an exhaustive search of the real game: a move takes one chessman one
//! or more cells to the left, onto an empty cell, without passing another chessman or leaving
//! the board (cells 1, 2, ...). The chessmen are given to the solution in a shuffled order.

#[path = "../src/main.rs"]
#[allow(dead_code)]
mod solution;

#[path = "../examples/brute.rs"]
#[allow(dead_code)]
mod brute;

use oracle::GameSearch;

#[path = "../examples/gen.rs"]
#[allow(dead_code)]
mod gen;

use oracle::gen::{small_inputs, Tokens, SMALL_CASES};

#[test]
fn first_player_wins_matches_game_search() {
    let mut search = GameSearch::new(|cells: &Vec<u32>| brute::moves(cells));
    for (seed, input) in small_inputs(&gen::GENERATOR, 1..=SMALL_CASES) {
        let mut tokens = Tokens::new(&input);
        let t: usize = tokens.next();
        for _ in 0..t {
            let n: usize = tokens.next();
            let cells: Vec<u32> = tokens.many(n);
            let mut sorted = cells.clone();
            sorted.sort_unstable();
            assert_eq!(
                solution::first_player_wins(&cells),
                search.wins(&sorted),
                "cells {cells:?} (cargo x gen poj-1704 --small --seed {seed})"
            );
        }
    }
}
