//! Inputs of librarychecker-nim-product-64 in the statement's exact format (`cargo x gen librarychecker-nim-product-64`): `small` for the
//! brute force, `random` of moderate size, and the worst cases by name (`max`).

use oracle::gen::Generator;
use rand::{rngs::StdRng, Rng};
use std::fmt::Write;

const GENERATOR: Generator = Generator {
    small: Some(|rng| {
        // The brute force tabulates the definition up to the largest operand: keep it below 256,
        // and mostly far below (the full 256 x 256 table takes it about half a second).
        let bound = [2, 4, 16, 16, 64, 64, 100, 256][rng.random_range(0..8)];
        let t = rng.random_range(1..=12);
        pairs(rng, t, |rng| {
            if rng.random_bool(0.2) {
                [0, 1, bound - 1][rng.random_range(0..3)]
            } else {
                rng.random_range(0..bound)
            }
        })
    }),
    random: |rng| pairs(rng, 1000, mixed),
    max: &[
        ("1e6-uniform-pairs", |rng| {
            pairs(rng, 1_000_000, |rng| rng.random())
        }),
        ("1e6-all-ones-longest-tokens", |rng| {
            pairs(rng, 1_000_000, |_| u64::MAX)
        }),
        ("1e6-powers-of-two-and-fermat-neighbours", |rng| {
            pairs(rng, 1_000_000, special)
        }),
    ],
};

/// `T`, then `t` lines `A B` drawn by `operand`.
fn pairs(rng: &mut StdRng, t: usize, mut operand: impl FnMut(&mut StdRng) -> u64) -> String {
    let mut text = format!("{t}\n");
    for _ in 0..t {
        let (a, b) = (operand(rng), operand(rng));
        writeln!(text, "{a} {b}").unwrap();
    }
    text
}

/// Powers of two, and values next to the Fermat 2-powers 2^(2^k) (where the recursion splits).
fn special(rng: &mut StdRng) -> u64 {
    if rng.random_bool(0.5) {
        1 << rng.random_range(0..64)
    } else {
        let k = rng.random_range(0..7);
        let fermat = if k == 6 { 0 } else { 1u64 << (1 << k) };
        fermat.wrapping_add(rng.random_range(0..3)).wrapping_sub(1)
    }
}

/// Uniform words, small values, and the special values above.
fn mixed(rng: &mut StdRng) -> u64 {
    match rng.random_range(0..3) {
        0 => rng.random_range(0..300),
        1 => special(rng),
        _ => rng.random(),
    }
}

fn main() {
    oracle::gen::main(&GENERATOR);
}
