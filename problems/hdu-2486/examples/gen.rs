//! Inputs of hdu-2486 in the statement's exact format (`cargo x gen hdu-2486`): `small` for the
//! brute force, `random` of moderate size, and the worst cases by name (`max`).

use oracle::gen::{line, Generator};
use rand::{rngs::StdRng, Rng};

/// The statement's limits: t <= 20, n <= 1e8, k <= 1e5.
const MAX_T: usize = 20;
const MAX_N: u64 = 100_000_000;
const MAX_K: u64 = 100_000;

pub const GENERATOR: Generator = Generator {
    // Piles the brute force searches quickly; mostly small k, some k past n (n <= k + 1 loses).
    small: Some(|rng| {
        let t = rng.random_range(1..=MAX_T);
        cases(rng, t, |rng| {
            let n = rng.random_range(2..=150);
            let k = if rng.random_bool(0.85) {
                rng.random_range(1..=8)
            } else {
                rng.random_range(1..=160)
            };
            (n, k)
        })
    }),
    random: |rng| {
        cases(rng, MAX_T, |rng| {
            (rng.random_range(2..=MAX_N), rng.random_range(1..=MAX_K))
        })
    },
    max: &[
        // 20 distinct k near 1e5: 20 tables of about 750,000 losing sizes each.
        ("t20-distinct-k-near-1e5", |rng| {
            let mut k = MAX_K + 1;
            cases(rng, MAX_T, |rng| {
                k -= 1;
                (rng.random_range(MAX_N - 1000..=MAX_N), k)
            })
        }),
        // One k = 1e5 for every case: one table, 20 queries.
        ("t20-k-1e5", |rng| {
            cases(rng, MAX_T, |rng| {
                (rng.random_range(MAX_N - 1000..=MAX_N), MAX_K)
            })
        }),
        // The smallest k: the most parts per decomposition (k = 1: one per set bit).
        ("t20-k-1-to-3", |rng| {
            cases(rng, MAX_T, |rng| {
                (
                    rng.random_range(MAX_N - 1000..=MAX_N),
                    rng.random_range(1..=3),
                )
            })
        }),
    ],
};

/// `t`, then `t` lines `n k` from `case`.
fn cases(rng: &mut StdRng, t: usize, mut case: impl FnMut(&mut StdRng) -> (u64, u64)) -> String {
    let mut text = line([t]);
    for _ in 0..t {
        let (n, k) = case(rng);
        text.push_str(&line([n, k]));
    }
    text
}

fn main() {
    oracle::gen::main(&GENERATOR);
}
