//! The solution (f64, window sums through cgt-chance) against the brute force of
//! examples/brute.rs (the game searched roll by roll in exact fractions), on the generator's
//! small inputs (the ones `cargo x stress atcoder-abc342-f` starts with).

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
use oracle::Rational;

#[test]
fn probability_matches_the_game_searched() {
    for (seed, input) in small_inputs(&gen::GENERATOR, 1..=SMALL_CASES) {
        let v: Vec<usize> = Tokens::new(&input).many(3);
        let exact = brute::win_probability(v[0], v[1], v[2]);
        let real = solution::win_probability(v[0], v[1], v[2]);
        assert!(
            (real - exact.to_f64()).abs() <= 1e-12,
            "{v:?}: {real} vs {exact} (cargo x gen atcoder-abc342-f --small --seed {seed})"
        );
    }
}

#[test]
fn every_small_game_exactly() {
    for n in 1..=9 {
        for l in 1..=n {
            for d in 1..=n {
                let exact = brute::win_probability(n, l, d);
                let real = solution::win_probability(n, l, d);
                assert!((real - exact.to_f64()).abs() <= 1e-12, "{n} {l} {d}");
            }
        }
    }
    assert_eq!(brute::win_probability(3, 2, 2), Rational::new(15, 32));
    assert_eq!(brute::win_probability(1, 1, 1), Rational::zero());
}
