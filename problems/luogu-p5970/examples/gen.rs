//! Inputs of luogu-p5970 (`cargo x gen luogu-p5970`): `small` for the brute force (up to 10
//! piles), `random` of moderate size, and the worst cases at the statement's limits by name
//! (`max`: n = 5e5, d = 10, m <= 1e7; the largest table, the most work per stone, the most piles).

use oracle::gen::{line, Generator};
use rand::Rng;

pub const GENERATOR: Generator = Generator {
    small: Some(|rng| {
        let n = rng.random_range(1..=10);
        let top = [1, 3, 7, 20][rng.random_range(0..4)];
        let d = rng.random_range(1..=(n + 2).min(10));
        let piles: Vec<u32> = (0..n).map(|_| rng.random_range(1..=top)).collect();
        input(d, &piles)
    }),
    random: |rng| {
        // m = n * top stays within 1e7.
        let (n, top) = [(2000, 10), (2000, 1000), (10, 1_000_000)][rng.random_range(0..3)];
        let n = rng.random_range(1..=n);
        let d = rng.random_range(1..=10);
        let piles: Vec<u32> = (0..n).map(|_| rng.random_range(1..=top)).collect();
        input(d, &piles)
    },
    max: &[
        // One pile of 1e6 (the full 2^20 x 10 table: 40 MB) and 499 999 piles of 18: m = 1e7 - 18.
        ("n500000-table-2e20", |_| {
            let mut piles = vec![18; 499_999];
            piles.push(1_000_000);
            input(10, &piles)
        }),
        // 19 piles of 2^19: every pile costs the whole 2^20 range (the most work per stone).
        ("pow2-19-d10", |_| input(10, &[1 << 19; 19])),
        // 152 piles of 2^16 and random small piles up to n = 5e5, m near 1e7.
        ("n500000-pow2-16-random", |rng| {
            let mut piles = vec![1 << 16; 152];
            let mut total: u64 = 152 << 16;
            while piles.len() < 500_000 {
                let left = 10_000_000 - total;
                let room = left - (500_000 - piles.len() as u64 - 1);
                let a = rng.random_range(1..=room.clamp(1, 20)) as u32;
                total += u64::from(a);
                piles.push(a);
            }
            input(10, &piles)
        }),
        // Ten piles of 1e6: the largest values (m = 1e7).
        ("ten-piles-1e6", |_| input(10, &[1_000_000; 10])),
    ],
};

fn input(d: usize, piles: &[u32]) -> String {
    format!("{} {d}\n{}", piles.len(), line(piles.iter()))
}

fn main() {
    oracle::gen::main(&GENERATOR);
}
