//! Inputs of local-take-range in the statement's exact format (`cargo x gen local-take-range`): `small` for the
//! brute force, `random` of moderate size, and the worst cases by name (`max`).

use oracle::gen::Generator;
use rand::Rng;

pub const GENERATOR: Generator = Generator {
    small: Some(|rng| {
        let n = rng.random_range(0..=60);
        let lo = rng.random_range(1..=12);
        let hi = rng.random_range(lo..=lo + 12);
        format!("{n} {lo} {hi}\n")
    }),
    random: |rng| {
        let n = rng.random_range(0..=1000);
        let lo = rng.random_range(1..=50);
        let hi = rng.random_range(lo..=lo + 50);
        format!("{n} {lo} {hi}\n")
    },
    max: &[
        ("n1e6-take-1-to-1e9", |_| {
            "1000000 1 1000000000\n".to_string()
        }),
        ("n1e6-take-2-to-4", |_| "1000000 2 4\n".to_string()),
        ("n1e6-take-500000-to-1e9", |_| {
            "1000000 500000 1000000000\n".to_string()
        }),
    ],
};

fn main() {
    oracle::gen::main(&GENERATOR);
}
