//! Grids periodic along their rows or columns: the sequence of rows (or columns) eventually
//! periodic, or every row periodic with its own period.

use super::sums::along;
use super::GridRule;
use crate::rules::{find_sequence_rules, Notation};
use std::sync::Arc;

/// Every row periodic in `b` from the first column, with a period `u·a + v` that depends on
/// the row (`a + 1`, `2a + 1`, ...): found by [`crate::period::detect_period`] on at least 6
/// rows, fitted, and checked on every row. Far `b` in a row of the table come from the row;
/// far rows too when `g(a, b) = h(b mod p(a))` for one `h` (then explored as a sequence).
pub(super) fn rows_with_their_own_period(
    grid: &[Vec<u64>],
    first_a: u64,
    first_b: u64,
) -> Option<GridRule> {
    let cols = grid[0].len();
    let detected: Vec<(u64, u64)> = grid
        .iter()
        .enumerate()
        .filter_map(|(i, row)| {
            let p = crate::period::detect_period(row)?;
            (p.saltus == 0 && p.preperiod == 0).then_some((first_a + i as u64, p.period as u64))
        })
        .collect();
    if detected.len() < 6 {
        return None;
    }
    let (a0, p0) = detected[0];
    let (a1, p1) = *detected.iter().find(|&&(a, _)| a != a0)?;
    let du = p1 as i128 - p0 as i128;
    let da = a1 as i128 - a0 as i128;
    if du <= 0 || du % da != 0 {
        return None;
    }
    let u = du / da;
    let v = p0 as i128 - u * a0 as i128;
    let period =
        move |a: u64| -> Option<u64> { u64::try_from((a as i128).checked_mul(u)? + v).ok() };
    if detected.iter().any(|&(a, p)| period(a) != Some(p)) {
        return None;
    }
    // Every row, detected or not, repeats with its period inside the table.
    let holds = grid.iter().enumerate().all(|(i, row)| {
        period(first_a + i as u64).is_some_and(|p| {
            p >= 1 && (0..cols.saturating_sub(p as usize)).all(|j| row[j + p as usize] == row[j])
        })
    });
    if !holds {
        return None;
    }
    // g(a, b) = h(b mod p(a)) for one h?
    let mut h: Vec<Option<u64>> = Vec::new();
    let mut consistent = true;
    'cells: for (i, row) in grid.iter().enumerate() {
        let p = period(first_a + i as u64)?;
        for (j, &value) in row.iter().enumerate() {
            let r = ((first_b + j as u64) % p) as usize;
            if h.len() <= r {
                h.resize(r + 1, None);
            }
            match h[r] {
                None => h[r] = Some(value),
                Some(w) if w != value => {
                    consistent = false;
                    break 'cells;
                }
                Some(_) => {}
            }
        }
    }
    let known: Vec<u64> = if consistent {
        h.iter().map_while(|v| *v).collect()
    } else {
        Vec::new()
    };
    let h_rules = if known.len() >= 12 {
        find_sequence_rules(&known, 0)
    } else {
        Vec::new()
    };
    let period_text = crate::rules::Affine::of(u, "a", v);
    let mut text = format!(
        "g(a, b + p) = g(a, b) for b >= {first_b}, with a period p = {period_text} that depends on the row"
    );
    if !h_rules.is_empty() {
        text.push_str(&format!(
            "; g(a, b) = h(b mod ({period_text})) where {}",
            h_rules
                .iter()
                .map(|r| r.describe_as(Notation {
                    function: "h",
                    variable: "x",
                }))
                .collect::<Vec<_>>()
                .join("; ")
        ));
    }
    let rows = grid.len() as u64;
    let grid = grid.to_vec();
    let cells = grid.len() * cols;
    Some(GridRule::new(text, cells, move |a, b| {
        let p = period(a)?;
        let j = b.checked_sub(first_b)?;
        if a >= first_a && a - first_a < rows {
            // The row repeats from its first column: a period longer than the table is unseen.
            return grid[(a - first_a) as usize].get((j % p) as usize).copied();
        }
        if h_rules.is_empty() {
            return None;
        }
        along(&known, 0, &h_rules, b % p)
    }))
}

/// The eventual period of the sequence of rows (or of columns, `by_rows = false`), each row
/// named by the order in which it first appears, by [`crate::period::detect_plain_period`]
/// (the margins of every period the explorer reports): `(start, period)`.
pub(super) fn period_of(grid: &[Vec<u64>], by_rows: bool) -> Option<(usize, usize)> {
    let lines: Vec<Vec<u64>> = if by_rows {
        grid.to_vec()
    } else {
        (0..grid[0].len())
            .map(|j| grid.iter().map(|row| row[j]).collect())
            .collect()
    };
    let mut seen: std::collections::HashMap<&[u64], u32> = std::collections::HashMap::new();
    let names: Vec<u32> = lines
        .iter()
        .map(|line| {
            let next = seen.len() as u32;
            *seen.entry(line.as_slice()).or_insert(next)
        })
        .collect();
    let found = crate::period::detect_plain_period(&names)?;
    Some((found.preperiod, found.period))
}

/// Rows eventually periodic in `a` and/or columns eventually periodic in `b`: a far index is
/// brought back into the table by its period.
pub(super) fn periodic2(grid: &Arc<Vec<Vec<u64>>>, first_a: u64, first_b: u64) -> Option<GridRule> {
    let in_a = period_of(grid, true);
    let in_b = period_of(grid, false);
    if in_a.is_none() && in_b.is_none() {
        return None;
    }
    let mut parts = Vec::new();
    if let Some((s, p)) = in_a {
        parts.push(format!(
            "g(a + {p}, b) = g(a, b) for a >= {}",
            first_a + s as u64
        ));
    }
    if let Some((s, p)) = in_b {
        parts.push(format!(
            "g(a, b + {p}) = g(a, b) for b >= {}",
            first_b + s as u64
        ));
    }
    let grid = Arc::clone(grid);
    let rows = grid.len() as u64;
    let cols = grid[0].len() as u64;
    let reduce = |x: u64, first: u64, len: u64, period: Option<(usize, usize)>| -> Option<u64> {
        let i = x.checked_sub(first)?;
        if i < len {
            return Some(i);
        }
        let (s, p) = period?;
        Some(s as u64 + (i - s as u64) % p as u64)
    };
    let confirmed = (rows * cols) as usize;
    Some(GridRule::new(parts.join(", "), confirmed, move |a, b| {
        let i = reduce(a, first_a, rows, in_a)?;
        let j = reduce(b, first_b, cols, in_b)?;
        Some(grid[i as usize][j as usize])
    }))
}
