//! SPOJ MTRGAME Matrix Game. Each round the row player picks a row and the column player a
//! column at once; the column player pays `M[i][j]`; both may randomise. The answer is the
//! value of the zero-sum game in mixed strategies. With one row it is the row's minimum; with
//! two or three rows it is the peak of the lower envelope of the columns' lines or planes over
//! the row player's chances (`cgt_matrix_game::two_row_game`, `three_row_game`): O(n log n) for
//! 1e5 columns, where a pure maximin or the 2 × 2 formula without a saddle check is wrong.
//! Printed with three decimals, rounded (`0.000`, never `-0.000`).
//!
//! The input is large (up to 2e6 numbers): it is read once through
//! `cgt_fast_input::ByteSource`, integers as `Int<T>`.

use cgt_fast_input::{ByteSource, Int};
use cgt_matrix_game::{three_row_game, two_row_game};
use proconio::input;
use std::io::{BufWriter, Write};

/// The value of the game where the row player receives `a[i][j]` (1 to 3 rows).
pub fn game_value(a: Vec<Vec<i64>>) -> f64 {
    // Each row converted where it lies (a vector of i64 becomes one of f64 without a copy).
    let rows: Vec<Vec<f64>> = a
        .into_iter()
        .map(|r| r.into_iter().map(|x| x as f64).collect())
        .collect();
    match rows.len() {
        1 => rows[0].iter().copied().fold(f64::INFINITY, f64::min),
        2 => two_row_game(&rows[0], &rows[1]).value,
        3 => three_row_game([&rows[0], &rows[1], &rows[2]]).value,
        m => panic!("{m} rows: the statement allows 1 to 3"),
    }
}

/// The value with three decimals, rounded; zero without a sign.
pub fn printed(value: f64) -> String {
    let text = format!("{value:.3}");
    if text == "-0.000" {
        "0.000".to_string()
    } else {
        text
    }
}

fn main() {
    let mut source = ByteSource::stdin();
    input! { from &mut source, t: Int<usize> }
    let mut out = BufWriter::new(std::io::stdout().lock());
    for _ in 0..t {
        input! { from &mut source, m: Int<usize>, n: Int<usize> }
        debug_assert!((1..=3).contains(&m), "m <= 3");
        debug_assert!((1..=100_000).contains(&n), "n <= 100000");
        input! { from &mut source, a: [[Int<i64>; n]; m] }
        debug_assert!(
            a.iter().flatten().all(|x| x.abs() <= 150_000),
            "|M[i][j]| <= 150000"
        );
        writeln!(out, "{}", printed(game_value(a))).unwrap();
    }
}
