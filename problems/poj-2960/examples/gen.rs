//! Inputs of poj-2960 in the statement's exact format (`cargo x gen poj-2960`): `small` for the
//! brute force, `random` of moderate size, and the worst cases by name (`max`).

use oracle::gen::{line, Generator};
use rand::{rngs::StdRng, Rng};

pub const GENERATOR: Generator = Generator {
    small: Some(|rng| {
        let cases = rng.random_range(1..=3);
        let m = rng.random_range(1..=6);
        cases_of(rng, cases, 6, 20, m, 10, 200)
    }),
    random: |rng| {
        let cases = rng.random_range(1..=3);
        cases_of(rng, cases, 10, 60, 10, 100, 10_000)
    },
    max: &[
        ("10-cases-k100-s-to-10000", |rng| {
            cases_of(rng, 10, 100, 10_000, 100, 100, 10_000)
        }),
        ("10-cases-k100-small-s", |rng| {
            cases_of(rng, 10, 100, 100, 100, 100, 10_000)
        }),
    ],
};

/// `cases` cases with up to `k` moves in 1..=`top_move`, `m` positions of up to `piles` piles of
/// 0..=`top` stones, then the closing `0`.
fn cases_of(
    rng: &mut StdRng,
    cases: usize,
    k: usize,
    top_move: usize,
    m: usize,
    piles: usize,
    top: usize,
) -> String {
    let mut text = String::new();
    for _ in 0..cases {
        let k = rng.random_range(1..=k);
        let moves: Vec<usize> = (0..k).map(|_| rng.random_range(1..=top_move)).collect();
        text.push_str(&format!("{k} {}", line(moves)));
        text.push_str(&format!("{m}\n"));
        for _ in 0..m {
            let l = rng.random_range(0..=piles);
            let piles: Vec<usize> = (0..l).map(|_| rng.random_range(0..=top)).collect();
            text.push_str(&format!("{l} {}", line(piles)));
        }
    }
    text + "0\n"
}

fn main() {
    oracle::gen::main(&GENERATOR);
}
