//! The XOR-convolution power against every tuple played as Nim searched from its definition
//! (examples/brute.rs): every n <= 4 and m <= 13, and the generator's small inputs (what `cargo x
//! stress` feeds: n <= 4 with m <= 13, n <= 3 with m <= 23).

#[path = "../src/main.rs"]
#[allow(dead_code)]
mod solution;

#[path = "../examples/brute.rs"]
#[allow(dead_code)]
mod brute;

use cgt_divisor::SmallestPrimeFactor;
use oracle::gen::{small_inputs, Tokens, SMALL_CASES};

#[path = "../examples/gen.rs"]
#[allow(dead_code)]
mod gen;

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
fn the_generators_small_counts_match_the_game_search() {
    let sieve = SmallestPrimeFactor::new(50_000);
    for (seed, input) in small_inputs(&gen::GENERATOR, 1..=SMALL_CASES) {
        let mut tokens = Tokens::new(&input);
        while !tokens.is_empty() {
            let (n, m): (u64, u64) = (tokens.next(), tokens.next());
            assert_eq!(
                solution::second_player_wins(&sieve, n, m as usize),
                brute::second_player_wins(n, m),
                "n {n} m {m} (cargo x gen local-hard-nim --small --seed {seed})"
            );
        }
    }
}
