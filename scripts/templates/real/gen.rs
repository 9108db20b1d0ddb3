//! Inputs of {name} (`cargo x gen {name}`), in the statement's format: `small` for the brute
//! force, `random` of moderate size, and the worst cases at the statement's limits by name
//! (`max`).

use oracle::gen::{line, Generator};
use rand::{rngs::StdRng, Rng};

// TODO: inputs in the statement's exact format; worst-case shapes at its maximum sizes.
pub const GENERATOR: Generator = Generator {
    small: Some(|rng| game(rng, 12, 6)),
    random: |rng| game(rng, 10_000, 100),
    max: &[
        ("max-n-max-k", |_| line([1_000_000, 1_000_000])),
        ("max-n-six", |_| line([1_000_000, 6])),
    ],
};

/// `n k`, at most `most_n` and `most_k`.
fn game(rng: &mut StdRng, most_n: u32, most_k: u32) -> String {
    line([rng.random_range(1..=most_n), rng.random_range(1..=most_k)])
}

fn main() {
    oracle::gen::main(&GENERATOR);
}
