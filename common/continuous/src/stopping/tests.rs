//! The stable formulas against the exact recursion over the real stop-or-answer decision, in
//! fractions of any size (the oracle's `big`).

use super::*;
use num_traits::ToPrimitive;
use oracle::big::{big, parse_decimal, BigRational};

/// `(1/(1 - t)) ∫_t^1 max(stop, p · go) dp` exactly, from the definition: the integrand is
/// `stop` below the crossing `p0 = stop / go` and `p · go` above it, integrated piece by piece
/// (no rearrangement); for `t = 1` the chance is 1.
fn exact_stop_or_go(stop: &BigRational, go: &BigRational, t: &BigRational) -> BigRational {
    let one = big(1, 1);
    if *t == one {
        return stop.max(go).clone();
    }
    let p0 = (stop / go).max(t.clone()).min(one.clone());
    let flat = stop * (&p0 - t);
    let rising = go * (&one - &p0 * &p0) / big(2, 1);
    (flat + rising) / (&one - t)
}

fn exact_double_or_nothing(n: u32, t: &BigRational) -> BigRational {
    let mut expected = big(1i128 << n, 1);
    for i in (0..n).rev() {
        expected = exact_stop_or_go(&big(1i128 << i, 1), &expected, t);
    }
    expected
}

#[test]
fn the_game_matches_the_exact_recursion() {
    let ts = [
        "0", "0.1", "0.25", "0.3", "0.49", "0.5", "0.6", "0.9", "0.999", "0.999999", "1",
        "0.000001", "0.123456",
    ];
    for text in ts {
        let t = parse_decimal(text);
        // Where the threshold falls inside [t, 1] the exact denominators square at every level
        // (t below 1/2, for the last few questions): fewer questions there.
        let most = if text.parse::<f64>().unwrap() < 0.3 {
            8
        } else {
            30
        };
        for n in 1..=most {
            let exact = exact_double_or_nothing(n, &t).to_f64().unwrap();
            let real = double_or_nothing(n, text.parse().unwrap());
            assert!(
                (real - exact).abs() <= 1e-12 * exact,
                "n {n} t {text}: {real} vs {exact}"
            );
        }
    }
}

#[test]
fn one_step_matches_the_exact_integral() {
    for stop in 0..=6 {
        for go in 1..=6 {
            for t in 0..=20 {
                let tq = big(t, 20);
                let exact = exact_stop_or_go(&big(stop, 1), &big(go, 1), &tq)
                    .to_f64()
                    .unwrap();
                let real = uniform_stop_or_go(stop as f64, go as f64, t as f64 / 20.0);
                assert!((real - exact).abs() < 1e-13, "{stop} {go} {t}/20");
            }
        }
    }
}

#[test]
fn the_textbook_formula_cancels_where_this_one_does_not() {
    // n = 30, t = 0.999999: every step goes on, E = 2^30 ((1 + t)/2)^30.
    let t = 0.999_999f64;
    let exact = exact_double_or_nothing(30, &parse_decimal("0.999999"))
        .to_f64()
        .unwrap();
    let stable = double_or_nothing(30, t);
    let mut naive = 2f64.powi(30);
    for _ in 0..30 {
        naive = naive * (0.5 - t * t / 2.0) / (1.0 - t);
    }
    let (stable_error, naive_error) = (
        (stable - exact).abs() / exact,
        (naive - exact).abs() / exact,
    );
    assert!(stable_error <= 1e-14, "{stable_error}");
    assert!(
        naive_error > 100.0 * stable_error.max(1e-16),
        "{naive_error} vs {stable_error}"
    );
}
