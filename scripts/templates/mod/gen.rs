//! Inputs of {name} (`cargo x gen {name}`), in the statement's format: `small` for the brute
//! force, `random` of moderate size, and the worst cases at the statement's limits by name
//! (`max`).

use oracle::gen::{line, Generator};
use rand::{rngs::StdRng, Rng};

// TODO: inputs in the statement's exact format; worst-case shapes at its maximum sizes.
pub const GENERATOR: Generator = Generator {
    small: Some(|rng| race(rng, 6, 4)),
    random: |rng| race(rng, 300, 100),
    max: &[
        ("max-n-six", |_| line([2000, 6])),
        ("max-n-max-k", |_| line([2000, 1_000_000])),
    ],
};

/// `n k`, at most `most_n` and `most_k`.
fn race(rng: &mut StdRng, most_n: u64, most_k: u64) -> String {
    line([rng.random_range(1..=most_n), rng.random_range(1..=most_k)])
}

fn main() {
    oracle::gen::main(&GENERATOR);
}
