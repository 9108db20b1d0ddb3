//! Inputs of hdu-3595 in the statement's exact format (`cargo x gen hdu-3595`): `small` for the
//! brute force, `random` of moderate size, and the worst cases by name (`max`).

use oracle::gen::Generator;
use rand::{rngs::StdRng, Rng};
use std::fmt::Write;

pub const GENERATOR: Generator = Generator {
    small: Some(|rng| cases(rng, 6, 3, 12)),
    random: |rng| cases(rng, 20, 100, 1000),
    max: &[
        ("300-cases-of-1000-games", |rng| {
            cases_of(rng, 300, 1000, 1000)
        }),
        ("300-cases-of-1000-fibonacci-neighbours", |rng| {
            let fib = [
                1u64, 2, 3, 5, 8, 13, 21, 34, 55, 89, 144, 233, 377, 610, 987,
            ];
            let mut text = String::new();
            for _ in 0..300 {
                writeln!(text, "1000").unwrap();
                for _ in 0..1000 {
                    let i = rng.random_range(1..fib.len());
                    writeln!(text, "{} {}", fib[i], fib[i - 1]).unwrap();
                }
            }
            text
        }),
    ],
};

/// Up to `t` cases of up to `n` games with piles in `1..=top`, until end of input.
fn cases(rng: &mut StdRng, t: usize, n: usize, top: u64) -> String {
    let t = rng.random_range(1..=t);
    let mut text = String::new();
    for _ in 0..t {
        let count = rng.random_range(1..=n);
        text.push_str(&cases_of(rng, 1, count, top));
    }
    text
}

/// Exactly `t` cases of exactly `n` games with piles in `1..=top`.
fn cases_of(rng: &mut StdRng, t: usize, n: usize, top: u64) -> String {
    let mut text = String::new();
    for _ in 0..t {
        writeln!(text, "{n}").unwrap();
        for _ in 0..n {
            writeln!(
                text,
                "{} {}",
                rng.random_range(1..=top),
                rng.random_range(1..=top)
            )
            .unwrap();
        }
    }
    text
}

fn main() {
    oracle::gen::main(&GENERATOR);
}
