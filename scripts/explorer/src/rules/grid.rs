//! Tables of two parameters `g(a, b)`, `a` over rows from `first_a`, `b` over columns from
//! `first_b`.
//!
//! - `g(a, b) = h(x)` where `x` is `a xor b`, `a + b`, `a | b`, `a & b`, `min`, `max`, `|a - b|`,
//!   `⌊b/a⌋`, `⌊a/b⌋` or `⌊max/min⌋` (of `a, b` or of `a - 1, b - 1`), over the whole table or
//!   outside a corner `max(a, b) < c` (`c <= 3`, as misère play differs near the empty
//!   position): the table is consistent with a function `h`, whose values are explored as a
//!   sequence with [`super::find_sequence_rules`] (file `quantity.rs`);
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
mod quantity;
mod sums;

/// The nim product the product rule reads (`cgt_nimber`'s).
pub use cgt_nimber::nim_product;
pub use pairs::{floor_k_phi, in_golden_cone, is_wythoff_pair, wythoff_pair};

use super::rule::{agree, GridRule};
use pairs::{beatty_pairs, golden_cone, wythoff};
use periodic::{periodic2, rows_with_their_own_period};
use quantity::one_quantity;
use std::sync::Arc;
use sums::{nim_product_of_row_and_column, xor_of_row_and_column};

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
    let shared = Arc::new(grid.to_vec());
    rules.extend(one_quantity(grid, first_a, first_b));
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

#[cfg(test)]
mod tests;
