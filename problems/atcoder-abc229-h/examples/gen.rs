//! Inputs of atcoder-abc229-h in the statement's exact format (`cargo x gen atcoder-abc229-h`): `small` for the
//! brute force, `random` of moderate size, and the worst cases by name (`max`).

use oracle::gen::Generator;
use rand::{rngs::StdRng, Rng};

pub const GENERATOR: Generator = Generator {
    small: Some(|rng| {
        // The brute force searches the whole board: up to 3 x 3 at any density, 4 x 4 sparse.
        if rng.random_bool(0.8) {
            let n = rng.random_range(1..=3);
            let density = rng.random_range(0.0..1.0);
            board(rng, n, density)
        } else {
            let density = rng.random_range(0.1..0.4);
            board(rng, 4, density)
        }
    }),
    random: |rng| {
        let n = rng.random_range(1..=8);
        let density = rng.random_range(0.0..1.0);
        board(rng, n, density)
    },
    max: &[
        ("8x8-random", |rng| board(rng, 8, 0.7)),
        ("8x8-full", |rng| board(rng, 8, 1.0)),
        ("8x8-empty", |rng| board(rng, 8, 0.0)),
    ],
};

/// `N` and an N x N board whose squares hold a piece with probability `density`, white or black
/// with equal chance.
fn board(rng: &mut StdRng, n: usize, density: f64) -> String {
    let mut text = format!("{n}\n");
    for _ in 0..n {
        for _ in 0..n {
            text.push(if !rng.random_bool(density) {
                '.'
            } else if rng.random_bool(0.5) {
                'W'
            } else {
                'B'
            });
        }
        text.push('\n');
    }
    text
}

fn main() {
    oracle::gen::main(&GENERATOR);
}
