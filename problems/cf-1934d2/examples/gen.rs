//! Tests of cf-1934d2 (`cargo x gen cf-1934d2`): `t`, then t values of n, one a line. The
//! interactor's input is a test followed by `<policy> <seed>`.

use oracle::gen::{line, Generator};
use rand::{rngs::StdRng, Rng};

const MAX_N: u64 = 1_000_000_000_000_000_000;

const GENERATOR: Generator = Generator {
    // Below the interactor's table (1024): Bob plays from the definition.
    small: Some(|rng| games(rng, 20, |rng| rng.random_range(1..1024))),
    random: |rng| games(rng, 100, random_n),
    max: &[
        ("t1000-random", |rng| games(rng, 1000, random_n)),
        // Many set bits, top bit 59: the longest games against a Bob who peels low bits.
        ("t1000-dense", |rng| {
            games(rng, 1000, |rng| {
                let n = (1u64 << 60) - 1 - (1 << rng.random_range(0..59));
                n.min(MAX_N)
            })
        }),
        ("t1000-powers-and-edges", |rng| {
            games(rng, 1000, |rng| match rng.random_range(0..4) {
                0 => 1 << rng.random_range(0..60),
                1 => MAX_N - rng.random_range(0..3),
                2 => rng.random_range(1..=3),
                _ => (1 << 59) | 1,
            })
        }),
    ],
};

/// n of every size: a random bit length, then random bits.
fn random_n(rng: &mut StdRng) -> u64 {
    let bits = rng.random_range(1..=60);
    rng.random_range(1u64 << (bits - 1)..1u64 << bits)
        .min(MAX_N)
}

/// `t`, then t values from `n`.
fn games(rng: &mut StdRng, t: usize, mut n: impl FnMut(&mut StdRng) -> u64) -> String {
    let values: Vec<u64> = (0..t).map(|_| n(rng)).collect();
    let mut text = line([t]);
    for v in values {
        text += &line([v]);
    }
    text
}

fn main() {
    oracle::gen::main(&GENERATOR);
}
