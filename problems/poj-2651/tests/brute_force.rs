//! The solution (f64, the stable form of cgt-continuous) against the brute force of
//! examples/brute.rs (the exact recursion over the real decision), printed to three decimals,
//! on the generator's small inputs (the generator holds the brute force, to keep its inputs off
//! the rounding boundaries) (the ones `cargo x stress poj-2651` starts with).

#[path = "../src/main.rs"]
#[allow(dead_code)]
mod solution;

#[path = "../examples/gen.rs"]
#[allow(dead_code)]
mod gen;

use gen::brute;
use num_traits::ToPrimitive;
use oracle::gen::{small_inputs, SMALL_CASES};

#[test]
fn prize_matches_the_exact_recursion() {
    for (seed, input) in small_inputs(&gen::GENERATOR, 1..=SMALL_CASES) {
        let tokens: Vec<&str> = input.split_whitespace().collect();
        for pair in tokens.chunks(2) {
            let n: u32 = pair[0].parse().unwrap();
            if n == 0 {
                break;
            }
            let exact = brute::expected_prize(n, pair[1]).to_f64().unwrap();
            let real = solution::expected_prize(n, pair[1].parse().unwrap());
            assert!(
                (real - exact).abs() <= 1e-12 * exact,
                "{n} {}: {real} vs {exact} (cargo x gen poj-2651 --small --seed {seed})",
                pair[1]
            );
            assert_eq!(format!("{real:.3}"), brute::printed(n, pair[1]));
        }
    }
}

#[test]
fn the_statement_samples_exactly() {
    assert_eq!(brute::printed(1, "0.5"), "1.500");
    assert_eq!(brute::printed(1, "0.3"), "1.357");
    assert_eq!(brute::printed(2, "0.6"), "2.560");
    assert_eq!(brute::printed(24, "0.25"), "230.138");
}
