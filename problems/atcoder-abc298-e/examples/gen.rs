//! Inputs of atcoder-abc298-e (`cargo x gen atcoder-abc298-e`): `small` for the brute force
//! (exact rationals: short races with small dice), `random` up to the limits, and the worst and
//! sharpest cases by name (`max`).

use oracle::gen::{line, Generator};
use rand::{rngs::StdRng, Rng};

pub const GENERATOR: Generator = Generator {
    small: Some(|rng| race(rng, 12, 4)),
    random: |rng| race(rng, 100, 10),
    max: &[
        ("n100-from-1-dice-10", |_| line([100, 1, 1, 10, 10])),
        ("n100-tiny-probability", |_| line([100, 1, 1, 1, 10])),
        ("n100-random-dice-10", |rng| {
            let (a, b) = (rng.random_range(1..100), rng.random_range(1..100));
            line([100, a, b, 10, 10])
        }),
    ],
};

fn race(rng: &mut StdRng, top_n: usize, top_die: usize) -> String {
    let n = rng.random_range(2..=top_n);
    let (a, b) = (rng.random_range(1..n), rng.random_range(1..n));
    let (p, q) = (rng.random_range(1..=top_die), rng.random_range(1..=top_die));
    line([n, a, b, p, q])
}

fn main() {
    oracle::gen::main(&GENERATOR);
}
