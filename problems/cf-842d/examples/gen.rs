//! Inputs of cf-842d (`cargo x gen cf-842d`): `small` for the brute force (up to 8 elements and 8
//! queries), `random` of moderate size, and the worst cases at the statement's limits by name
//! (`max`: n = m = 3e5, values and XORs up to 3e5).

use oracle::gen::{line, Generator};
use rand::{rngs::StdRng, Rng};

const LIMIT: u32 = 300_000;

pub const GENERATOR: Generator = Generator {
    small: Some(|rng| {
        let top = [3, 15, 63, LIMIT][rng.random_range(0..4)];
        let (n, m) = (rng.random_range(1..=8), rng.random_range(1..=8));
        random_input(rng, n, m, top, top)
    }),
    random: |rng| {
        let top = [63, 4095, LIMIT][rng.random_range(0..3)];
        let (n, m) = (rng.random_range(1..=2000), rng.random_range(1..=2000));
        random_input(rng, n, m, top, top)
    },
    max: &[
        // Every value 0..3e5: the mex is large and each walk goes to the bottom.
        ("n3e5-all-values", |rng| {
            let array: Vec<u32> = (0..LIMIT).collect();
            let queries: Vec<u32> = (0..LIMIT).map(|_| rng.random_range(0..=LIMIT)).collect();
            input(&array, &queries)
        }),
        // Random values and XORs at the limits: the longest input.
        ("n3e5-random", |rng| {
            random_input(rng, 300_000, 300_000, LIMIT, LIMIT)
        }),
        // Queries that flip the high bits: XORs reach 2^19 - 1.
        ("n3e5-high-bits", |rng| {
            let array: Vec<u32> = (0..LIMIT).map(|_| rng.random_range(0..=LIMIT)).collect();
            let queries: Vec<u32> = (0..LIMIT)
                .map(|_| (1 << 18) | rng.random_range(0..(LIMIT - (1 << 18))))
                .collect();
            input(&array, &queries)
        }),
    ],
};

fn random_input(rng: &mut StdRng, n: usize, m: usize, top: u32, top_x: u32) -> String {
    let array: Vec<u32> = (0..n).map(|_| rng.random_range(0..=top)).collect();
    let queries: Vec<u32> = (0..m).map(|_| rng.random_range(0..=top_x)).collect();
    input(&array, &queries)
}

fn input(array: &[u32], queries: &[u32]) -> String {
    let mut text = format!("{} {}\n{}", array.len(), queries.len(), line(array));
    for x in queries {
        text.push_str(&format!("{x}\n"));
    }
    text
}

fn main() {
    oracle::gen::main(&GENERATOR);
}
