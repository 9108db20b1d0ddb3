//! The solution against the brute force of examples/brute.rs, on the generator's small inputs
//! (the ones `cargo x stress {name}` starts with), compared residue for residue.

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
fn the_solution_agrees_with_the_brute_force_modulo_the_prime() {
    for (seed, input) in small_inputs(&gen::GENERATOR, 1..=SMALL_CASES) {
        // TODO: read the input as the statement gives it.
        let mut tokens = Tokens::new(&input);
        let (n, k): (u32, u32) = (tokens.next(), tokens.next());
        assert_eq!(
            u64::from(solution::first_player_wins(n as usize, u64::from(k)).value()),
            brute::first_player_wins(n, k),
            "{input}(cargo x gen {name} --small --seed {seed})"
        );
    }
}
