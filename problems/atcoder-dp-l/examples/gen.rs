//! Inputs of atcoder-dp-l (`cargo x gen atcoder-dp-l`): `small` for the brute force, `random` of
//! moderate size, and the worst cases at the statement's limits by name (`max`).

use oracle::gen::{line, Generator};
use rand::{rngs::StdRng, Rng};

pub const GENERATOR: Generator = Generator {
    // The plain search is exponential: at most 12 items, small or huge values.
    small: Some(|rng| {
        let n = rng.random_range(1..=12);
        let top = [2, 10, 1_000_000_000][rng.random_range(0..3)];
        row(rng, n, top)
    }),
    random: |rng| {
        let n = rng.random_range(1..=300);
        row(rng, n, 1_000_000_000)
    },
    max: &[
        ("n3000-random", |rng| row(rng, 3000, 1_000_000_000)),
        // |X - Y| near its largest: every value 1e9 with N odd gives 1e9, alternating 1e9 and 1
        // gives about 1.5e12.
        ("n3000-alternating", |_| {
            let values = (0..3000).map(|i| if i % 2 == 0 { 1_000_000_000 } else { 1 });
            format!("3000\n{}", line(values))
        }),
        ("n2999-all-1e9", |_| {
            format!(
                "2999\n{}",
                line(std::iter::repeat(1_000_000_000).take(2999))
            )
        }),
    ],
};

/// N, then N values in `1..=top`.
fn row(rng: &mut StdRng, n: usize, top: u64) -> String {
    let values: Vec<u64> = (0..n).map(|_| rng.random_range(1..=top)).collect();
    format!("{n}\n{}", line(values))
}

fn main() {
    oracle::gen::main(&GENERATOR);
}
