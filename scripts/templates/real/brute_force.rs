//! The solution against the brute force of examples/brute.rs, on the generator's small inputs
//! (the ones `cargo x stress {name}` starts with), compared as judge.toml's `compare = "real"`
//! compares: within the tolerance, absolute or relative (`harness::compare::compare_reals`).

#[path = "../src/main.rs"]
#[allow(dead_code)]
mod solution;

#[path = "../examples/brute.rs"]
#[allow(dead_code)]
mod brute;

#[path = "../examples/gen.rs"]
#[allow(dead_code)]
mod gen;

use harness::compare::compare_reals;
use oracle::gen::{small_inputs, Tokens, SMALL_CASES};

/// The problem's `tolerance` in judge.toml.
const TOLERANCE: f64 = {tolerance};

#[test]
fn the_solution_agrees_with_the_brute_force_within_the_tolerance() {
    for (seed, input) in small_inputs(&gen::GENERATOR, 1..=SMALL_CASES) {
        // TODO: read the input as the statement gives it.
        let mut tokens = Tokens::new(&input);
        let (n, k): (u32, u32) = (tokens.next(), tokens.next());
        let expected = brute::expected_score(n, k).decimal(12);
        let actual = format!("{:.10}", solution::expected_score(n as usize, k as usize));
        if let Some(wrong) = compare_reals(TOLERANCE, &expected, &actual) {
            panic!("{input}(cargo x gen {name} --small --seed {seed}): {wrong}");
        }
    }
}
