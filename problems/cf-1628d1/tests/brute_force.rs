//! The solution (a table of averages in residues, through cgt-continuous) against the brute
//! force of examples/brute.rs (the exact recursion over the real picks), on the generator's small
//! inputs (the ones `cargo x stress cf-1628d1` starts with).

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
fn scores_match_the_exact_game() {
    for (seed, input) in small_inputs(&gen::GENERATOR, 1..=SMALL_CASES) {
        let mut tokens = Tokens::new(&input);
        let t: usize = tokens.next();
        let tests: Vec<(usize, usize, u64)> = (0..t)
            .map(|_| (tokens.next(), tokens.next(), tokens.next()))
            .collect();
        let scores = solution::scores(&tests);
        for (&(n, m, k), score) in tests.iter().zip(scores) {
            let exact = brute::score(n, m, k);
            assert_eq!(
                u64::from(score.value()),
                exact.residue(1_000_000_007),
                "{n} {m} {k}: {exact} (cargo x gen cf-1628d1 --small --seed {seed})"
            );
        }
    }
}

#[test]
fn the_statement_samples_exactly() {
    assert_eq!(brute::score(3, 3, 2), Rational::from(6));
    assert_eq!(brute::score(2, 1, 10), Rational::from(5));
    assert_eq!(brute::score(6, 3, 10), Rational::new(75, 8));
    assert_eq!(brute::score(4, 4, 0), Rational::zero());
}
