//! Inputs of luogu-p3480 in the statement's exact format (`cargo x gen luogu-p3480`): `small` for the
//! brute force, `random` of moderate size, and the worst cases by name (`max`).

use oracle::gen::{line, Generator};
use rand::{rngs::StdRng, Rng};
use std::fmt::Write;

pub const GENERATOR: Generator = Generator {
    small: Some(|rng| {
        let u = rng.random_range(1..=10);
        arrangements(rng, u, 5, 5)
    }),
    random: |rng| {
        let u = rng.random_range(1..=10);
        arrangements(rng, u, 1000, 10_000)
    },
    max: &[
        ("10-rows-of-1000-up-to-1e4", |rng| {
            (0..10).fold("10\n".to_string(), |mut text, _| {
                let row = sorted_row(rng, 1000, 10_000);
                write!(text, "1000\n{}", line(row)).unwrap();
                text
            })
        }),
        ("10-rows-of-equal-piles-1e4", |_| {
            (0..10).fold("10\n".to_string(), |mut text, i| {
                let n = 1000 - i % 2;
                write!(text, "{n}\n{}", line(std::iter::repeat_n(10_000, n))).unwrap();
                text
            })
        }),
    ],
};

/// `u` arrangements of 1..=`max_n` piles, non-decreasing, each at most `top`; some start with
/// zero piles or repeat one size throughout.
fn arrangements(rng: &mut StdRng, u: usize, max_n: usize, top: u64) -> String {
    let mut text = format!("{u}\n");
    for _ in 0..u {
        let n = rng.random_range(1..=max_n);
        let row = match rng.random_range(0..4) {
            0 => vec![rng.random_range(0..=top); n],
            1 => {
                let mut row = sorted_row(rng, n, top);
                let zeros = rng.random_range(0..=n);
                row[..zeros].iter_mut().for_each(|a| *a = 0);
                row
            }
            _ => sorted_row(rng, n, top),
        };
        write!(text, "{n}\n{}", line(row)).unwrap();
    }
    text
}

/// `n` random piles of 0..=`top`, sorted.
fn sorted_row(rng: &mut StdRng, n: usize, top: u64) -> Vec<u64> {
    let mut row: Vec<u64> = (0..n).map(|_| rng.random_range(0..=top)).collect();
    row.sort_unstable();
    row
}

fn main() {
    oracle::gen::main(&GENERATOR);
}
