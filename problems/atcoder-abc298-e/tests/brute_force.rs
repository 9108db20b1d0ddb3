//! The solution (residues through cgt-chance) against the brute force of examples/brute.rs
//! (every throw, in exact rationals, reduced modulo 998244353 at the end), on the generator's
//! small inputs (the ones `cargo x stress atcoder-abc298-e` starts with).

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
fn probability_matches_exact_throws() {
    for (seed, input) in small_inputs(&gen::GENERATOR, 1..=SMALL_CASES) {
        let v: Vec<usize> = Tokens::new(&input).many(5);
        let exact = brute::takahashi_wins(v[0], v[1], v[2], v[3], v[4]);
        assert_eq!(
            u64::from(solution::takahashi_wins(v[0], v[1], v[2], v[3], v[4]).value()),
            exact.residue(998_244_353),
            "{v:?}: {exact} (cargo x gen atcoder-abc298-e --small --seed {seed})"
        );
    }
}

#[test]
fn the_statement_samples_exactly() {
    assert_eq!(brute::takahashi_wins(4, 2, 3, 3, 2), Rational::new(2, 3));
    assert_eq!(brute::takahashi_wins(6, 4, 2, 1, 1), Rational::one());
}
