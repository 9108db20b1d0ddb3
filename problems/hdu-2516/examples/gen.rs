//! Inputs of hdu-2516 in the statement's exact format (`cargo x gen hdu-2516`): `small` for the
//! brute force, `random` of moderate size, and the worst cases by name (`max`).

use oracle::gen::Generator;
use rand::{rngs::StdRng, Rng};
use std::fmt::Write;

/// The largest pile: 2^31 - 1.
const TOP: u64 = (1 << 31) - 1;

const GENERATOR: Generator = Generator {
    small: Some(|rng| {
        let count = rng.random_range(1..=10);
        piles(rng, count, 120)
    }),
    random: |rng| piles(rng, 1000, TOP),
    max: &[
        ("1e5-random-piles", |rng| piles(rng, 100_000, TOP)),
        ("1e5-piles-at-2^31-1", |_| {
            piles_then_zero(std::iter::repeat_n(TOP, 100_000))
        }),
    ],
};

/// The Fibonacci numbers 2, 3, 5, ... up to `top`.
fn fibonacci_up_to(top: u64) -> Vec<u64> {
    let mut terms = vec![2, 3];
    while terms[terms.len() - 1] + terms[terms.len() - 2] <= top {
        terms.push(terms[terms.len() - 1] + terms[terms.len() - 2]);
    }
    terms
}

/// `count` piles of 2..=`top`, a third of them Fibonacci numbers or next to one, then `0`.
fn piles(rng: &mut StdRng, count: usize, top: u64) -> String {
    let fibonacci = fibonacci_up_to(top);
    piles_then_zero((0..count).map(|_| {
        if rng.random_bool(1.0 / 3.0) {
            let f = fibonacci[rng.random_range(0..fibonacci.len())];
            (f - 1 + rng.random_range(0..=2)).clamp(2, top)
        } else {
            rng.random_range(2..=top)
        }
    }))
}

/// One pile per line, then the closing `0`.
fn piles_then_zero(piles: impl Iterator<Item = u64>) -> String {
    let mut text = String::new();
    for n in piles {
        writeln!(text, "{n}").unwrap();
    }
    text.push_str("0\n");
    text
}

fn main() {
    oracle::gen::main(&GENERATOR);
}
