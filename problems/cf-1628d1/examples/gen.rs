//! Inputs of cf-1628d1 (`cargo x gen cf-1628d1`): `small` for the brute force (the exact
//! recursion over the real picks: n up to 14), `random` within the limits, and the worst cases
//! (the sum of n at 2000) by name (`max`).

use oracle::gen::Generator;
use rand::{rngs::StdRng, Rng};

pub const GENERATOR: Generator = Generator {
    small: Some(|rng| {
        let t = rng.random_range(1..=6);
        tests(rng, t, 14)
    }),
    random: |rng| {
        let t = rng.random_range(1..=20);
        tests(rng, t, 2000 / t)
    },
    max: &[
        ("one-n2000", |rng| {
            let m = rng.random_range(1..=2000);
            format!("1\n2000 {m} {}\n", 1_000_000_006)
        }),
        ("one-n2000-m1000", |_| {
            "1\n2000 1000 999999999\n".to_string()
        }),
        ("1000-tests-n2", |rng| tests(rng, 1000, 2)),
    ],
};

fn tests(rng: &mut StdRng, t: usize, top_n: usize) -> String {
    let mut text = format!("{t}\n");
    for _ in 0..t {
        let n = rng.random_range(1..=top_n);
        let m = rng.random_range(1..=n);
        let k = match rng.random_range(0..4) {
            0 => 0,
            1 => rng.random_range(0..1_000_000_007u64),
            _ => rng.random_range(0..=20),
        };
        text.push_str(&format!("{n} {m} {k}\n"));
    }
    text
}

fn main() {
    oracle::gen::main(&GENERATOR);
}
