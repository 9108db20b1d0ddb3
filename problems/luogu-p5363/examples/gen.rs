//! Inputs of luogu-p5363 (`cargo x gen luogu-p5363`): `small` for the brute force (every
//! placement searched: n up to 14), `random` up to the limits, and the worst cases at the
//! statement's limits by name (`max`).

use oracle::gen::{line, Generator};
use rand::{rngs::StdRng, Rng};

pub const GENERATOR: Generator = Generator {
    small: Some(|rng| strip(rng, 14, 14)),
    random: |rng| strip(rng, 150_000, 50),
    max: &[
        ("n150000-m50", |_| line([150_000, 50])),
        ("n150000-m49", |_| line([150_000, 49])),
        ("n150000-m1", |_| line([150_000, 1])),
        ("n100-m50", |_| line([100, 50])),
    ],
};

fn strip(rng: &mut StdRng, top_n: usize, top_m: usize) -> String {
    let n = rng.random_range(1..=top_n);
    let m = rng.random_range(1..=n.min(top_m));
    line([n, m])
}

fn main() {
    oracle::gen::main(&GENERATOR);
}
