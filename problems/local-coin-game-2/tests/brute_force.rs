//! The verdict against an exhaustive search of the real game (examples/brute.rs): piles of coins, a move takes exactly
//! a_i coins from one pile, whoever cannot move (no coin left to take) loses.

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
fn first_player_wins_matches_game_search() {
    for (seed, input) in small_inputs(&gen::GENERATOR, 1..=SMALL_CASES) {
        let mut tokens = Tokens::new(&input);
        let (n, k): (usize, usize) = (tokens.next(), tokens.next());
        let takes: Vec<usize> = tokens.many(k);
        let piles: Vec<u32> = tokens.many(n);
        let wide: Vec<usize> = piles.iter().map(|&x| x as usize).collect();
        assert_eq!(
            solution::first_player_wins(&takes, &piles),
            brute::first_player_wins(&takes, &wide),
            "takes {takes:?}, piles {piles:?} (cargo x gen local-coin-game-2 --small --seed {seed})"
        );
    }
}

/// The article's table stops at `max_x - 1`: a single pile of the largest size would read
/// `grundy[max_x] = 0`. With takes {1}, one pile of 1 is a first-player win all the same.
#[test]
fn the_largest_pile_counts() {
    assert!(solution::first_player_wins(&[1], &[1]));
    assert!(solution::first_player_wins(&[1, 3, 4], &[2, 5]));
}
