//! The solution (f64, through cgt-chance) against the brute force of examples/brute.rs (the
//! real draws in exact rationals), on the generator's small inputs (the ones
//! `cargo x stress cf-148d` starts with), and the brute force against the closed form of the
//! statement's notes on a grid.

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
fn probability_matches_exact_draws() {
    for (seed, input) in small_inputs(&gen::GENERATOR, 1..=SMALL_CASES) {
        let mut tokens = Tokens::new(&input);
        let (w, b): (usize, usize) = (tokens.next(), tokens.next());
        let exact = brute::princess_wins(w, b);
        let real = solution::princess_wins(w, b);
        assert!(
            (real - exact.to_f64()).abs() <= 1e-12,
            "w {w} b {b}: {real} vs {exact} (cargo x gen cf-148d --small --seed {seed})"
        );
    }
}

/// C(n, k) exactly.
fn binomial(n: usize, k: usize) -> i128 {
    (0..k).fold(1i128, |c, i| c * (n - i) as i128 / (i + 1) as i128)
}

/// The check of problems.md: the mice leave in a uniformly random order, slots 0, 1, 2, ...
/// taken by princess, dragon, jump, princess, ...; she wins iff the first white in a non-jump
/// slot is in a princess slot. The sum also needs k < w + b (slot k must exist): problems.md's
/// form omits it and gives 2/3 for `1 2`, where the brute force (and the statement's trap) give
/// 1/3.
fn closed_form(w: usize, b: usize) -> Rational {
    if w == 0 {
        return Rational::zero();
    }
    let total = binomial(w + b, w);
    (0..)
        .step_by(3)
        .take_while(|&k| 2 * k / 3 <= b && k < w + b)
        .map(|k| Rational::new(binomial(w + b - 1 - 2 * k / 3, w - 1), total))
        .sum()
}

#[test]
fn the_brute_force_agrees_with_the_closed_form() {
    for w in 0..=14 {
        for b in 0..=14 {
            assert_eq!(brute::princess_wins(w, b), closed_form(w, b), "w {w} b {b}");
        }
    }
    assert_eq!(brute::princess_wins(5, 5), Rational::new(83, 126));
    assert_eq!(brute::princess_wins(1, 2), Rational::new(1, 3));
    assert_eq!(brute::princess_wins(2, 1), Rational::new(2, 3));
}
