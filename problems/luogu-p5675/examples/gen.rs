//! Inputs of luogu-p5675 in the statement's exact format (`cargo x gen luogu-p5675`): `small` for the
//! brute force, `random` of moderate size, and the worst cases by name (`max`).

use oracle::gen::{line, Generator};
use rand::{rngs::StdRng, Rng};

pub const GENERATOR: Generator = Generator {
    small: Some(|rng| {
        let n = rng.random_range(1..=8);
        piles(rng, n, 30)
    }),
    random: |rng| {
        let n = rng.random_range(1..=20);
        piles(rng, n, 200)
    },
    max: &[
        ("n200-random", |rng| piles(rng, 200, 200)),
        ("n200-all-200", |_| piles_all(200, 200)),
    ],
};

fn piles(rng: &mut StdRng, n: usize, top: usize) -> String {
    let values: Vec<usize> = (0..n).map(|_| rng.random_range(1..=top)).collect();
    format!("{n}\n{}", line(values))
}

fn piles_all(n: usize, value: usize) -> String {
    format!("{n}\n{}", line(vec![value; n]))
}

fn main() {
    oracle::gen::main(&GENERATOR);
}
