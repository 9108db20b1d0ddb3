//! Inputs of luogu-p4279 in the statement's exact format (`cargo x gen luogu-p4279`): `small` for the
//! brute force, `random` of moderate size, and the worst cases by name (`max`).

use oracle::gen::{line, Generator};
use rand::{rngs::StdRng, Rng};

pub const GENERATOR: Generator = Generator {
    small: Some(|rng| cases(rng, 8, 5, 5)),
    random: |rng| cases(rng, 100, 50, 5000),
    max: &[
        ("500-cases-of-50-piles-up-to-5000", |rng| {
            cases(rng, 500, 50, 5000)
        }),
        ("500-cases-of-50-piles-of-0-or-1", |rng| {
            cases(rng, 500, 50, 1)
        }),
    ],
};

/// T cases of up to `n` piles in `0..=top`, with many 0- and 1-piles (where misère play
/// differs) and at least one non-empty pile per case.
fn cases(rng: &mut StdRng, t: usize, n: usize, top: u64) -> String {
    let mut text = format!("{t}\n");
    for _ in 0..t {
        let count = rng.random_range(1..=n);
        let small = rng.random_bool(0.4);
        let mut piles: Vec<u64> = (0..count)
            .map(|_| {
                if small {
                    rng.random_range(0..=1)
                } else {
                    rng.random_range(0..=top)
                }
            })
            .collect();
        if piles.iter().all(|&p| p == 0) {
            piles[0] = 1;
        }
        text.push_str(&format!("{count}\n{}", line(piles)));
    }
    text
}

fn main() {
    oracle::gen::main(&GENERATOR);
}
