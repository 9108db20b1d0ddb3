//! Inputs of cf-786a in the statement's exact format (`cargo x gen cf-786a`): `small` for the
//! brute force, `random` of moderate size, and the worst cases by name (`max`).

use oracle::gen::{line, Generator};
use rand::{rngs::StdRng, seq::index::sample, Rng};

pub const GENERATOR: Generator = Generator {
    small: Some(|rng| {
        let n = rng.random_range(2..=10);
        let (k1, k2) = (rng.random_range(1..n), rng.random_range(1..n));
        input(rng, n, k1, k2)
    }),
    random: |rng| {
        let n = rng.random_range(2..=300);
        let (k1, k2) = (rng.random_range(1..n), rng.random_range(1..n));
        input(rng, n, k1, k2)
    },
    max: &[
        // Every step for both: about 2 * 7000 * 6999 ~ 1e8 moves.
        ("n7000-full-sets", |rng| input(rng, 7000, 6999, 6999)),
        ("n7000-sets-of-6000", |rng| input(rng, 7000, 6000, 6000)),
        ("n7000-sets-of-3500", |rng| input(rng, 7000, 3500, 3500)),
        // Small sets leave many positions undecided (`Loop`).
        ("n7000-sets-of-3", |rng| input(rng, 7000, 3, 3)),
        ("n7000-full-and-one", |rng| input(rng, 7000, 6999, 1)),
    ],
};

/// `n`, then a random set of `k1` and one of `k2` distinct steps in 1..n, shuffled.
fn input(rng: &mut StdRng, n: usize, k1: usize, k2: usize) -> String {
    let mut text = format!("{n}\n");
    for k in [k1, k2] {
        let steps: Vec<usize> = sample(rng, n - 1, k).iter().map(|s| s + 1).collect();
        text.push_str(&format!("{k} {}", line(steps)));
    }
    text
}

fn main() {
    oracle::gen::main(&GENERATOR);
}
