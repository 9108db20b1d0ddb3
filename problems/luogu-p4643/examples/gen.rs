//! Inputs of luogu-p4643 (`cargo x gen luogu-p4643`): `small` for the brute force (N <= 10),
//! `random` of moderate size, and the worst cases at the statement's limits by name (`max`:
//! N = 10000, M = 100000, weights at ±10000).

use oracle::gen::Generator;
use rand::{rngs::StdRng, Rng};

pub const GENERATOR: Generator = Generator {
    small: Some(|rng| {
        let n = 2 * rng.random_range(1..=5);
        let m = rng.random_range(1..=12);
        let top = [1, 3, 10_000][rng.random_range(0..3)];
        input(&graph(rng, n, m, top))
    }),
    random: |rng| {
        let n = 2 * rng.random_range(1..=500);
        let m = rng.random_range(1..=5000);
        let top = [5, 10_000][rng.random_range(0..2)];
        input(&graph(rng, n, m, top))
    },
    max: &[
        ("n10000-m100000-random", |rng| {
            input(&graph(rng, 10_000, 100_000, 10_000))
        }),
        // Every weight at the top: the doubled total is about 2.2e9.
        ("n10000-m100000-all-10000", |rng| {
            let (n, mut g) = (10_000, graph(rng, 10_000, 100_000, 10_000));
            g.0 = vec![10_000; n];
            for e in &mut g.1 {
                e.2 = 10_000;
            }
            input(&g)
        }),
    ],
};

type Graph = (Vec<i64>, Vec<(usize, usize, i64)>);

/// `n` weights and `m` edges between distinct vertices (1-based), ends in random order.
fn graph(rng: &mut StdRng, n: usize, m: usize, top: i64) -> Graph {
    let weights = (0..n).map(|_| rng.random_range(-top..=top)).collect();
    let edges = (0..m)
        .map(|_| {
            let a = rng.random_range(1..=n);
            let mut b = rng.random_range(1..=n - 1);
            if b >= a {
                b += 1;
            }
            (a, b, rng.random_range(-top..=top))
        })
        .collect();
    (weights, edges)
}

fn input((weights, edges): &Graph) -> String {
    let mut text = format!("{} {}\n", weights.len(), edges.len());
    for w in weights {
        text.push_str(&format!("{w}\n"));
    }
    for (a, b, c) in edges {
        text.push_str(&format!("{a} {b} {c}\n"));
    }
    text
}

fn main() {
    oracle::gen::main(&GENERATOR);
}
