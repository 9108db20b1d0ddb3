//! Inputs of hdu-3032 in the statement's exact format (`cargo x gen hdu-3032`): `small` for the
//! brute force, `random` of moderate size, and the worst cases by name (`max`).

use oracle::gen::{line, Generator};
use rand::{rngs::StdRng, Rng};
use std::fmt::Write;

/// The largest heap: 2^31 - 1.
const TOP: u64 = (1 << 31) - 1;

pub const GENERATOR: Generator = Generator {
    small: Some(|rng| {
        let t = rng.random_range(1..=5);
        cases(rng, t, 10, 60)
    }),
    random: |rng| {
        let t = rng.random_range(1..=10);
        cases(rng, t, 1000, TOP)
    },
    max: &[
        ("4e5-heaps-on-one-line", |rng| {
            cases_of(rng, 1, 400_000, TOP)
        }),
        ("1e6-heaps-on-one-line", |rng| {
            cases_of(rng, 1, 1_000_000, TOP)
        }),
        ("1e6-heaps-of-2^31-1", |_| {
            format!("1\n1000000\n{}", line(std::iter::repeat_n(TOP, 1_000_000)))
        }),
        ("100-cases-of-1e4-heaps", |rng| {
            cases_of(rng, 100, 10_000, TOP)
        }),
    ],
};

/// `t` cases of 1..=`max_n` heaps of 1..=`top` objects; some cases are mirrored (every heap
/// twice), which the first player always loses.
fn cases(rng: &mut StdRng, t: usize, max_n: usize, top: u64) -> String {
    let mut text = format!("{t}\n");
    for _ in 0..t {
        let n = rng.random_range(1..=max_n);
        let mut heaps: Vec<u64> = (0..n).map(|_| rng.random_range(1..=top)).collect();
        if n >= 2 && rng.random_bool(0.3) {
            let half = heaps[..n / 2].to_vec();
            heaps = half.iter().chain(&half).copied().collect();
        }
        write!(text, "{}\n{}", heaps.len(), line(heaps)).unwrap();
    }
    text
}

/// `t` cases of exactly `n` random heaps of 1..=`top` objects each.
fn cases_of(rng: &mut StdRng, t: usize, n: usize, top: u64) -> String {
    let mut text = format!("{t}\n");
    for _ in 0..t {
        write!(
            text,
            "{n}\n{}",
            line((0..n).map(|_| rng.random_range(1..=top)))
        )
        .unwrap();
    }
    text
}

fn main() {
    oracle::gen::main(&GENERATOR);
}
