use super::Generator;
use rand::Rng;

pub const GENERATOR: Generator = Generator {
    krate: "poj-3537",
    small: Some(|rng| format!("{}\n", rng.random_range(3..=14))),
    random: |rng| format!("{}\n", rng.random_range(3..=2000)),
    max: &[("n2000", |_| "2000\n".to_string())],
};
