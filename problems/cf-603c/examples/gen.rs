//! Inputs of cf-603c in the statement's exact format (`cargo x gen cf-603c`): `small` for the
//! brute force, `random` of moderate size, and the worst cases by name (`max`).

use oracle::gen::{line, Generator};
use rand::{rngs::StdRng, Rng};

/// The statement's limits: n <= 1e5 piles, k <= 1e9, a_i <= 1e9.
const MAX_N: usize = 100_000;
const MAX_K: u64 = 1_000_000_000;
const MAX_A: u64 = 1_000_000_000;

pub const GENERATOR: Generator = Generator {
    // Piles the brute force tables quickly; k mostly small, sometimes huge of either parity.
    small: Some(|rng| {
        let k = if rng.random_bool(0.8) {
            rng.random_range(1..=6)
        } else {
            MAX_K - rng.random_range(0..=1)
        };
        let n = rng.random_range(1..=10);
        game(rng, n, k, |rng| rng.random_range(1..=1000))
    }),
    random: |rng| {
        let k = rng.random_range(1..=MAX_K);
        game(rng, 1000, k, |rng| rng.random_range(1..=MAX_A))
    },
    max: &[
        // k odd: every even pile halves down; 2^29 and 3 * 2^28 halve the most.
        ("n1e5-k-odd-deep-halvings", |rng| {
            game(rng, MAX_N, MAX_K - 1, |rng| {
                let base = [1u64, 3, 5, 7][rng.random_range(0..4)];
                let mut a = base;
                while a * 2 <= MAX_A {
                    a *= 2;
                }
                a
            })
        }),
        ("n1e5-k-odd-random", |rng| {
            game(rng, MAX_N, MAX_K - 1, |rng| rng.random_range(1..=MAX_A))
        }),
        ("n1e5-k-even-random", |rng| {
            game(rng, MAX_N, MAX_K, |rng| rng.random_range(1..=MAX_A))
        }),
    ],
};

/// `n k`, then n piles from `pile`.
fn game(rng: &mut StdRng, n: usize, k: u64, mut pile: impl FnMut(&mut StdRng) -> u64) -> String {
    let piles: Vec<u64> = (0..n).map(|_| pile(rng)).collect();
    line([n as u64, k]) + &line(piles)
}

fn main() {
    oracle::gen::main(&GENERATOR);
}
