use super::Generator;
use rand::Rng;

pub const GENERATOR: Generator = Generator {
    krate: "poj-3537",
    // The real game searched over 2^n boards: up to 28 cells it takes a tenth of a second.
    small: Some(|rng| format!("{}\n", rng.random_range(3..=28))),
    random: |rng| format!("{}\n", rng.random_range(3..=2000)),
    max: &[("n2000", |_| "2000\n".to_string())],
};
