//! Inputs of cf-255e (`cargo x gen cf-255e`): `small` for the brute force (up to 10 piles of at
//! most 1e6, often at the values' run boundaries), `random` of moderate size, and the worst cases
//! at the statement's limits by name (`max`: 77,777 piles up to 777,777,777,777).

use oracle::gen::{line, Generator};
use rand::{rngs::StdRng, Rng};

const TOP: u64 = 777_777_777_777;

/// Where the values change (the runs start), and the fourth powers where a window's start moves.
const EDGES: [u64; 9] = [4, 16, 82, 6724, 50626, 256, 6561, 43_046_721, 2_562_991_876];

pub const GENERATOR: Generator = Generator {
    small: Some(|rng| {
        let n = rng.random_range(1..=10);
        let top = [10, 100, 10_000, 1_000_000][rng.random_range(0..4)];
        let piles: Vec<u64> = (0..n)
            .map(|_| {
                if rng.random_bool(0.3) {
                    near_edge(rng).min(top).max(1)
                } else {
                    rng.random_range(1..=top)
                }
            })
            .collect();
        input(&piles)
    }),
    random: |rng| {
        let n = rng.random_range(1..=1000);
        let piles: Vec<u64> = (0..n).map(|_| rng.random_range(1..=TOP)).collect();
        input(&piles)
    },
    max: &[
        // Uniform piles at the limit: the longest input.
        ("n77777-random", |rng| {
            input(
                &(0..77_777)
                    .map(|_| rng.random_range(1..=TOP))
                    .collect::<Vec<_>>(),
            )
        }),
        // Every pile the largest.
        ("n77777-largest", |_| input(&[TOP; 77_777])),
        // Piles at the run boundaries and around them.
        ("n77777-edges", |rng| {
            input(&(0..77_777).map(|_| near_edge(rng)).collect::<Vec<_>>())
        }),
    ],
};

/// A pile at a run boundary, give or take one.
fn near_edge(rng: &mut StdRng) -> u64 {
    let edge = EDGES[rng.random_range(0..EDGES.len())];
    edge - 1 + rng.random_range(0..=2)
}

fn input(piles: &[u64]) -> String {
    format!("{}\n{}", piles.len(), line(piles))
}

fn main() {
    oracle::gen::main(&GENERATOR);
}
