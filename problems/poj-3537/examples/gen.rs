//! Inputs of poj-3537 in the statement's exact format (`cargo x gen poj-3537`): `small` for the
//! brute force, `random` of moderate size, and the worst cases by name (`max`).

use oracle::gen::Generator;
use rand::Rng;

const GENERATOR: Generator = Generator {
    // The real game searched over 2^n boards: up to 28 cells it takes a tenth of a second.
    small: Some(|rng| format!("{}\n", rng.random_range(3..=28))),
    random: |rng| format!("{}\n", rng.random_range(3..=2000)),
    max: &[("n2000", |_| "2000\n".to_string())],
};

fn main() {
    oracle::gen::main(&GENERATOR);
}
