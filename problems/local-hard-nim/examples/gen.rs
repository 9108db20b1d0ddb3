//! Inputs of local-hard-nim (`cargo x gen local-hard-nim`): several `n m` lines to the end of
//! the input. `small` for the brute force (n <= 4 with m <= 13, n <= 3 with m <= 23: it plays
//! every tuple), `random` of moderate size, and the worst cases at the statement's limits by name
//! (`max`: 80 tests).

use oracle::gen::{line, Generator};
use rand::{rngs::StdRng, Rng};

pub const GENERATOR: Generator = Generator {
    small: Some(|rng| {
        (0..rng.random_range(1..=5))
            .map(|_| {
                let n = rng.random_range(1..=4u64);
                let top_m = if n <= 3 { 23 } else { 13 };
                line([n, rng.random_range(2..=top_m)])
            })
            .collect()
    }),
    random: |rng| cases(rng, 20, 1_000_000_000, 2000),
    max: &[
        ("t80-n1e9-m50000", |_| {
            let case = line([1_000_000_000u64, 50_000]);
            case.repeat(80)
        }),
        ("t80-random-n-m50000", |rng| {
            (0..80)
                .map(|_| line([rng.random_range(1..=1_000_000_000u64), 50_000]))
                .collect()
        }),
        ("t80-random", |rng| cases(rng, 80, 1_000_000_000, 50_000)),
    ],
};

/// Up to `t` lines `n m` (at least one), `1 <= n <= top_n`, `2 <= m <= top_m`.
fn cases(rng: &mut StdRng, t: usize, top_n: u64, top_m: u64) -> String {
    let t = rng.random_range(1..=t);
    (0..t)
        .map(|_| {
            let n = rng.random_range(1..=top_n);
            let m = rng.random_range(2..=top_m);
            line([n, m])
        })
        .collect()
}

fn main() {
    oracle::gen::main(&GENERATOR);
}
