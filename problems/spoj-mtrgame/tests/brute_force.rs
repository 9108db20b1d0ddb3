//! The solution (the envelopes of cgt-matrix-game, in f64) against the brute force of
//! examples/brute.rs (Shapley–Snow in exact fractions), as printed, on the generator's small
//! inputs (the ones `cargo x stress spoj-mtrgame` starts with; the generator holds the brute
//! force, to keep its games off the rounding boundaries).

#[path = "../src/main.rs"]
#[allow(dead_code)]
mod solution;

#[path = "../examples/gen.rs"]
#[allow(dead_code)]
mod gen;

use gen::brute;
use oracle::gen::{small_inputs, Tokens, SMALL_CASES};

#[test]
fn value_matches_shapley_snow() {
    for (seed, input) in small_inputs(&gen::GENERATOR, 1..=SMALL_CASES) {
        let mut tokens = Tokens::new(&input);
        let t: usize = tokens.next();
        for _ in 0..t {
            let (m, n): (usize, usize) = (tokens.next(), tokens.next());
            let a: Vec<Vec<i64>> = (0..m).map(|_| tokens.many(n)).collect();
            let exact = brute::game_value(&a);
            let real = solution::game_value(a.clone());
            let scale = 1f64.max(exact.to_f64().abs());
            assert!(
                (real - exact.to_f64()).abs() <= 1e-9 * scale,
                "{a:?}: {real} vs {exact} (cargo x gen spoj-mtrgame --small --seed {seed})"
            );
            assert_eq!(solution::printed(real), brute::printed(&a), "{a:?}");
        }
    }
}

#[test]
fn the_statement_traps() {
    // A 2 × 2 without a saddle point, one with; three rows where one is left out; one row.
    assert_eq!(brute::printed(&[vec![1, 4], vec![4, 3]]), "3.250");
    assert_eq!(brute::printed(&[vec![1, 2], vec![3, 4]]), "3.000");
    assert_eq!(
        brute::printed(&[vec![3, 0], vec![0, 3], vec![1, 1]]),
        "1.500"
    );
    assert_eq!(brute::printed(&[vec![5, -2, 7]]), "-2.000");
    for a in [
        vec![vec![1, 4], vec![4, 3]],
        vec![vec![3, 0], vec![0, 3], vec![1, 1]],
        vec![vec![0, -1, 1], vec![1, 0, -1], vec![-1, 1, 0]],
    ] {
        assert_eq!(
            solution::printed(solution::game_value(a.clone())),
            brute::printed(&a)
        );
    }
}
