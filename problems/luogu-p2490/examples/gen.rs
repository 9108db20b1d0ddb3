//! Inputs of luogu-p2490 in the statement's exact format (`cargo x gen luogu-p2490`): `small` for the
//! brute force, `random` of moderate size, and the worst cases by name (`max`).

use oracle::gen::Generator;
use rand::{rngs::StdRng, Rng};

pub const GENERATOR: Generator = Generator {
    small: Some(|rng| game(rng, 10, 6)),
    random: |rng| game(rng, 10_000, 100),
    max: &[
        ("n-1e4-k-100-d-1", |_| "10000 100 1\n".to_string()),
        ("n-1e4-k-100-d-2", |_| "10000 100 2\n".to_string()),
        ("n-1e4-k-100-d-50", |_| "10000 100 50\n".to_string()),
        ("n-1e4-k-100-d-100", |_| "10000 100 100\n".to_string()),
        ("n-1e4-k-2-d-1", |_| "10000 2 1\n".to_string()),
        ("fewer-free-cells-than-pairs", |_| "140 100 3\n".to_string()),
    ],
};

/// `n k d` with 2 <= n <= `max_n`, k even, 2 <= k <= min(n, `max_k`), 1 <= d <= k.
fn game(rng: &mut StdRng, max_n: usize, max_k: usize) -> String {
    let n = rng.random_range(2..=max_n);
    let k = 2 * rng.random_range(1..=n.min(max_k) / 2);
    let d = rng.random_range(1..=k);
    format!("{n} {k} {d}\n")
}

fn main() {
    oracle::gen::main(&GENERATOR);
}
