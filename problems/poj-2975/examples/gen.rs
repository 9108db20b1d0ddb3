//! Inputs of poj-2975 in the statement's exact format (`cargo x gen poj-2975`): `small` for the
//! brute force, `random` of moderate size, and the worst cases by name (`max`).

use oracle::gen::{line, Generator};
use rand::{rngs::StdRng, Rng};

pub const GENERATOR: Generator = Generator {
    small: Some(|rng| {
        let cases = rng.random_range(1..=10);
        cases_of(rng, cases, 12, 60)
    }),
    random: |rng| {
        let cases = rng.random_range(1..=10);
        cases_of(rng, cases, 20, 1000)
    },
    // The statement bounds n but not the number of cases: 200 cases of 1000 piles.
    max: &[
        ("200-cases-n1000-up-to-1e9", |rng| {
            cases_of(rng, 200, 1000, 1_000_000_000)
        }),
        ("200-cases-n1000-small-piles", |rng| {
            cases_of(rng, 200, 1000, 7)
        }),
    ],
};

/// `cases` cases of n piles (n = `n` in the worst-case shapes, else up to `n`) in 1..=`top`,
/// then the closing `0`. A third of the cases are lost positions (nim-sum 0) when possible.
fn cases_of(rng: &mut StdRng, cases: usize, n: usize, top: u64) -> String {
    let mut text = String::new();
    for _ in 0..cases {
        let n = if cases >= 200 {
            n
        } else {
            rng.random_range(1..=n)
        };
        let mut piles: Vec<u64> = (0..n).map(|_| rng.random_range(1..=top)).collect();
        if rng.random_bool(1.0 / 3.0) {
            let rest = piles[..n - 1].iter().fold(0, |x, &p| x ^ p);
            if (1..=top).contains(&rest) {
                piles[n - 1] = rest;
            }
        }
        text.push_str(&format!("{n}\n{}", line(piles)));
    }
    text + "0\n"
}

fn main() {
    oracle::gen::main(&GENERATOR);
}
