//! Inputs of poj-2311 in the statement's exact format (`cargo x gen poj-2311`): `small` for the
//! brute force, `random` of moderate size, and the worst cases by name (`max`).

use oracle::gen::Generator;
use rand::{rngs::StdRng, Rng};

const GENERATOR: Generator = Generator {
    // Paper cut for real grows fast past 10 x 10; every sheet up to 9 x 9 takes milliseconds.
    small: Some(|rng| {
        let count = rng.random_range(1..=12);
        let text = sheets(rng, count, 9);
        if rng.random_bool(0.2) {
            text.trim_end().to_string()
        } else {
            text
        }
    }),
    random: |rng| sheets(rng, 20, 200),
    // The statement gives no count of lines: 1e5 sheets stand for "many"; the table dominates.
    max: &[
        ("1e5-sheets", |rng| sheets(rng, 100_000, 200)),
        ("1e5-sheets-no-final-newline", |rng| {
            sheets(rng, 100_000, 200).trim_end().to_string()
        }),
    ],
};

/// `count` lines `W H` with 2 <= W, H <= `top`.
fn sheets(rng: &mut StdRng, count: usize, top: usize) -> String {
    (0..count)
        .map(|_| {
            format!(
                "{} {}\n",
                rng.random_range(2..=top),
                rng.random_range(2..=top)
            )
        })
        .collect()
}

fn main() {
    oracle::gen::main(&GENERATOR);
}
