//! Inputs of luogu-p3185 in the statement's exact format (`cargo x gen luogu-p3185`): `small` for the
//! brute force, `random` of moderate size, and the worst cases by name (`max`).

use oracle::gen::{line, Generator};
use rand::{rngs::StdRng, Rng};

pub const GENERATOR: Generator = Generator {
    small: Some(|rng| {
        // Often empty bottles and even counts (the traps).
        let t = rng.random_range(1..=3);
        tests(rng, t, |rng| {
            let n = rng.random_range(2..=10);
            (0..n)
                .map(|i| match rng.random_range(0..3) {
                    0 => 0,
                    _ if i + 3 >= n => rng.random_range(0..=20),
                    _ => rng.random_range(0..=6),
                })
                .collect()
        })
    }),
    random: |rng| {
        let t = rng.random_range(1..=10);
        tests(rng, t, |rng| {
            let n = rng.random_range(2..=21);
            (0..n)
                .map(|_| match rng.random_range(0..3) {
                    0 => 0,
                    1 => rng.random_range(1..=3),
                    _ => rng.random_range(0..=10_000),
                })
                .collect()
        })
    },
    max: &[
        ("10-tests-n-21-odd-counts", |rng| {
            tests(rng, 10, |rng| {
                (0..21)
                    .map(|_| rng.random_range(0..5_000) * 2 + 1)
                    .collect()
            })
        }),
        ("10-tests-n-21-max-counts", |rng| {
            tests(rng, 10, |_| vec![10_000; 21])
        }),
    ],
};

/// `t` tests, each `n` then the n counts from `bottles`.
fn tests(rng: &mut StdRng, t: usize, bottles: fn(&mut StdRng) -> Vec<u32>) -> String {
    let mut text = line([t]);
    for _ in 0..t {
        let p = bottles(rng);
        text += &line([p.len()]);
        text += &line(p);
    }
    text
}

fn main() {
    oracle::gen::main(&GENERATOR);
}
