//! `winners` against a win/lose/draw search of the real game (positions: the last word said) on
//! small lists over few letters, both cases, so that words chain, repeat and loop.

#[path = "../src/main.rs"]
#[allow(dead_code)]
mod solution;

#[path = "../examples/brute.rs"]
#[allow(dead_code)]
mod brute;

use rand::{rngs::StdRng, Rng, SeedableRng};

#[test]
fn winners_match_the_game_search() {
    let mut rng = StdRng::seed_from_u64(209);
    let alphabet = b"abAB";
    for _ in 0..500 {
        let n = rng.random_range(1..=10);
        let letters = rng.random_range(1..=alphabet.len());
        let words: Vec<Vec<u8>> = (0..n)
            .map(|_| {
                let len = rng.random_range(3..=5);
                (0..len)
                    .map(|_| alphabet[rng.random_range(0..letters)])
                    .collect()
            })
            .collect();
        assert_eq!(
            solution::winners(&words),
            brute::winners(&words),
            "{:?}",
            words
                .iter()
                .map(|w| String::from_utf8_lossy(w))
                .collect::<Vec<_>>()
        );
    }
}
