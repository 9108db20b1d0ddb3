//! The solution against the brute force of examples/brute.rs, on the generator's small inputs
//! (the ones `cargo x stress {name}` starts with), compared exactly.

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

#[test]
fn the_solution_agrees_with_the_brute_force() {
    for (seed, input) in small_inputs(&gen::GENERATOR, 1..=SMALL_CASES) {
        // TODO: read the input as the statement gives it.
        let mut tokens = Tokens::new(&input);
        let n: usize = tokens.next();
        let a: Vec<i64> = tokens.many(n);
        assert_eq!(
            solution::best_margin(&a),
            brute::best_margin(&a),
            "{input}(cargo x gen {name} --small --seed {seed})"
        );
    }
}
