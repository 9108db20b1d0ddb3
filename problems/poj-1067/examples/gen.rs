//! Inputs of poj-1067 in the statement's exact format (`cargo x gen poj-1067`): `small` for the
//! brute force, `random` of moderate size, and the worst cases by name (`max`).

use oracle::gen::Generator;
use rand::{rngs::StdRng, Rng};

const GENERATOR: Generator = Generator {
    small: Some(|rng| {
        let count = rng.random_range(1..=20);
        let text = pairs(rng, count, 40);
        if rng.random_bool(0.2) {
            text.trim_end().to_string()
        } else {
            text
        }
    }),
    random: |rng| pairs(rng, 100, 1000),
    max: &[
        ("1e5-pairs-to-1e9", |rng| pairs(rng, 100_000, 1_000_000_000)),
        ("1e5-pairs-no-final-newline", |rng| {
            pairs(rng, 100_000, 1_000_000_000).trim_end().to_string()
        }),
    ],
};

/// `count` lines `a b` with 0 <= a, b <= `top`; about a third are (near) losing pairs
/// (floor(k phi), floor(k phi) + k) in either order (floating point is fine for making inputs).
fn pairs(rng: &mut StdRng, count: usize, top: u64) -> String {
    let phi = (1.0 + 5f64.sqrt()) / 2.0;
    let mut text = String::new();
    for _ in 0..count {
        let (mut a, mut b) = if rng.random_bool(0.3) {
            let k = rng.random_range(0..=(top as f64 / (phi + 1.0)) as u64);
            let a = (k as f64 * phi) as u64;
            (a, a + k)
        } else {
            (rng.random_range(0..=top), rng.random_range(0..=top))
        };
        if rng.random_bool(0.5) {
            std::mem::swap(&mut a, &mut b);
        }
        text.push_str(&format!("{} {}\n", a.min(top), b.min(top)));
    }
    text
}

fn main() {
    oracle::gen::main(&GENERATOR);
}
