//! Inputs of spoj-mtrgame (`cargo x gen spoj-mtrgame`): `small` for the brute force (the
//! Shapley–Snow enumeration: up to 3 × 5), `random` within the limits and the worst cases of
//! the four test sets by name (`max`). As the judge promises, no small game's value lies within
//! 1e-9 of a rounding boundary of three decimals (the brute force's exact value decides).

#[path = "brute.rs"]
#[allow(dead_code)]
pub mod brute;

use oracle::gen::Generator;
use oracle::Rational;
use rand::{rngs::StdRng, Rng};

pub const GENERATOR: Generator = Generator {
    small: Some(|rng| {
        let t = rng.random_range(1..=4);
        let games: Vec<Vec<Vec<i64>>> = (0..t).map(|_| small_game(rng)).collect();
        text(&games)
    }),
    random: |rng| {
        let games: Vec<Vec<Vec<i64>>> = (0..rng.random_range(1..=10))
            .map(|_| {
                let m = rng.random_range(1..=3);
                let n = rng.random_range(1..=if m == 3 { 500 } else { 5000 });
                game(rng, m, n, 150_000)
            })
            .collect();
        text(&games)
    },
    max: &[
        ("m2-n100000-t10", |rng| many(rng, 10, 2, 100_000)),
        ("m3-n5000-t15", |rng| many(rng, 15, 3, 5000)),
        ("m3-n5000-t15-no-dominated-column", |rng| {
            // Every column adds up to 0 over the rows: no column dominates another.
            let games: Vec<Vec<Vec<i64>>> = (0..15)
                .map(|_| {
                    let mut a = game(rng, 3, 5000, 50_000);
                    a[2] = (0..5000).map(|j| -a[0][j] - a[1][j]).collect();
                    a
                })
                .collect();
            text(&games)
        }),
        ("m2-n5000-t20", |rng| many(rng, 20, 2, 5000)),
        ("m2-n10-t120", |rng| many(rng, 120, 2, 10)),
    ],
};

fn game(rng: &mut StdRng, m: usize, n: usize, top: i64) -> Vec<Vec<i64>> {
    (0..m)
        .map(|_| (0..n).map(|_| rng.random_range(-top..=top)).collect())
        .collect()
}

/// Whether the exact value is within 1e-9 of a boundary where three decimals round.
fn near_a_tie(value: Rational) -> bool {
    let scaled = value * Rational::from(1000) - Rational::new(1, 2);
    let floor = scaled.numer().div_euclid(scaled.denom());
    let above = scaled - Rational::from(floor as i64);
    let gap = above.min(Rational::one() - above);
    gap < Rational::new(1, 1_000_000)
}

fn small_game(rng: &mut StdRng) -> Vec<Vec<i64>> {
    loop {
        let m = rng.random_range(1..=3);
        let n = rng.random_range(1..=5);
        let top = [1, 5, 20, 150_000][rng.random_range(0..4)];
        let a = game(rng, m, n, top);
        if !near_a_tie(brute::game_value(&a)) {
            return a;
        }
    }
}

fn many(rng: &mut StdRng, t: usize, m: usize, n: usize) -> String {
    let games: Vec<Vec<Vec<i64>>> = (0..t).map(|_| game(rng, m, n, 150_000)).collect();
    text(&games)
}

fn text(games: &[Vec<Vec<i64>>]) -> String {
    let mut out = format!("{}\n", games.len());
    for a in games {
        out.push_str(&format!("{} {}\n", a.len(), a[0].len()));
        for row in a {
            let cells: Vec<String> = row.iter().map(i64::to_string).collect();
            out.push_str(&cells.join(" "));
            out.push('\n');
        }
    }
    out
}

fn main() {
    oracle::gen::main(&GENERATOR);
}
