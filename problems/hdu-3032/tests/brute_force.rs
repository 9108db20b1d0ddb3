//! Lasker's Nim through the Grundy formula against a win/loss search of the real game (take from
//! one heap, or split one heap in two).

#[path = "../src/main.rs"]
#[allow(dead_code)]
mod solution;

#[path = "../examples/brute.rs"]
#[allow(dead_code)]
mod brute;

use rand::{rngs::StdRng, Rng, SeedableRng};

#[test]
fn alice_wins_matches_game_search() {
    let mut search = brute::lasker_search();
    let mut rng = StdRng::seed_from_u64(3032);
    for _ in 0..600 {
        let n = rng.random_range(1..=4);
        let heaps: Vec<u64> = (0..n).map(|_| rng.random_range(1..=7)).collect();
        assert_eq!(
            solution::alice_wins(heaps.iter().copied()),
            brute::alice_wins(&mut search, &heaps),
            "heaps {heaps:?}"
        );
    }
}

#[test]
fn the_plain_nim_traps() {
    let mut search = brute::lasker_search();
    for heaps in [[1u64, 2, 4], [3, 5, 6], [3, 3, 1], [4, 3, 7]] {
        assert_eq!(
            solution::alice_wins(heaps),
            brute::alice_wins(&mut search, &heaps),
            "heaps {heaps:?}"
        );
    }
}
