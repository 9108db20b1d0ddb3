//! Inputs of atcoder-abc342-f (`cargo x gen atcoder-abc342-f`): `small` for the brute force (the
//! game searched roll by roll in exact fractions), `random` up to the limits, and the worst
//! cases at the statement's limits by name (`max`).

use oracle::gen::{line, Generator};
use rand::{rngs::StdRng, Rng};

pub const GENERATOR: Generator = Generator {
    small: Some(|rng| game(rng, 10)),
    random: |rng| game(rng, 200_000),
    max: &[
        ("n-l-d-2e5", |_| line([200_000, 200_000, 200_000])),
        ("n2e5-l1e5-d1e3", |_| line([200_000, 100_000, 1000])),
        ("n2e5-l1-d2e5", |_| line([200_000, 1, 200_000])),
        ("n2e5-l2e5-d1", |_| line([200_000, 200_000, 1])),
    ],
};

fn game(rng: &mut StdRng, top: usize) -> String {
    let n = rng.random_range(1..=top);
    let l = rng.random_range(1..=n);
    let d = rng.random_range(1..=n);
    line([n, l, d])
}

fn main() {
    oracle::gen::main(&GENERATOR);
}
