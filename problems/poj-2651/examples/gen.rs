//! Inputs of poj-2651 (`cargo x gen poj-2651`): `small` for the brute force (exact fractions:
//! few questions where the threshold falls inside [t, 1], i.e. t below 1/2, up to 30 above),
//! `random` and the worst cases (300 lines of 30 questions) by name (`max`). t has up to six
//! decimals; as the judge promises, no small input's answer lies within 1e-9 of a rounding
//! boundary of three decimals (the brute force's exact value decides).

#[path = "brute.rs"]
#[allow(dead_code)]
pub mod brute;

use oracle::big::{big, BigRational};
use oracle::gen::Generator;
use rand::{rngs::StdRng, Rng};

pub const GENERATOR: Generator = Generator {
    small: Some(|rng| lines(rng, 6, true)),
    random: |rng| lines(rng, 300, false),
    max: &[
        ("300-lines-n30", |rng| {
            let mut text = String::new();
            for _ in 0..300 {
                text.push_str(&format!("30 {}\n", t_text(rng)));
            }
            text + "0 0\n"
        }),
        ("300-lines-n30-t-near-1", |rng| {
            let mut text = String::new();
            for _ in 0..300 {
                let t = 1_000_000 - rng.random_range(0..=1000);
                text.push_str(&format!("30 {}\n", six_decimals(t)));
            }
            text + "0 0\n"
        }),
    ],
};

/// t = digits / 10^6 as the input writes it (`0`, `1`, or six decimals).
fn six_decimals(digits: u32) -> String {
    match digits {
        0 => "0".to_string(),
        1_000_000 => "1".to_string(),
        _ => format!("0.{digits:06}"),
    }
}

fn t_text(rng: &mut StdRng) -> String {
    match rng.random_range(0..8) {
        0 => "0".to_string(),
        1 => "1".to_string(),
        2 => "1.0".to_string(),
        3 => format!("0.{}", rng.random_range(0..10)),
        4 => format!("0.{:02}", rng.random_range(0..100)),
        _ => six_decimals(rng.random_range(0..=1_000_000)),
    }
}

/// Whether the exact value is within 1e-9 of a boundary where three decimals round.
fn near_a_tie(value: &BigRational) -> bool {
    let scaled = value * big(1000, 1);
    let half = big(1, 2);
    let below = (&scaled - &half).floor() + &half; // the boundary k + 1/2 at or below
    let gap = (&scaled - &below).min(&below + big(1, 1) - &scaled);
    gap < big(1, 1_000_000)
}

fn lines(rng: &mut StdRng, count: usize, small: bool) -> String {
    let mut text = String::new();
    let count = rng.random_range(1..=count);
    let mut made = 0;
    while made < count {
        let t = t_text(rng);
        let high_t = t.parse::<f64>().unwrap() >= 0.5;
        let n = if !small || high_t {
            rng.random_range(1..=30)
        } else {
            rng.random_range(1..=7)
        };
        if small && near_a_tie(&brute::expected_prize(n, &t)) {
            continue;
        }
        text.push_str(&format!("{n} {t}\n"));
        made += 1;
    }
    text + "0 0\n"
}

fn main() {
    oracle::gen::main(&GENERATOR);
}
