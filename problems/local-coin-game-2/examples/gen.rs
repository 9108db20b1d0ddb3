//! Inputs of local-coin-game-2 in the statement's exact format (`cargo x gen local-coin-game-2`): `small` for the
//! brute force, `random` of moderate size, and the worst cases by name (`max`).

use oracle::gen::{line, Generator};
use rand::{rngs::StdRng, seq::index::sample, Rng};

pub const GENERATOR: Generator = Generator {
    small: Some(|rng| {
        let n = rng.random_range(1..=10);
        let k = rng.random_range(1..=6);
        game(rng, n, k, 200)
    }),
    random: |rng| {
        let n = rng.random_range(1..=50);
        let k = rng.random_range(1..=10);
        game(rng, n, k, 300)
    },
    max: &[
        ("n1e6-k100-x-to-10000", |rng| {
            game(rng, 1_000_000, 100, 10_000)
        }),
        ("n1e6-k100-all-10000", |rng| {
            let takes = takes(rng, 100, 10_000);
            format!(
                "1000000 100\n{}{}",
                line(takes),
                line(vec![10_000; 1_000_000])
            )
        }),
    ],
};

/// `k` distinct takes in 1..=`top`, one of them 1, in random order.
fn takes(rng: &mut StdRng, k: usize, top: usize) -> Vec<usize> {
    let k = k.min(top);
    let mut takes: Vec<usize> = sample(rng, top - 1, k - 1)
        .into_iter()
        .map(|i| i + 2)
        .collect();
    takes.insert(rng.random_range(0..k), 1);
    takes
}

/// `n` piles of 1..=`top` coins and `k` takes in 1..=`top` (one of them 1).
fn game(rng: &mut StdRng, n: usize, k: usize, top: usize) -> String {
    let takes = takes(rng, k, top);
    let piles: Vec<usize> = (0..n).map(|_| rng.random_range(1..=top)).collect();
    format!("{n} {k}\n{}{}", line(takes), line(piles))
}

fn main() {
    oracle::gen::main(&GENERATOR);
}
