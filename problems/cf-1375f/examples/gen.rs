//! Games of cf-1375f (`cargo x gen cf-1375f`): `a b c`, distinct, at most 1e9. The interactor's
//! input is a game followed by `<policy> <seed>`.

use oracle::gen::{line, Generator};
use rand::{rngs::StdRng, Rng};

const MAX: u64 = 1_000_000_000;

const GENERATOR: Generator = Generator {
    small: Some(|rng| piles(rng, 10)),
    random: |rng| piles(rng, MAX),
    max: &[
        ("largest", |_| line([MAX, MAX - 1, MAX - 2])),
        ("progression", |_| line([1, 500_000_000, MAX - 1])),
        ("smallest", |_| line([1, 2, 3])),
        ("spread", |_| line([1, MAX, 2])),
    ],
};

/// Three distinct piles in 1..=top.
fn piles(rng: &mut StdRng, top: u64) -> String {
    loop {
        let p: Vec<u64> = (0..3).map(|_| rng.random_range(1..=top)).collect();
        if p[0] != p[1] && p[1] != p[2] && p[0] != p[2] {
            return line(p);
        }
    }
}

fn main() {
    oracle::gen::main(&GENERATOR);
}
