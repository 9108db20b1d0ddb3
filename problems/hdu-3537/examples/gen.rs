//! Inputs of hdu-3537 in the statement's exact format (`cargo x gen hdu-3537`): `small` for the
//! brute force, `random` of moderate size, and the worst cases by name (`max`).

use oracle::gen::{line, Generator};
use rand::{rngs::StdRng, Rng};

pub const GENERATOR: Generator = Generator {
    small: Some(|rng| {
        let cases = rng.random_range(1..=10);
        cases_of(rng, cases, 8, 9)
    }),
    random: |rng| {
        let cases = rng.random_range(1..=20);
        cases_of(rng, cases, 20, 50)
    },
    max: &[
        // The statement gives no case count: 10^4 cases of 100 coins each.
        ("10000-cases-n100-to-1e8", |rng| {
            cases_of(rng, 10_000, 100, 100_000_000)
        }),
        ("10000-cases-n100-many-repeats", |rng| {
            cases_of(rng, 10_000, 100, 30)
        }),
    ],
};

/// `cases` cases of up to `n` heads positions in `0..top` (repeats allowed), the last line of a
/// case with no coins left empty.
fn cases_of(rng: &mut StdRng, cases: usize, n: usize, top: u64) -> String {
    let mut text = String::new();
    for _ in 0..cases {
        let n = rng.random_range(0..=n);
        let heads: Vec<u64> = (0..n).map(|_| rng.random_range(0..top)).collect();
        text.push_str(&format!("{n}\n{}", line(heads)));
    }
    text
}

fn main() {
    oracle::gen::main(&GENERATOR);
}
