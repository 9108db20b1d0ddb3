//! The XOR-convolution power against every tuple played as Nim searched from its definition
//! (examples/brute.rs): every n <= 4 and m <= 13, and random n <= 3, m <= 23.

#[path = "../src/main.rs"]
#[allow(dead_code)]
mod solution;

#[path = "../examples/brute.rs"]
#[allow(dead_code)]
mod brute;

use cgt_divisor::SmallestPrimeFactor;
use rand::{rngs::StdRng, Rng, SeedableRng};

#[test]
fn counts_match_the_game_search() {
    let sieve = SmallestPrimeFactor::new(50_000);
    for n in 1..=4 {
        for m in 2..=13 {
            assert_eq!(
                solution::second_player_wins(&sieve, n, m as usize),
                brute::second_player_wins(n, m),
                "n {n} m {m}"
            );
        }
    }
}

#[test]
fn random_counts_match_the_game_search() {
    let sieve = SmallestPrimeFactor::new(50_000);
    let mut rng = StdRng::seed_from_u64(4589);
    for _ in 0..40 {
        let n = rng.random_range(1..=3);
        let m = rng.random_range(2..=23);
        assert_eq!(
            solution::second_player_wins(&sieve, n, m as usize),
            brute::second_player_wins(n, m),
            "n {n} m {m}"
        );
    }
}
