//! Grids periodic along their rows or columns: the sequence of rows (or columns) eventually
//! periodic, or every row periodic with its own period.

use super::sums::along;
use crate::rules::rule::{Affine, GridRule, Notation, SequenceRule};
use crate::rules::sequence::find_sequence_rules;
use std::sync::Arc;

/// Every row periodic in `b` from the first column, with a period `u·a + v` that depends on
/// the row (`a + 1`, `2a + 1`, ...): the least periods found by
/// [`crate::detected_period::detect_period`] on at least 6 rows, fitted exactly, or else divide the
/// simplest `u·a + v` (`u` in 1..=3, `v` in -2..=3) which at least 3 rows show as their least
/// period (rows of odd `a` may repeat sooner than `a + 1`; a row shorter than `p(a)` is not
/// asked to); checked on every row. Far `b` in a
/// row of the table come from the row; far rows too when `g(a, b) = h(x)` for one `h` per
/// class of `a mod q` (`q` = 1, 2 or 3), `x` the place in the period counted from its start
/// (`b mod p(a)`) or from its end (`p(a) - 1 - b mod p(a)`) (then explored as a sequence).
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
            let p = crate::detected_period::detect_period(row)?;
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
    let exact = (du > 0 && du % da == 0).then(|| (du / da, p0 as i128 - du / da * a0 as i128));
    let candidates = exact
        .into_iter()
        .chain((1..=3).flat_map(|u| (-2..=3).map(move |v| (u, v))));
    // Every row, detected or not, repeats with its period inside the table.
    let holds = |period: &dyn Fn(u64) -> Option<u64>| {
        grid.iter().enumerate().all(|(i, row)| {
            period(first_a + i as u64).is_some_and(|p| {
                p >= 1
                    && (0..cols.saturating_sub(p as usize)).all(|j| row[j + p as usize] == row[j])
            })
        })
    };
    let (u, v) = candidates.into_iter().find(|&(u, v)| {
        let period =
            move |a: u64| -> Option<u64> { u64::try_from((a as i128).checked_mul(u)? + v).ok() };
        // A row shorter than its period shows no period of its own.
        let divides = detected
            .iter()
            .all(|&(a, p)| period(a).is_some_and(|q| q >= 1 && (q % p == 0 || q as usize >= cols)));
        let equal = detected
            .iter()
            .filter(|&&(a, p)| period(a) == Some(p))
            .count();
        divides && equal >= 3 && holds(&period)
    })?;
    let period =
        move |a: u64| -> Option<u64> { u64::try_from((a as i128).checked_mul(u)? + v).ok() };
    // g(a, b) = h_c(x) for one h_c per class c of a mod q, x counted from the start or the end
    // of the period?
    let place = move |from_end: bool, p: u64, b: u64| {
        if from_end {
            p - 1 - b % p
        } else {
            b % p
        }
    };
    let classes = |q: u64, from_end: bool| -> Option<Vec<Vec<u64>>> {
        let mut h: Vec<Vec<Option<u64>>> = vec![Vec::new(); q as usize];
        for (i, row) in grid.iter().enumerate() {
            let a = first_a + i as u64;
            let p = period(a)?;
            let h = &mut h[(a % q) as usize];
            for (j, &value) in row.iter().enumerate() {
                let x = place(from_end, p, first_b + j as u64) as usize;
                if h.len() <= x {
                    h.resize(x + 1, None);
                }
                match h[x] {
                    None => h[x] = Some(value),
                    Some(w) if w != value => return None,
                    Some(_) => {}
                }
            }
        }
        Some(
            h.iter()
                .map(|h| h.iter().map_while(|v| *v).collect())
                .collect(),
        )
    };
    let mut far_rows = None;
    'search: for q in [1u64, 2, 3] {
        for from_end in [false, true] {
            let Some(known) = classes(q, from_end) else {
                continue;
            };
            if known.iter().any(|k| k.len() < 12) {
                continue;
            }
            let rules: Vec<Vec<SequenceRule>> =
                known.iter().map(|k| find_sequence_rules(k, 0)).collect();
            if rules.iter().all(|r| !r.is_empty()) {
                far_rows = Some((q, from_end, known, rules));
                break 'search;
            }
        }
    }
    let period_text = Affine::of(u, "a", v);
    let mut text = format!(
        "g(a, b + p) = g(a, b) for b >= {first_b}, with a period p = {period_text} that depends on the row"
    );
    if let Some((q, from_end, _, rules)) = &far_rows {
        let x = if *from_end {
            "p - 1 - (b mod p)".to_string()
        } else {
            "b mod p".to_string()
        };
        for (c, rules) in rules.iter().enumerate() {
            let class = if *q == 1 {
                String::new()
            } else {
                format!(" for a ≡ {c} (mod {q})")
            };
            text.push_str(&format!(
                "; g(a, b) = h{}({x}){class} where {}",
                if *q == 1 {
                    String::new()
                } else {
                    c.to_string()
                },
                rules
                    .iter()
                    .map(|r| r.describe_as(Notation {
                        function: "h",
                        variable: "x",
                    }))
                    .collect::<Vec<_>>()
                    .join("; ")
            ));
        }
    }
    let rows = grid.len() as u64;
    let grid = grid.to_vec();
    let cells = grid.len() * cols;
    Some(GridRule::new(text, cells, move |a, b| {
        // A row before the table may have no period (p(a) <= 0).
        let p = period(a).filter(|&p| p >= 1)?;
        let j = b.checked_sub(first_b)?;
        if a >= first_a && a - first_a < rows {
            // The row repeats from its first column: a period longer than the table is unseen.
            let row = &grid[(a - first_a) as usize];
            return row.get((j % p) as usize).copied();
        }
        let (q, from_end, known, rules) = far_rows.as_ref()?;
        let c = (a % q) as usize;
        along(&known[c], 0, &rules[c], place(*from_end, p, b))
    }))
}

/// The eventual period of the sequence of rows (or of columns, `by_rows = false`), each row
/// named by the order in which it first appears, by [`crate::detected_period::detect_plain_period`]
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
    let found = crate::detected_period::detect_plain_period(&names)?;
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
