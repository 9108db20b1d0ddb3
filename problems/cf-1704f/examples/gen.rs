//! Inputs of cf-1704f in the statement's exact format (`cargo x gen cf-1704f`): `small` for the
//! brute force, `random` of moderate size, and the worst cases by name (`max`).

use oracle::gen::Generator;
use rand::{rngs::StdRng, Rng};

pub const GENERATOR: Generator = Generator {
    // Up to 14 cells: every row up to 12 is also searched in tests/brute_force.rs.
    small: Some(|rng| tests(rng, 6, 2, 14)),
    random: |rng| tests(rng, 50, 2, 2000),
    max: &[
        ("one-alternating-row-n5e5", |_| {
            let row: String = (0..500_000)
                .map(|i| if i % 2 == 0 { 'R' } else { 'B' })
                .collect();
            format!("1\n500000\n{row}\n")
        }),
        ("one-balanced-row-n5e5-long-runs", |rng| {
            let row = balanced_row(rng, 500_000, 0.0001);
            format!("1\n500000\n{row}\n")
        }),
        ("t1e4-balanced-rows-n50", |rng| {
            let mut text = String::from("10000\n");
            for _ in 0..10_000 {
                text.push_str(&format!("50\n{}\n", balanced_row(rng, 50, 0.1)));
            }
            text
        }),
    ],
};

/// `t` tests of `lo..=hi` cells, most with equal counts (where the runs decide).
fn tests(rng: &mut StdRng, t: usize, lo: usize, hi: usize) -> String {
    let t = rng.random_range(1..=t);
    let mut text = format!("{t}\n");
    for _ in 0..t {
        let n = rng.random_range(lo..=hi);
        let row = if rng.random_bool(0.7) && n % 2 == 0 {
            let breaks = rng.random_range(0.0..0.5);
            balanced_row(rng, n, breaks)
        } else {
            (0..n)
                .map(|_| if rng.random_bool(0.5) { 'R' } else { 'B' })
                .collect()
        };
        text.push_str(&format!("{n}\n{row}\n"));
    }
    text
}

/// `n` (even) cells with as many `R` as `B`: an alternating row with random swaps, each pair
/// of neighbours swapped with probability `breaks`, which cuts it into runs.
fn balanced_row(rng: &mut StdRng, n: usize, breaks: f64) -> String {
    let mut cells: Vec<u8> = (0..n)
        .map(|i| if i % 2 == 0 { b'R' } else { b'B' })
        .collect();
    for i in 0..n.saturating_sub(1) {
        if rng.random_bool(breaks) {
            cells.swap(i, i + 1);
        }
    }
    String::from_utf8(cells).unwrap()
}

fn main() {
    oracle::gen::main(&GENERATOR);
}
