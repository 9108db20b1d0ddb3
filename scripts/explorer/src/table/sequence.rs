//! The table of a game over one parameter: its values in rows, the period they show and the
//! rules they follow.

use super::cells::{as_u64, describe, rows, rules_section, span};
use crate::period::detect_period;
use crate::rules::{find_sequence_rules, SequenceRule};
use std::fmt::Display;
use std::ops::Range;

/// The text [`Explorer::table1`](crate::Explorer::table1) prints, without colour.
pub fn format_table1<V: Copy + Display + Into<i128>>(
    name: &str,
    range: Range<usize>,
    value: impl FnMut(usize) -> V,
) -> String {
    let values: Vec<V> = range.clone().map(value).collect();
    sequence_text(name, range.start, &values, false)
}

/// The table of a sequence (`values[i]` the value at `first + i`) with the period it shows and
/// the rules it follows, coloured when `color` is on.
pub fn sequence_text<V: Copy + Display + Into<i128>>(
    name: &str,
    first: usize,
    values: &[V],
    color: bool,
) -> String {
    let pattern = detect_period(values);
    let mut text = format!(
        "{name}, n = {}: {}\n",
        span(first, values.len()),
        pattern.map_or("no period detected".to_string(), |p| {
            describe(first + p.preperiod, p.period, p.saltus) + " (detected, not proved)"
        })
    );
    text.push_str(&rows(
        values,
        first,
        pattern.map(|p| (p.preperiod, p.period, p.saltus)),
        color,
    ));
    let found = as_u64(values)
        .map(|values| find_sequence_rules(&values, first as u64))
        .unwrap_or_default();
    text.push_str(&rules_section(
        &found.iter().map(SequenceRule::summary).collect::<Vec<_>>(),
    ));
    text
}
