//! Inputs of {name} (`cargo x gen {name}`), in the statement's format: `small` for the brute
//! force, `random` of moderate size, and the worst cases at the statement's limits by name
//! (`max`).

use oracle::gen::{line, Generator};
use rand::{rngs::StdRng, Rng};

// TODO: inputs in the statement's exact format; worst-case shapes at its maximum sizes.
pub const GENERATOR: Generator = Generator {
    small: Some(|rng| {
        let n = rng.random_range(1..=8);
        row(rng, n, 10)
    }),
    random: |rng| {
        let n = rng.random_range(1..=300);
        row(rng, n, 1_000_000_000)
    },
    max: &[("max-row", |rng| row(rng, 3000, 1_000_000_000))],
};

/// `n`, then `n` numbers from 1 to `top`.
fn row(rng: &mut StdRng, n: usize, top: i64) -> String {
    let a: Vec<i64> = (0..n).map(|_| rng.random_range(1..=top)).collect();
    format!("{n}\n{}", line(a))
}

fn main() {
    oracle::gen::main(&GENERATOR);
}
