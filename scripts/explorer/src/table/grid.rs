//! The table of a game over two parameters: a grid with the pattern of each row and column and
//! the rules the whole grid follows.

use super::cells::{as_u64, colour_key, describe, paint, rules_section, span};
use crate::detected_period::detect_period;
use crate::rules::find_grid_rules;
use std::fmt::{Display, Write};
use std::ops::Range;

/// One parameter of a [`Explorer::table2`](crate::Explorer::table2): its range, and its name (`a` for the rows and `b` for the
/// columns when only a range is given).
#[derive(Clone, Debug)]
pub struct Axis {
    pub name: Option<String>,
    pub range: Range<usize>,
}

impl From<Range<usize>> for Axis {
    fn from(range: Range<usize>) -> Self {
        Axis { name: None, range }
    }
}

impl From<(&str, Range<usize>)> for Axis {
    fn from((name, range): (&str, Range<usize>)) -> Self {
        Axis {
            name: Some(name.to_string()),
            range,
        }
    }
}

/// The text [`Explorer::table2`](crate::Explorer::table2) prints, without colour.
pub fn format_table2<V: Copy + Display + Into<i128>>(
    name: &str,
    rows: impl Into<Axis>,
    cols: impl Into<Axis>,
    mut value: impl FnMut(usize, usize) -> V,
) -> String {
    let (rows, cols) = (rows.into(), cols.into());
    let grid: Vec<Vec<V>> = rows
        .range
        .clone()
        .map(|a| cols.range.clone().map(|b| value(a, b)).collect())
        .collect();
    grid_text(name, &rows, &cols, &grid, false)
}

/// The table of a grid (`grid[i][j]` the value at row `rows.range.start + i`, column
/// `cols.range.start + j`) with the pattern of each row and column and the rules it follows,
/// coloured when `color` is on.
pub fn grid_text<V: Copy + Display + Into<i128>>(
    name: &str,
    rows_axis: &Axis,
    cols_axis: &Axis,
    grid: &[Vec<V>],
    color: bool,
) -> String {
    let (rows, cols) = (rows_axis.range.clone(), cols_axis.range.clone());
    let cell = grid
        .iter()
        .flatten()
        .map(|v| v.to_string().len())
        .chain(cols.clone().map(|b| b.to_string().len()))
        .max()
        .unwrap_or(1);
    let label = rows.end.max(1).to_string().len().max(3);
    let pattern_of = |values: &[V], first: usize| {
        detect_period(values).map_or("-".to_string(), |p| describe(&p, first))
    };
    let named = |axis: &Axis, default: &str| {
        axis.name
            .as_ref()
            .filter(|n| *n != default)
            .map_or(String::new(), |n| format!(" ({n})"))
    };
    let mut text = format!(
        "{name}, a{} = {} (rows), b{} = {} (columns); patterns detected, not proved\n",
        named(rows_axis, "a"),
        span(rows.start, rows.len()),
        named(cols_axis, "b"),
        span(cols.start, cols.len()),
    );
    write!(text, "{:>label$} |", "a\\b").unwrap();
    for b in cols.clone() {
        write!(text, " {b:>cell$}").unwrap();
    }
    text.push_str(" | row pattern (in b)\n");
    writeln!(
        text,
        "{}-+{}-+",
        "-".repeat(label),
        "-".repeat((cell + 1) * cols.len())
    )
    .unwrap();
    for (a, row) in rows.clone().zip(grid) {
        write!(text, "{a:>label$} |").unwrap();
        for &v in row {
            text.push(' ');
            text.push_str(&paint(format!("{v:>cell$}"), colour_key(v), color));
        }
        writeln!(text, " | {}", pattern_of(row, cols.start)).unwrap();
    }
    let columns: Vec<String> = cols
        .clone()
        .enumerate()
        .map(|(i, b)| {
            let column: Vec<V> = grid.iter().map(|row| row[i]).collect();
            (b, pattern_of(&column, rows.start))
        })
        .filter(|(_, pattern)| pattern != "-")
        .map(|(b, pattern)| format!("  b = {b:>cell$}: {pattern}\n"))
        .collect();
    if columns.is_empty() {
        text.push_str("column patterns (in a): none detected\n");
    } else {
        text.push_str("column patterns (in a), where one is detected:\n");
        text.extend(columns);
    }
    let grid: Option<Vec<Vec<u64>>> = grid.iter().map(|row| as_u64(row)).collect();
    if let Some(grid) = grid {
        let (first_a, first_b) = (rows.start as u64, cols.start as u64);
        let mut found: Vec<String> = find_grid_rules(&grid, first_a, first_b)
            .iter()
            .map(crate::rules::GridRule::summary)
            .collect();
        if crate::rules::grid::symmetric(&grid, first_a, first_b) {
            found.push(
                "g(a, b) = g(b, a) over the table (a symmetry, used for no prediction)".to_string(),
            );
        }
        text.push_str(&rules_section(&found));
    }
    text
}
