//! Inputs of luogu-p4301 (`cargo x gen luogu-p4301`): `small` for the brute force (a few heaps
//! of a few matches: its Nim search is exhaustive), `random` of moderate size, and the worst
//! cases at the statement's limits by name (`max`).

use oracle::gen::{line, Generator};
use rand::{rngs::StdRng, Rng};

pub const GENERATOR: Generator = Generator {
    // Small tops repeat sizes, which the basis must see through.
    small: Some(|rng| {
        let k = rng.random_range(1..=5);
        let top = [3, 7, 12][rng.random_range(0..3)];
        heaps(rng, k, top)
    }),
    random: |rng| {
        let k = rng.random_range(1..=100);
        let top = [7, 1000, 1_000_000_000][rng.random_range(0..3)];
        heaps(rng, k, top)
    },
    max: &[
        ("k100-random", |rng| heaps(rng, 100, 1_000_000_000)),
        ("k100-all-1e9", |_| {
            format!("100\n{}", line(vec![1_000_000_000; 100]))
        }),
        ("k100-few-bits", |rng| heaps(rng, 100, 15)),
    ],
};

/// `k` then `k` heaps in `1..=top`.
fn heaps(rng: &mut StdRng, k: usize, top: u64) -> String {
    let heaps: Vec<u64> = (0..k).map(|_| rng.random_range(1..=top)).collect();
    format!("{k}\n{}", line(heaps))
}

fn main() {
    oracle::gen::main(&GENERATOR);
}
