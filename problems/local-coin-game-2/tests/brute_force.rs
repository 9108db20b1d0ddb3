//! The verdict against an exhaustive search of the real game (examples/brute.rs): piles of coins, a move takes exactly
//! a_i coins from one pile, whoever cannot move (no coin left to take) loses.

#[path = "../src/main.rs"]
#[allow(dead_code)]
mod solution;

#[path = "../examples/brute.rs"]
#[allow(dead_code)]
mod brute;

use rand::{rngs::StdRng, Rng, SeedableRng};

#[test]
fn first_player_wins_matches_game_search() {
    let mut rng = StdRng::seed_from_u64(42);
    for _ in 0..80 {
        let k = rng.random_range(1..=4);
        let mut takes: Vec<usize> = vec![1];
        takes.extend((1..k).map(|_| rng.random_range(1..=9)));
        for _ in 0..5 {
            let n = rng.random_range(1..=3);
            let piles: Vec<u32> = (0..n).map(|_| rng.random_range(1..=16)).collect();
            let wide: Vec<usize> = piles.iter().map(|&x| x as usize).collect();
            assert_eq!(
                solution::first_player_wins(&takes, &piles),
                brute::first_player_wins(&takes, &wide),
                "takes {takes:?}, piles {piles:?}"
            );
        }
    }
}

/// The article's table stops at `max_x - 1`: a single pile of the largest size would read
/// `grundy[max_x] = 0`. With takes {1}, one pile of 1 is a first-player win all the same.
#[test]
fn the_largest_pile_counts() {
    assert!(solution::first_player_wins(&[1], &[1]));
    assert!(solution::first_player_wins(&[1, 3, 4], &[2, 5]));
}
