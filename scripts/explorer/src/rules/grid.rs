//! Tables of two parameters `g(a, b)`, `a` over rows from `first_a`, `b` over columns from
//! `first_b`.
//!
//! - `g(a, b) = h(x)` where `x` is `a xor b`, `a + b`, `a | b`, `a & b`, `min`, `max`, `|a - b|`,
//!   `⌊b/a⌋`, `⌊a/b⌋` or `⌊max/min⌋` (of `a, b` or of `a - 1, b - 1`), over the whole table or
//!   outside a corner `max(a, b) < c` (`c <= 3`, as misère play differs near the empty
//!   position): the table is consistent with a function `h`, whose values are explored as a
//!   sequence with [`super::find_sequence_rules`];
//! - rows and columns eventually periodic (each direction its own period and start), or every
//!   row periodic with a period `u·a + v` of its own (a multiple of the row's least period),
//!   far rows read by the class of `a mod q` (`q` <= 3) and the place in the period (file
//!   `periodic.rs`);
//! - the positions of value 0 are exactly Wythoff's pairs `(⌊kφ⌋, ⌊kφ²⌋)` and their mirrors,
//!   other pairs `(⌊kα⌋, ⌊kβ⌋)` of quadratic irrationals (from a continued fraction, or from
//!   few pairs when they split the numbers and `β = α + d`: the k-Wythoff games), Wythoff's
//!   pairs outside a corner `max(a, b) < c <= 3` (misère Wythoff), or exactly
//!   the cone `min < max < φ·min` (Euclid's game) (file `pairs.rs`);
//! - `g(a, b) = g(a, b0) xor g(a0, b) xor g(a0, b0)` (a sum of two one-parameter games, as two
//!   piles of one game are), or `g(a, b) = f(a) ⊗ h(b)` (a product of two coin-turning games),
//!   with the sequences explored as sequences (a short factor of many distinct values from 16
//!   values) (file `sums.rs`);
//! - `g(a, b) = h_c(x)` with one function per class `c` of cells (the diagonal `a = b` apart,
//!   or the parity of `a + b` or of `min(a, b)`), tried when no single operation fits (file
//!   `classes.rs`);
//! - `g(a, b) = g(b, a)` (reported, not used to predict).

mod classes;
mod pairs;
mod periodic;
mod sums;

pub use pairs::{floor_k_phi, in_golden_cone, is_wythoff_pair, isqrt, wythoff_pair};
pub use sums::nim_product;

use super::{agree, find_sequence_rules, Notation};
use pairs::{beatty_pairs, golden_cone, wythoff};
use periodic::{periodic2, rows_with_their_own_period};
use std::sync::Arc;
use sums::{nim_product_of_row_and_column, xor_of_row_and_column};

/// A rule found in a table of two parameters.
#[derive(Clone)]
pub struct GridRule {
    text: String,
    confirmed: usize,
    predictor: Arc<dyn Fn(u64, u64) -> Option<u64> + Send + Sync>,
}

impl GridRule {
    fn new(
        text: String,
        confirmed: usize,
        predictor: impl Fn(u64, u64) -> Option<u64> + Send + Sync + 'static,
    ) -> Self {
        GridRule {
            text,
            confirmed,
            predictor: Arc::new(predictor),
        }
    }

    pub fn describe(&self) -> &str {
        &self.text
    }

    pub fn confirmed_by(&self) -> usize {
        self.confirmed
    }

    pub fn predict(&self, a: u64, b: u64) -> Option<u64> {
        (self.predictor)(a, b)
    }

    pub fn summary(&self) -> String {
        format!("{} [confirmed by {} values]", self.text, self.confirmed)
    }
}

/// An operation on the two parameters: its text from the texts of `a` and `b`, and its value.
type Op = (fn(&str, &str) -> String, fn(u64, u64) -> Option<u64>);

const OPS: [Op; 10] = [
    (|a, b| format!("{a} xor {b}"), |a, b| Some(a ^ b)),
    (|a, b| format!("{a} + {b}"), |a, b| a.checked_add(b)),
    (|a, b| format!("{a} | {b}"), |a, b| Some(a | b)),
    (|a, b| format!("{a} & {b}"), |a, b| Some(a & b)),
    (|a, b| format!("min({a}, {b})"), |a, b| Some(a.min(b))),
    (|a, b| format!("max({a}, {b})"), |a, b| Some(a.max(b))),
    (|a, b| format!("|{a} - {b}|"), |a, b| Some(a.abs_diff(b))),
    (|a, b| format!("⌊{b}/{a}⌋"), |a, b| b.checked_div(a)),
    (|a, b| format!("⌊{a}/{b}⌋"), |a, b| a.checked_div(b)),
    (
        |a, b| format!("⌊max({a}, {b})/min({a}, {b})⌋"),
        |a, b| a.max(b).checked_div(a.min(b)),
    ),
];

