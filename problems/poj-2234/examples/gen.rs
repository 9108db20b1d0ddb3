//! Inputs of poj-2234 in the statement's exact format (`cargo x gen poj-2234`): `small` for the
//! brute force, `random` of moderate size, and the worst cases by name (`max`).

use oracle::gen::{line, Generator};
use rand::{rngs::StdRng, Rng};

pub const GENERATOR: Generator = Generator {
    small: Some(|rng| lines(rng, 10, 100)),
    random: |rng| lines(rng, 20, 1000),
    max: &[
        ("1e5-lines-of-20-piles", |rng| {
            lines(rng, 100_000, 10_000_000)
        }),
        ("1e5-lines-no-final-newline", |rng| {
            lines(rng, 100_000, 10_000_000).trim_end().to_string()
        }),
    ],
};

/// `count` lines `M a_1 .. a_M` with 1 <= M <= 20 and 1 <= a_i <= `top`.
fn lines(rng: &mut StdRng, count: usize, top: u64) -> String {
    (0..count)
        .map(|_| {
            let m = rng.random_range(1..=20);
            let mut piles: Vec<u64> = (0..m).map(|_| rng.random_range(1..=top)).collect();
            if rng.random_bool(0.3) {
                // A losing position: the last pile cancels the others (when it can).
                let rest = piles[..m - 1].iter().fold(0, |x, &p| x ^ p);
                if (1..=top).contains(&rest) {
                    piles[m - 1] = rest;
                }
            }
            format!("{m} {}", line(piles))
        })
        .collect()
}

fn main() {
    oracle::gen::main(&GENERATOR);
}
