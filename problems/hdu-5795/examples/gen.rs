//! Inputs of hdu-5795 (`cargo x gen hdu-5795`): `small` for the brute force (up to 3 cases of up
//! to 5 heaps of at most 40), `random` of moderate size, and the worst cases by name (`max`):
//! one case of 1e6 heaps up to 1e9 (about 11 MB), 100 cases of 1e4 heaps, and one case of 1e6
//! heaps that are all 7 or 8 mod 8 (every heap swapped).

use oracle::gen::{line, Generator};
use rand::{rngs::StdRng, Rng};

pub const GENERATOR: Generator = Generator {
    small: Some(|rng| {
        let t = rng.random_range(1..=3);
        cases(rng, t, 5, |rng| rng.random_range(1..=40))
    }),
    random: |rng| {
        let t = rng.random_range(1..=10);
        cases(rng, t, 1000, |rng| rng.random_range(1..=1_000_000_000))
    },
    max: &[
        ("one-case-1e6", |rng| {
            cases_of(rng, 1, 1_000_000, |rng| rng.random_range(1..=1_000_000_000))
        }),
        ("100-cases-1e4", |rng| {
            cases_of(rng, 100, 10_000, |rng| rng.random_range(1..=1_000_000_000))
        }),
        ("swapped-1e6", |rng| {
            cases_of(rng, 1, 1_000_000, |rng| {
                8 * rng.random_range(0..125_000_000) + rng.random_range(7..=8)
            })
        }),
    ],
};

/// `t` cases of 1..=`most` heaps drawn by `heap`.
fn cases(rng: &mut StdRng, t: usize, most: usize, heap: fn(&mut StdRng) -> u64) -> String {
    let mut text = line([t]);
    for _ in 0..t {
        let n = rng.random_range(1..=most);
        text.push_str(&line([n]));
        let heaps: Vec<u64> = (0..n).map(|_| heap(rng)).collect();
        text.push_str(&line(heaps));
    }
    text
}

/// `t` cases of exactly `n` heaps drawn by `heap`.
fn cases_of(rng: &mut StdRng, t: usize, n: usize, heap: fn(&mut StdRng) -> u64) -> String {
    let mut text = line([t]);
    for _ in 0..t {
        text.push_str(&line([n]));
        let heaps: Vec<u64> = (0..n).map(|_| heap(rng)).collect();
        text.push_str(&line(heaps));
    }
    text
}

fn main() {
    oracle::gen::main(&GENERATOR);
}
