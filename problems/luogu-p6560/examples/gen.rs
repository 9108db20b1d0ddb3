//! Inputs of luogu-p6560 in the statement's exact format (`cargo x gen luogu-p6560`): `small` for the
//! brute force, `random` of moderate size, and the worst cases by name (`max`).

use oracle::gen::Generator;
use rand::{rngs::StdRng, seq::SliceRandom, Rng};
use std::fmt::Write;

pub const GENERATOR: Generator = Generator {
    small: Some(|rng| {
        let n = rng.random_range(2..=8);
        let m = rng.random_range(1..=2 * n);
        let q = rng.random_range(1..=5);
        let edges = random_edges(rng, n, m, 0.15);
        input(rng, n, &edges, q)
    }),
    random: |rng| {
        let n = rng.random_range(2..=300);
        let m = rng.random_range(1..=1000);
        let q = rng.random_range(1..=20);
        let edges = random_edges(rng, n, m, 0.05);
        input(rng, n, &edges, q)
    },
    max: &[
        // Acyclic: every vertex is decided in every round, so each round walks all 5e5 edges.
        ("dag-1e5-5e5-q500", |rng| {
            let edges = dag_edges(rng, 100_000, 500_000);
            input(rng, 100_000, &edges, 500)
        }),
        // The same with every start among the first 100 vertices of the order (sources, decided
        // last), so that no round can stop early.
        ("dag-1e5-5e5-q500-sources-start", |rng| {
            let (order, edges) = dag(rng, 100_000, 500_000);
            let starts: Vec<usize> = (0..500).map(|_| order[rng.random_range(0..100)]).collect();
            input_with_starts(rng, 100_000, &edges, &starts)
        }),
        ("random-1e5-5e5-q500", |rng| {
            let edges = random_edges(rng, 100_000, 500_000, 0.0);
            input(rng, 100_000, &edges, 500)
        }),
        // Sparse and random: a few out-edges per vertex, many dead ends, long decided chains.
        ("random-1e5-2e5-q500", |rng| {
            let edges = random_edges(rng, 100_000, 200_000, 0.0);
            input(rng, 100_000, &edges, 500)
        }),
        ("path-1e5-q500", |rng| {
            let mut edges: Vec<(usize, usize)> = (1..100_000).map(|v| (v, v + 1)).collect();
            edges.shuffle(rng);
            input(rng, 100_000, &edges, 500)
        }),
        ("repeated-edges-1e5-5e5-q500", |rng| {
            let distinct = dag_edges(rng, 100_000, 100_000);
            let edges: Vec<(usize, usize)> = (0..500_000)
                .map(|i| {
                    distinct[if i < distinct.len() {
                        i
                    } else {
                        rng.random_range(0..distinct.len())
                    }]
                })
                .collect();
            input(rng, 100_000, &edges, 500)
        }),
    ],
};

/// `m` random edges `u v` (1-based, u != v), each repeated right away with probability `repeat`.
fn random_edges(rng: &mut StdRng, n: usize, m: usize, repeat: f64) -> Vec<(usize, usize)> {
    let mut edges = Vec::with_capacity(m);
    while edges.len() < m {
        let u = rng.random_range(1..=n);
        let v = rng.random_range(1..=n);
        if u == v {
            continue;
        }
        edges.push((u, v));
        if edges.len() < m && repeat > 0.0 && rng.random_bool(repeat) {
            edges.push((u, v));
        }
    }
    edges
}

/// `m` random edges from earlier to later vertices of a random order: no cycles.
fn dag_edges(rng: &mut StdRng, n: usize, m: usize) -> Vec<(usize, usize)> {
    dag(rng, n, m).1
}

/// A random order of the vertices 1..=n and `m` random edges from earlier to later ones.
fn dag(rng: &mut StdRng, n: usize, m: usize) -> (Vec<usize>, Vec<(usize, usize)>) {
    let mut order: Vec<usize> = (1..=n).collect();
    order.shuffle(rng);
    let edges = (0..m)
        .map(|_| {
            let i = rng.random_range(0..n - 1);
            let j = rng.random_range(i + 1..n);
            (order[i], order[j])
        })
        .collect();
    (order, edges)
}

/// The whole input: `n m q`, the edges, then `q` random rounds `x y` with x != y.
fn input(rng: &mut StdRng, n: usize, edges: &[(usize, usize)], q: usize) -> String {
    let starts: Vec<usize> = (0..q).map(|_| rng.random_range(1..=n)).collect();
    input_with_starts(rng, n, edges, &starts)
}

/// The whole input with one round per start `x`, each with a random target `y != x`.
fn input_with_starts(
    rng: &mut StdRng,
    n: usize,
    edges: &[(usize, usize)],
    starts: &[usize],
) -> String {
    let q = starts.len();
    let mut text = String::with_capacity(14 * (edges.len() + q) + 32);
    writeln!(text, "{n} {} {q}", edges.len()).unwrap();
    for (u, v) in edges {
        writeln!(text, "{u} {v}").unwrap();
    }
    for &x in starts {
        let y = loop {
            let y = rng.random_range(1..=n);
            if y != x {
                break y;
            }
        };
        writeln!(text, "{x} {y}").unwrap();
    }
    text
}

fn main() {
    oracle::gen::main(&GENERATOR);
}
