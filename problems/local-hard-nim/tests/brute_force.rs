//! The XOR-convolution power against every tuple played as Nim searched from its definition
//! (examples/brute.rs), for tiny n and m.

#[path = "../src/main.rs"]
#[allow(dead_code)]
mod solution;

#[path = "../examples/brute.rs"]
#[allow(dead_code)]
mod brute;

use cgt_divisor::SmallestPrimeFactor;

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
