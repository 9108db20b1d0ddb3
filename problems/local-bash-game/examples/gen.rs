//! Inputs of local-bash-game in the statement's exact format (`cargo x gen local-bash-game`): `small` for the
//! brute force, `random` of moderate size, and the worst cases by name (`max`).

use oracle::gen::Generator;
use rand::{rngs::StdRng, Rng};
use std::fmt::Write;

const MAX: u64 = 1_000_000_000_000_000_000;

pub const GENERATOR: Generator = Generator {
    small: Some(|rng| games(rng, 20, 60)),
    random: |rng| games(rng, 1000, 1000),
    max: &[
        ("1e5-games-up-to-1e18", |rng| games(rng, 100_000, MAX)),
        ("1e5-games-y-near-1e18", |rng| {
            let mut text = String::from("100000\n");
            for _ in 0..100_000 {
                let y = MAX - rng.random_range(0..3);
                let x = MAX - rng.random_range(0..3);
                writeln!(text, "{x} {y}").unwrap();
            }
            text
        }),
    ],
};

/// `t` games `x y` with 0 <= x <= `top` and 1 <= y <= `top`; a third of them are multiples of
/// y + 1 (lost positions).
fn games(rng: &mut StdRng, t: usize, top: u64) -> String {
    let mut text = format!("{t}\n");
    for _ in 0..t {
        let y = rng.random_range(1..=top);
        let x = if rng.random_bool(1.0 / 3.0) {
            (y + 1) * rng.random_range(0..=top / (y + 1))
        } else {
            rng.random_range(0..=top)
        };
        writeln!(text, "{x} {y}").unwrap();
    }
    text
}

fn main() {
    oracle::gen::main(&GENERATOR);
}
