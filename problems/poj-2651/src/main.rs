//! POJ 2651 So you want to be a 2^n-aire? (UVa 10900). A prize of 1 and up to n questions;
//! before each one the player sees his chance p of answering right, uniform on [t, 1], and stops
//! or answers (right: the prize doubles; wrong: nothing). Backwards from `E_n = 2^n`, each
//! question is worth `E_i = E[max(2^i, p · E_{i+1})]` over p uniform on [t, 1]:
//! `cgt_continuous::double_or_nothing`, written so that nothing cancels as t nears 1. Printed
//! rounded to three decimals (Rust's `{:.3}` rounds).

use cgt_continuous::double_or_nothing;
use proconio::input;
use std::io::{BufWriter, Write};

/// The expected prize of the best play with `n` questions and chances uniform on `[t, 1]`.
pub fn expected_prize(n: u32, t: f64) -> f64 {
    double_or_nothing(n, t)
}

fn main() {
    let mut out = BufWriter::new(std::io::stdout().lock());
    loop {
        input! { n: u32, t: f64 }
        if n == 0 {
            break;
        }
        debug_assert!((1..=30).contains(&n), "1 <= n <= 30");
        debug_assert!((0.0..=1.0).contains(&t), "0 <= t <= 1");
        writeln!(out, "{:.3}", expected_prize(n, t)).unwrap();
    }
}
