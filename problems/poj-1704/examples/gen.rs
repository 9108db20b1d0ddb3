//! Inputs of poj-1704 in the statement's exact format (`cargo x gen poj-1704`): `small` for the
//! brute force, `random` of moderate size, and the worst cases by name (`max`).

use oracle::gen::{line, Generator};
use rand::{rngs::StdRng, seq::SliceRandom, Rng};

pub const GENERATOR: Generator = Generator {
    small: Some(|rng| {
        let t = rng.random_range(1..=5);
        let n = rng.random_range(1..=5);
        let top = rng.random_range(n as u32..=12);
        cases(rng, t, n, top)
    }),
    random: |rng| {
        let t = rng.random_range(1..=5);
        let n = rng.random_range(1..=20);
        cases(rng, t, n, 100)
    },
    max: &[
        ("20-cases-n1000", |rng| cases(rng, 20, 1000, 10_000)),
        ("20-cases-n1000-packed", |rng| cases(rng, 20, 1000, 1000)),
    ],
};

/// `t` cases, each with `n` distinct cells among 1..=`top`, shuffled.
fn cases(rng: &mut StdRng, t: usize, n: usize, top: u32) -> String {
    let mut text = format!("{t}\n");
    for _ in 0..t {
        let mut cells: Vec<u32> = (1..=top).collect();
        cells.shuffle(rng);
        cells.truncate(n);
        text.push_str(&format!("{n}\n{}", line(cells)));
    }
    text
}

fn main() {
    oracle::gen::main(&GENERATOR);
}
