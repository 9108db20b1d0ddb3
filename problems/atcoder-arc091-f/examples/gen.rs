//! Inputs of atcoder-arc091-f in the statement's exact format (`cargo x gen atcoder-arc091-f`): `small` for the
//! brute force, `random` of moderate size, and the worst cases by name (`max`).

use oracle::gen::{line, Generator};
use rand::{rngs::StdRng, Rng};

pub const GENERATOR: Generator = Generator {
    small: Some(|rng| {
        let n = rng.random_range(1..=4);
        piles(rng, n, |rng| {
            (rng.random_range(1..=60), rng.random_range(1..=8))
        })
    }),
    random: |rng| {
        let n = rng.random_range(1..=200);
        piles(rng, n, |rng| {
            // K spread over every order of magnitude, A anywhere up to 1e9.
            let k = 10u64.pow(rng.random_range(0..=9)).min(1_000_000_000);
            (rng.random_range(1..=1_000_000_000), rng.random_range(1..=k))
        })
    },
    max: &[
        ("200-piles-K-near-1e8", |rng| {
            // One step at a time this is about 2e8 steps per pile.
            piles(rng, 200, |rng| {
                (
                    rng.random_range(999_000_000..=1_000_000_000),
                    rng.random_range(99_000_000..=101_000_000),
                )
            })
        }),
        ("200-piles-K-near-2e4-most-jumps", |rng| {
            // About 3.7e4 run jumps per pile: the most for A = 1e9.
            piles(rng, 200, |rng| {
                (
                    rng.random_range(999_000_000..=1_000_000_000),
                    rng.random_range(15_000..=25_000),
                )
            })
        }),
        ("200-piles-K-1", |rng| {
            piles(rng, 200, |rng| (rng.random_range(1..=1_000_000_000), 1))
        }),
        ("200-piles-A-below-K", |rng| {
            piles(rng, 200, |rng| {
                let k = rng.random_range(2..=1_000_000_000);
                (rng.random_range(1..k), k)
            })
        }),
    ],
};

/// `N`, then N lines `A_i K_i` from `pile`.
fn piles(rng: &mut StdRng, n: usize, pile: fn(&mut StdRng) -> (u64, u64)) -> String {
    let mut text = line([n]);
    for _ in 0..n {
        let (a, k) = pile(rng);
        text += &line([a, k]);
    }
    text
}

fn main() {
    oracle::gen::main(&GENERATOR);
}
