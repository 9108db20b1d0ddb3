//! Inputs of luogu-p3235 (`cargo x gen luogu-p3235`): `small` for the brute force, `random` of
//! moderate size, and the worst cases at the statement's limits by name (`max`): 99 games of 99
//! piles up to 1e5, where the Grundy table is longest (F = 1) and with larger F.

use oracle::gen::{line, Generator};
use rand::{rngs::StdRng, Rng};
use std::ops::RangeInclusive;

pub const GENERATOR: Generator = Generator {
    small: Some(|rng| {
        let f = rng.random_range(1..=40);
        games(rng, 1..=5, 1..=5, f, 60)
    }),
    random: |rng| {
        let f = rng.random_range(1..=2000);
        games(rng, 1..=20, 1..=20, f, 3000)
    },
    max: &[
        ("t99-n99-f1", |rng| games(rng, 99..=99, 99..=99, 1, 100_000)),
        ("t99-n99-f2", |rng| games(rng, 99..=99, 99..=99, 2, 100_000)),
        ("t99-n99-f1000", |rng| {
            games(rng, 99..=99, 99..=99, 1000, 100_000)
        }),
        ("t99-n99-f99999", |rng| {
            games(rng, 99..=99, 99..=99, 99_999, 100_000)
        }),
    ],
};

/// `T F` then T games (T in `t`) of n piles each (n in `n`) of 1..=`top` stones; with
/// `top` = 1e5 the first pile is 1e5, so that the table reaches the limit.
fn games(
    rng: &mut StdRng,
    t: RangeInclusive<usize>,
    n: RangeInclusive<usize>,
    f: usize,
    top: usize,
) -> String {
    let t = rng.random_range(t);
    let mut text = line([t, f]);
    for game in 0..t {
        let n = rng.random_range(n.clone());
        let mut piles: Vec<usize> = (0..n).map(|_| rng.random_range(1..=top)).collect();
        if top == 100_000 && game == 0 {
            piles[0] = top;
        }
        text.push_str(&format!("{n} {}", line(piles)));
    }
    text
}

fn main() {
    oracle::gen::main(&GENERATOR);
}
