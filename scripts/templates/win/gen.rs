//! Inputs of {name} (`cargo x gen {name}`), in the statement's format: `small` for the brute
//! force, `random` of moderate size, and the worst cases at the statement's limits by name
//! (`max`).

use oracle::gen::{line, Generator};
use rand::{rngs::StdRng, Rng};

// TODO: inputs in the statement's exact format; worst-case shapes at its maximum sizes.
pub const GENERATOR: Generator = Generator {
    small: Some(|rng| {
        let n = rng.random_range(1..=3);
        piles(rng, n, 3, 5)
    }),
    random: |rng| {
        let n = rng.random_range(1..=1000);
        piles(rng, n, 1000, 1_000_000_000)
    },
    max: &[
        ("max-piles", |rng| {
            piles(rng, 200_000, 1_000_000_000, 1_000_000_000)
        }),
        ("k-1", |rng| piles(rng, 200_000, 1, 1_000_000_000)),
    ],
};

/// `n k`, then `n` piles of at most `top` stones, `k` at most `most_k`.
fn piles(rng: &mut StdRng, n: usize, most_k: u64, top: u64) -> String {
    let k = rng.random_range(1..=most_k);
    let piles: Vec<u64> = (0..n).map(|_| rng.random_range(0..=top)).collect();
    format!("{n} {k}\n{}", line(piles))
}

fn main() {
    oracle::gen::main(&GENERATOR);
}
