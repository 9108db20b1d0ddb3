//! Inputs of cf-148d (`cargo x gen cf-148d`): `small` for the brute force (exact rationals),
//! `random` up to the limits, and the worst cases at the statement's limits by name (`max`).

use oracle::gen::{line, Generator};
use rand::{rngs::StdRng, Rng};

pub const GENERATOR: Generator = Generator {
    small: Some(|rng| {
        let top = if rng.random_range(0..4) == 0 { 25 } else { 8 };
        bag(rng, top)
    }),
    random: |rng| bag(rng, 1000),
    max: &[
        ("w1000-b1000", |_| line([1000, 1000])),
        ("w1-b1000", |_| line([1, 1000])),
        ("w1000-b0", |_| line([1000, 0])),
        ("w0-b1000", |_| line([0, 1000])),
    ],
};

fn bag(rng: &mut StdRng, top: usize) -> String {
    line([rng.random_range(0..=top), rng.random_range(0..=top)])
}

fn main() {
    oracle::gen::main(&GENERATOR);
}
