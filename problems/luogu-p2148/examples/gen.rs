//! Inputs of luogu-p2148 in the statement's exact format (`cargo x gen luogu-p2148`): `small` for the
//! brute force, `random` of moderate size, and the worst cases by name (`max`).

use oracle::gen::{line, Generator};
use rand::{rngs::StdRng, Rng};

pub const GENERATOR: Generator = Generator {
    small: Some(|rng| cases(rng, 5, 8, 20)),
    random: |rng| cases(rng, 20, 200, 2_000_000_000),
    max: &[
        ("20-cases-of-2e4-ten-digit-piles", |rng| {
            cases(rng, 20, 20_000, 2_000_000_000)
        }),
        ("20-cases-of-2e4-piles-all-lost", |rng| {
            // Every group twice in a row: each case is lost, every group must be read.
            let mut text = line([20]);
            for _ in 0..20 {
                let mut piles = Vec::with_capacity(20_000);
                while piles.len() < 20_000 {
                    let pair = [
                        rng.random_range(1_000_000_000..=2_000_000_000u64),
                        rng.random_range(1_000_000_000..=2_000_000_000u64),
                    ];
                    piles.extend(pair);
                    piles.extend(pair);
                }
                text += &line([20_000]);
                text += &line(piles);
            }
            text
        }),
    ],
};

/// Up to `t` cases, each with an even N <= `n` of piles in 1..=`top`; some cases lost by design
/// (every group repeated), so both verdicts come up.
fn cases(rng: &mut StdRng, t: usize, n: usize, top: u64) -> String {
    let t = rng.random_range(1..=t);
    let mut text = line([t]);
    for _ in 0..t {
        let groups = rng.random_range(1..=n / 2);
        let mut piles: Vec<u64> = (0..2 * groups).map(|_| rng.random_range(1..=top)).collect();
        if groups % 2 == 0 && rng.random_bool(0.3) {
            let half = groups;
            let (first, second) = piles.split_at_mut(half);
            second.copy_from_slice(first);
        }
        text += &line([2 * groups]);
        text += &line(piles);
    }
    text
}

fn main() {
    oracle::gen::main(&GENERATOR);
}
