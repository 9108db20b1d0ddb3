//! Games of {name} (`cargo x gen {name}`), in the statement's format. The interactor's input is
//! a game followed by `<policy> <seed>`; `cargo x stress` plays each `small` game against every
//! policy, `cargo x bench` the `max` ones against `adversarial`.

use oracle::gen::{line, Generator};
use rand::{rngs::StdRng, Rng};

// TODO: games in the statement's exact format; the longest games at its maximum sizes.
const GENERATOR: Generator = Generator {
    small: Some(|rng| game(rng, 20, 5)),
    random: |rng| game(rng, 1000, 100),
    max: &[
        ("max-n-max-k", |_| line([100_000, 100])),
        ("longest", |_| line([20_000, 1])),
    ],
};

/// `n k`, at most `most_n` and `most_k`.
fn game(rng: &mut StdRng, most_n: u64, most_k: u64) -> String {
    line([rng.random_range(1..=most_n), rng.random_range(1..=most_k)])
}

fn main() {
    oracle::gen::main(&GENERATOR);
}
