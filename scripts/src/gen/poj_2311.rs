use super::Generator;
use rand::{rngs::StdRng, Rng};

pub const GENERATOR: Generator = Generator {
    krate: "poj-2311",
    small: Some(|rng| {
        (0..rng.random_range(1..=5))
            .map(|_| format!("{} {}\n", rng.random_range(2..=6), rng.random_range(2..=6)))
            .collect()
    }),
    random: |rng| sheets(rng, 20),
    // The statement gives no count of lines: 1e5 sheets stand for "many"; the table dominates.
    max: &[
        ("1e5-sheets", |rng| sheets(rng, 100_000)),
        ("1e5-sheets-no-final-newline", |rng| {
            sheets(rng, 100_000).trim_end().to_string()
        }),
    ],
};

/// `count` lines `W H` with 2 <= W, H <= 200.
fn sheets(rng: &mut StdRng, count: usize) -> String {
    (0..count)
        .map(|_| {
            format!(
                "{} {}\n",
                rng.random_range(2..=200),
                rng.random_range(2..=200)
            )
        })
        .collect()
}