/// Every rule the grid follows (rows `a = first_a..`, columns `b = first_b..`), detected, not
/// proved.
///
/// # Complexity
/// `O(rows·cols)` per operation and per period tried; a 128×128 grid takes a few milliseconds.
pub fn find_grid_rules(grid: &[Vec<u64>], first_a: u64, first_b: u64) -> Vec<GridRule> {
    let mut rules = Vec::new();
    let rows = grid.len();
    if rows < 6 || grid[0].len() < 6 {
        return rules;
    }
    let cols = grid[0].len();
    let cells = rows * cols;
    let shared = Arc::new(grid.to_vec());
    // A corner of exceptions (misère play differs from normal play near the empty position):
    // tried only when the whole grid follows no operation.
    'corners: for corner in 0..=3u64 {
        for shift in [0u64, 1] {
            if first_a < shift || first_b < shift {
                continue;
            }
            for (name, op) in OPS {
                let Some(h) = function_of(grid, first_a, first_b, shift, op, corner) else {
                    continue;
                };
                // h over x = x0, x0 + 1, ... as far as it is defined without a gap.
                let x0 = h.iter().position(Option::is_some).unwrap_or(h.len());
                let known: Vec<u64> = h[x0..].iter().map_while(|v| *v).collect();
                if known.len() < 6 || known.len() * 2 > cells {
                    continue;
                }
                let (ta, tb) = if shift == 0 {
                    ("a", "b")
                } else {
                    ("(a-1)", "(b-1)")
                };
                let expression = name(ta, tb);
                let inner = find_sequence_rules(&known, x0 as u64);
                let inner_text: Vec<String> = inner
                    .iter()
                    .map(|r| {
                        r.describe_as(Notation {
                            function: "h",
                            variable: "x",
                        })
                    })
                    .collect();
                let range = if corner == 0 {
                    String::new()
                } else {
                    format!(" for max(a, b) >= {corner} (the table's own values below)")
                };
                let text = if inner.is_empty() {
                    format!(
                        "g(a, b) = h({expression}){range} with h(x) known for x = {x0}..{} only",
                        x0 + known.len() - 1
                    )
                } else {
                    format!(
                        "g(a, b) = h({expression}){range} where {}",
                        inner_text.join("; ")
                    )
                };
                let x0 = x0 as u64;
                rules.push(GridRule::new(text, cells, move |a, b| {
                    if a < shift || b < shift || a.max(b) < corner {
                        return None;
                    }
                    let x = op(a - shift, b - shift)?;
                    if x >= x0 && x - x0 < known.len() as u64 {
                        Some(known[(x - x0) as usize])
                    } else {
                        agree(inner.iter().map(|r| r.predict(x)))
                    }
                }));
                if rules.len() >= 3 {
                    break;
                }
            }
        }
        if !rules.is_empty() {
            break 'corners;
        }
    }
    if rules.is_empty() {
        rules.extend(classes::two_quantities(grid, first_a, first_b));
    }
    if let Some(rule) = periodic2(&shared, first_a, first_b) {
        rules.push(rule);
    }
    if let Some(rule) = xor_of_row_and_column(grid, first_a, first_b) {
        rules.push(rule);
    } else if let Some(rule) = nim_product_of_row_and_column(grid, first_a, first_b) {
        rules.push(rule);
    }
    if let Some(rule) = rows_with_their_own_period(grid, first_a, first_b) {
        rules.push(rule);
    }
    if let Some(rule) = wythoff(grid, first_a, first_b) {
        rules.push(rule);
    } else if let Some(rule) = beatty_pairs(grid, first_a, first_b) {
        rules.push(rule);
    }
    if let Some(rule) = golden_cone(grid, first_a, first_b) {
        rules.push(rule);
    }
    rules
}

/// The values of `h` if `g(a, b) = h(op(a - shift, b - shift))` over the whole grid but the
/// corner `max(a, b) < corner`, whose last layer must hold an exception.
fn function_of(
    grid: &[Vec<u64>],
    first_a: u64,
    first_b: u64,
    shift: u64,
    op: fn(u64, u64) -> Option<u64>,
    corner: u64,
) -> Option<Vec<Option<u64>>> {
    let mut h: Vec<Option<u64>> = Vec::new();
    let mut exceptions = false;
    for (i, row) in grid.iter().enumerate() {
        for (j, &v) in row.iter().enumerate() {
            let (a, b) = (first_a + i as u64, first_b + j as u64);
            if a.max(b) < corner {
                continue;
            }
            let x = op(a - shift, b - shift)? as usize;
            if x >= 1 << 20 {
                return None;
            }
            if h.len() <= x {
                h.resize(x + 1, None);
            }
            match h[x] {
                None => h[x] = Some(v),
                Some(w) if w != v => return None,
                Some(_) => {}
            }
        }
    }
    // The corner left out must hold an exception (else a smaller corner did as well).
    for (i, row) in grid.iter().enumerate() {
        for (j, &v) in row.iter().enumerate() {
            let (a, b) = (first_a + i as u64, first_b + j as u64);
            if a.max(b) < corner && a.max(b) + 1 == corner {
                let x = op(a - shift, b - shift).map(|x| x as usize);
                if x.and_then(|x| h.get(x).copied().flatten()) != Some(v) {
                    exceptions = true;
                }
            }
        }
    }
    (corner == 0 || exceptions).then_some(h)
}

/// Whether the square part of the grid equals its transpose (same first row and column index).
pub fn symmetric(grid: &[Vec<u64>], first_a: u64, first_b: u64) -> bool {
    let n = grid.len().min(grid.first().map_or(0, Vec::len));
    first_a == first_b && n >= 2 && (0..n).all(|i| (0..i).all(|j| grid[i][j] == grid[j][i]))
}

/// The value at `(a, b)`: the given one inside the grid, else the value every rule that speaks
/// gives, or `None` (no rule, or a disagreement).
pub fn predict_grid(
    rules: &[GridRule],
    grid: &[Vec<u64>],
    first_a: u64,
    first_b: u64,
    a: u64,
    b: u64,
) -> Option<u64> {
    if a >= first_a && b >= first_b {
        let (i, j) = (a - first_a, b - first_b);
        if i < grid.len() as u64 && j < grid[i as usize].len() as u64 {
            return Some(grid[i as usize][j as usize]);
        }
    }
    agree(rules.iter().map(|r| r.predict(a, b)))
}
