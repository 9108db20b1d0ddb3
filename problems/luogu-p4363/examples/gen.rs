//! Inputs of luogu-p4363 (`cargo x gen luogu-p4363`): `small` for the brute force, `random` of
//! moderate size, and the worst cases at the statement's limits by name (`max`), including the
//! shapes where n and m differ (a solution that swaps them fails there).

use oracle::gen::{line, Generator};
use rand::{rngs::StdRng, Rng};

pub const GENERATOR: Generator = Generator {
    // The plain search keeps the points in its positions: boards of at most 12 cells.
    small: Some(|rng| {
        let n = rng.random_range(1..=4);
        let m = rng.random_range(1..=12 / n).min(6);
        let top = [1, 9, 100_000][rng.random_range(0..3)];
        let b_zero = rng.random_bool(0.2);
        boards(rng, n, m, top, b_zero)
    }),
    random: |rng| {
        let n = rng.random_range(1..=10);
        let m = rng.random_range(1..=10);
        boards(rng, n, m, 100_000, false)
    },
    max: &[
        ("10x10", |rng| boards(rng, 10, 10, 100_000, false)),
        // The odd-numbered official tests: every b is 0.
        ("10x10-b-zero", |rng| boards(rng, 10, 10, 100_000, true)),
        ("10x9", |rng| boards(rng, 10, 9, 100_000, false)),
        ("9x10", |rng| boards(rng, 9, 10, 100_000, false)),
        ("1x10", |rng| boards(rng, 1, 10, 100_000, false)),
        ("10x1", |rng| boards(rng, 10, 1, 100_000, false)),
        ("3x7", |rng| boards(rng, 3, 7, 100_000, false)),
        ("7x3", |rng| boards(rng, 7, 3, 100_000, false)),
    ],
};

/// `n m`, then the a matrix and the b matrix, values in `0..=top` (b all 0 if `b_zero`).
fn boards(rng: &mut StdRng, n: usize, m: usize, top: u32, b_zero: bool) -> String {
    let mut text = format!("{n} {m}\n");
    for matrix in 0..2 {
        for _ in 0..n {
            let row: Vec<u32> = (0..m)
                .map(|_| {
                    if matrix == 1 && b_zero {
                        0
                    } else {
                        rng.random_range(0..=top)
                    }
                })
                .collect();
            text.push_str(&line(row));
        }
    }
    text
}

fn main() {
    oracle::gen::main(&GENERATOR);
}
