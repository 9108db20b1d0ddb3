//! Inputs of cf-388c (`cargo x gen cf-388c`): `small` for the brute force (up to 4 piles and 10
//! cards, small values with ties), `random` of moderate size, and the worst cases at the
//! statement's limits by name (`max`: 100 piles of 100 cards).

use oracle::gen::{line, Generator};
use rand::{rngs::StdRng, Rng};

pub const GENERATOR: Generator = Generator {
    small: Some(|rng| {
        let n = rng.random_range(1..=4);
        let top = [2, 5, 1000][rng.random_range(0..3)];
        let mut cards_left: usize = 10;
        let piles: Vec<Vec<i64>> = (0..n)
            .map(|_| {
                let s = rng.random_range(1..=cards_left.clamp(1, 5));
                cards_left = cards_left.saturating_sub(s);
                pile(rng, s, top)
            })
            .collect();
        input(&piles)
    }),
    random: |rng| {
        let n = rng.random_range(1..=100);
        let top = [3, 1000][rng.random_range(0..2)];
        let piles: Vec<Vec<i64>> = (0..n)
            .map(|_| {
                let s = rng.random_range(1..=100);
                pile(rng, s, top)
            })
            .collect();
        input(&piles)
    },
    max: &[
        ("n100-s100", |rng| {
            input(&(0..100).map(|_| pile(rng, 100, 1000)).collect::<Vec<_>>())
        }),
        ("n100-s99-odd", |rng| {
            input(&(0..100).map(|_| pile(rng, 99, 1000)).collect::<Vec<_>>())
        }),
    ],
};

fn pile(rng: &mut StdRng, s: usize, top: i64) -> Vec<i64> {
    (0..s).map(|_| rng.random_range(1..=top)).collect()
}

fn input(piles: &[Vec<i64>]) -> String {
    let mut text = format!("{}\n", piles.len());
    for p in piles {
        text.push_str(&format!("{} {}\n", p.len(), line(p.iter())));
    }
    text
}

fn main() {
    oracle::gen::main(&GENERATOR);
}
