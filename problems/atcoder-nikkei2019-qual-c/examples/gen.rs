//! Inputs of atcoder-nikkei2019-qual-c (`cargo x gen atcoder-nikkei2019-qual-c`): `small` for
//! the brute force (up to 10 dishes, small values with ties), `random` of moderate size, and
//! the worst cases at the statement's limits by name (`max`: N = 1e5).

use oracle::gen::Generator;
use rand::{rngs::StdRng, Rng};

pub const GENERATOR: Generator = Generator {
    small: Some(|rng| {
        let n = rng.random_range(1..=10);
        let top = [1, 3, 10, 1_000_000_000][rng.random_range(0..4)];
        input(&dishes(rng, n, top))
    }),
    random: |rng| {
        let n = rng.random_range(1..=1000);
        let top = [5, 1000, 1_000_000_000][rng.random_range(0..3)];
        input(&dishes(rng, n, top))
    },
    max: &[
        ("n100000-random", |rng| {
            input(&dishes(rng, 100_000, 1_000_000_000))
        }),
        ("n100000-all-1e9", |_| {
            input(&vec![(1_000_000_000, 1_000_000_000); 100_000])
        }),
    ],
};

fn dishes(rng: &mut StdRng, n: usize, top: i64) -> Vec<(i64, i64)> {
    (0..n)
        .map(|_| (rng.random_range(1..=top), rng.random_range(1..=top)))
        .collect()
}

fn input(dishes: &[(i64, i64)]) -> String {
    let mut text = format!("{}\n", dishes.len());
    for (a, b) in dishes {
        text.push_str(&format!("{a} {b}\n"));
    }
    text
}

fn main() {
    oracle::gen::main(&GENERATOR);
}
