//! Inputs of cf-1628d1 (`cargo x gen cf-1628d1`): `small` for the brute force, `random` of moderate
//! size, and the worst cases at the statement's limits by name (`max`).

use oracle::gen::{line, Generator};
use rand::{rngs::StdRng, Rng};

// TODO: inputs in the statement's exact format; worst-case shapes at its maximum sizes.
pub const GENERATOR: Generator = Generator {
    small: Some(|rng| value(rng, 20)),
    random: |rng| value(rng, 1000),
    max: &[("max-value", |rng| value(rng, 1_000_000_000))],
};

fn value(rng: &mut StdRng, top: u64) -> String {
    line([rng.random_range(0..=top)])
}

fn main() {
    oracle::gen::main(&GENERATOR);
}
