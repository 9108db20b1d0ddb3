//! Inputs of luogu-p4077 in the statement's exact format (`cargo x gen luogu-p4077`): `small` for the
//! brute force, `random` of moderate size, and the worst cases by name (`max`).

use oracle::gen::{line, Generator};
use rand::{rngs::StdRng, Rng};

pub const GENERATOR: Generator = Generator {
    small: Some(|rng| {
        let cases = rng.random_range(1..=3);
        cases_of(rng, cases, 12, |rng| rng.random_range(1..=4))
    }),
    random: |rng| {
        let cases = rng.random_range(1..=5);
        cases_of(rng, cases, 200, |rng| rng.random_range(1..=20))
    },
    max: &[
        // Every MAXQ from 1 to 20 (one table each), five times over.
        ("t100-n30000-every-maxq", |rng| {
            let mut next = 0;
            cases_of(rng, 100, 30_000, move |_| {
                next = next % 20 + 1;
                next
            })
        }),
        ("t100-n30000-maxq20", |rng| {
            cases_of(rng, 100, 30_000, |_| 20)
        }),
    ],
};

/// T, then `cases` cases `n MAXQ` and n coin states, n at most `n` (exactly `n` at the maximum).
fn cases_of(
    rng: &mut StdRng,
    cases: usize,
    n: usize,
    mut maxq: impl FnMut(&mut StdRng) -> usize,
) -> String {
    let mut text = format!("{cases}\n");
    for _ in 0..cases {
        let n = if n >= 30_000 {
            n
        } else {
            rng.random_range(1..=n)
        };
        let maxq = maxq(rng);
        let states: Vec<u8> = (0..n).map(|_| u8::from(rng.random_bool(0.5))).collect();
        text.push_str(&format!("{n} {maxq}\n{}", line(states)));
    }
    text
}

fn main() {
    oracle::gen::main(&GENERATOR);
}
