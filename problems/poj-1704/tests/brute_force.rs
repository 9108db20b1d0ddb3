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
use rand::{rngs::StdRng, seq::SliceRandom, Rng, SeedableRng};

#[test]
fn first_player_wins_matches_game_search() {
    let mut search = GameSearch::new(|cells: &Vec<u32>| brute::moves(cells));
    let mut rng = StdRng::seed_from_u64(1704);
    for _ in 0..400 {
        let n = rng.random_range(1..=4);
        let board = rng.random_range(n..=10);
        let mut cells: Vec<u32> = (1..=board).collect();
        cells.shuffle(&mut rng);
        cells.truncate(n as usize);
        let mut sorted = cells.clone();
        sorted.sort_unstable();
        assert_eq!(
            solution::first_player_wins(&cells),
            search.wins(&sorted),
            "cells {cells:?}"
        );
    }
}
