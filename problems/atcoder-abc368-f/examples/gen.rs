//! Inputs of atcoder-abc368-f (`cargo x gen atcoder-abc368-f`): `small` for the brute force,
//! `random` of moderate size, and the worst cases at the statement's limits by name (`max`).

use oracle::gen::{line, Generator};
use rand::{rngs::StdRng, Rng};

pub const GENERATOR: Generator = Generator {
    small: Some(|rng| {
        let n = rng.random_range(1..=4);
        values(rng, n, 2, 48)
    }),
    random: |rng| {
        let n = rng.random_range(1..=1000);
        values(rng, n, 2, 100_000)
    },
    max: &[
        ("n1e5-random", |rng| values(rng, 100_000, 2, 100_000)),
        ("n1e5-all-1e5", |rng| values(rng, 100_000, 100_000, 100_000)),
        ("n1e5-powers-of-two", |rng| {
            let powers: Vec<usize> = (0..100_000)
                .map(|_| 1 << rng.random_range(1..=16))
                .collect();
            format!("100000\n{}", line(powers))
        }),
    ],
};

/// `n` then `n` values in `low..=high`.
fn values(rng: &mut StdRng, n: usize, low: usize, high: usize) -> String {
    let values: Vec<usize> = (0..n).map(|_| rng.random_range(low..=high)).collect();
    format!("{n}\n{}", line(values))
}

fn main() {
    oracle::gen::main(&GENERATOR);
}
