//! Inputs of cses-2207 (`cargo x gen cses-2207`): `small` for the brute force (up to 10 heaps of
//! at most 30 coins, which a search of whole positions can settle), `random` heaps up to 1e6 with
//! the listed heaps and their neighbours mixed in, and the worst cases by name (`max`): 1e5 tests
//! at random, and 1e5 tests cycling through the 41 second-player heaps and 1e6.

use oracle::gen::{line, Generator};
use rand::{rngs::StdRng, Rng};

const LISTED: [u32; 41] = [
    1, 2, 4, 7, 10, 20, 23, 26, 50, 53, 270, 273, 276, 282, 285, 288, 316, 334, 337, 340, 346, 359,
    362, 365, 386, 389, 392, 566, 630, 633, 636, 639, 673, 676, 682, 685, 923, 926, 929, 932, 1222,
];

pub const GENERATOR: Generator = Generator {
    small: Some(|rng| {
        let t = rng.random_range(1..=10);
        tests(rng, t, |rng| rng.random_range(1..=30))
    }),
    random: |rng| {
        let t = rng.random_range(1..=1000);
        tests(rng, t, |rng| match rng.random_range(0..3) {
            0 => rng.random_range(1..=1_000_000),
            1 => rng.random_range(1..=1300),
            _ => LISTED[rng.random_range(0..LISTED.len())] + rng.random_range(0..=1),
        })
    },
    max: &[
        ("1e5-random", |rng| {
            tests(rng, 100_000, |rng| rng.random_range(1..=1_000_000))
        }),
        ("1e5-listed", |_| {
            let heaps: Vec<u32> = (0..100_000)
                .map(|i| LISTED.get(i % 42).copied().unwrap_or(1_000_000))
                .collect();
            format!("{}\n{}", heaps.len(), line(heaps).replace(' ', "\n"))
        }),
    ],
};

/// `t` and t heaps drawn by `heap`, one a line.
fn tests(rng: &mut StdRng, t: usize, heap: fn(&mut StdRng) -> u32) -> String {
    let heaps: Vec<u32> = (0..t).map(|_| heap(rng)).collect();
    format!("{t}\n{}", line(heaps).replace(' ', "\n"))
}

fn main() {
    oracle::gen::main(&GENERATOR);
}
