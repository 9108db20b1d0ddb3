//! Inputs of hdu-3544 (`cargo x gen hdu-3544`): `small` for the brute force (a few tests of up
//! to three small bars), `random` of moderate size, and the worst cases at the statement's
//! limits by name (`max`: 500 tests of 100 bars up to 1e9; the bound on T is a guess).

use oracle::gen::Generator;
use rand::{rngs::StdRng, Rng};

pub const GENERATOR: Generator = Generator {
    small: Some(|rng| {
        let tests: Vec<Vec<(u64, u64)>> = (0..rng.random_range(1..=3))
            .map(|_| {
                // A total area of at most 14: the brute force searches every split of every
                // bar, and the pieces multiply.
                let mut area = 14;
                let mut bars = Vec::new();
                while bars.len() < 3 && area >= 1 {
                    let x = rng.random_range(1..=area.min(7));
                    let y = rng.random_range(1..=(area / x).min(7));
                    area -= x * y;
                    bars.push((x, y));
                    if rng.random_bool(0.4) {
                        break;
                    }
                }
                bars
            })
            .collect();
        input(&tests)
    }),
    random: |rng| {
        let tests: Vec<Vec<(u64, u64)>> = (0..rng.random_range(1..=20))
            .map(|_| {
                let n = rng.random_range(1..=100);
                let top = [10, 1000, 1_000_000_000][rng.random_range(0..3)];
                bars(rng, n, top)
            })
            .collect();
        input(&tests)
    },
    max: &[
        ("t500-n100-random", |rng| {
            input(
                &(0..500)
                    .map(|_| bars(rng, 100, 1_000_000_000))
                    .collect::<Vec<_>>(),
            )
        }),
        // Bars 1e9 x 1 and 1 x 1e9: the totals of both players pass 32 bits.
        ("t500-n100-strips", |rng| {
            let tests = (0..500)
                .map(|_| {
                    (0..100)
                        .map(|_| {
                            if rng.random_bool(0.5) {
                                (1_000_000_000, 1)
                            } else {
                                (1, 1_000_000_000)
                            }
                        })
                        .collect()
                })
                .collect::<Vec<_>>();
            input(&tests)
        }),
    ],
};

fn bars(rng: &mut StdRng, n: usize, top: u64) -> Vec<(u64, u64)> {
    (0..n)
        .map(|_| (rng.random_range(1..=top), rng.random_range(1..=top)))
        .collect()
}

fn input(tests: &[Vec<(u64, u64)>]) -> String {
    let mut text = format!("{}\n", tests.len());
    for bars in tests {
        text.push_str(&format!("{}\n", bars.len()));
        for (x, y) in bars {
            text.push_str(&format!("{x} {y}\n"));
        }
    }
    text
}

fn main() {
    oracle::gen::main(&GENERATOR);
}
