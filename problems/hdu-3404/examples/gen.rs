//! Inputs of hdu-3404 in the statement's exact format (`cargo x gen hdu-3404`): `small` for the
//! brute force, `random` of moderate size, and the worst cases by name (`max`).

use oracle::gen::Generator;
use rand::{rngs::StdRng, seq::index::sample, Rng};
use std::fmt::Write;

pub const GENERATOR: Generator = Generator {
    small: Some(|rng| {
        // Boards the brute force searches whole (at most 20 cells); each case on its own.
        let cases = rng.random_range(1..=5);
        let mut text = format!("{cases}\n");
        for _ in 0..cases {
            let (w, h) = [
                (4, 4),
                (4, 5),
                (5, 4),
                (3, 6),
                (6, 3),
                (2, 10),
                (10, 2),
                (1, 20),
                (20, 1),
                (2, 2),
                (1, 1),
            ][rng.random_range(0..11)];
            let n = rng.random_range(1..=w * h);
            case(&mut text, rng, n, w, h);
        }
        text
    }),
    random: |rng| {
        let cases = rng.random_range(1..=20);
        let mut text = format!("{cases}\n");
        for _ in 0..cases {
            let top = [5, 100, 10_000][rng.random_range(0..3)];
            let n = rng.random_range(1..=(top * top).min(300));
            case(&mut text, rng, n, top, top);
        }
        text
    },
    max: &[
        ("100-cases-1000-cells-to-10000", |rng| {
            cases_of(rng, 1000, 10_000, 10_000)
        }),
        ("100-cases-1000-cells-one-row-to-10000", |rng| {
            cases_of(rng, 1000, 1, 10_000)
        }),
        ("100-cases-1000-cells-in-a-32x32-corner", |rng| {
            let mut text = "100\n".to_string();
            for _ in 0..100 {
                writeln!(text, "1000").unwrap();
                for i in sample(rng, 32 * 32, 1000) {
                    writeln!(text, "{} {}", 10_000 - i / 32, 10_000 - i % 32).unwrap();
                }
            }
            text
        }),
    ],
};

/// One case: `n` distinct lit cells drawn from the board `1..=w` x `1..=h`.
fn case(text: &mut String, rng: &mut StdRng, n: usize, w: usize, h: usize) {
    writeln!(text, "{n}").unwrap();
    for i in sample(rng, w * h, n) {
        writeln!(text, "{} {}", i / h + 1, i % h + 1).unwrap();
    }
}

/// 100 cases of `n` distinct cells each on the `w` x `h` board.
fn cases_of(rng: &mut StdRng, n: usize, w: usize, h: usize) -> String {
    let mut text = "100\n".to_string();
    for _ in 0..100 {
        case(&mut text, rng, n, w, h);
    }
    text
}

fn main() {
    oracle::gen::main(&GENERATOR);
}
