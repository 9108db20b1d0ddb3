//! The table of a game over one parameter: its values in rows, the period they show and the
//! rules they follow.

use super::cells::{as_u64, describe, rows, rules_section, span};
use crate::detected_period::detect_period;
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
            describe(&p, first) + " (detected, not proved)"
        })
    );
    text.push_str(&rows(values, first, pattern, color));
    let found = as_u64(values)
        .map(|values| find_sequence_rules(&values, first as u64))
        .unwrap_or_default();
    text.push_str(&rules_section(
        &found.iter().map(SequenceRule::summary).collect::<Vec<_>>(),
    ));
    text
}

/// A report on the table of a code whose period no theorem certified within the `values`
/// computed (`G(0..)`): the period detected over them, the first `shown` in rows, and the rules
/// they follow.
pub(crate) fn uncertified_report(title: &str, values: &[u32], shown: usize, color: bool) -> String {
    let shown = &values[..shown.min(values.len())];
    let mut text = match detect_period(values) {
        Some(found) => {
            format!(
            "{title}: no period certified within {} values; detected over them: {} (a detection, \
             not a proof)\n",
            values.len(),
            describe(&found, 0)
        ) + &rows(shown, 0, Some(found), color)
        }
        None => {
            format!(
                "{title}: no period certified and no pattern detected within {} values\n",
                values.len()
            ) + &rows(shown, 0, None, color)
        }
    };
    let all: Vec<u64> = values.iter().map(|&v| u64::from(v)).collect();
    let found = find_sequence_rules(&all, 0);
    text.push_str(&rules_section(
        &found.iter().map(SequenceRule::summary).collect::<Vec<_>>(),
    ));
    text
}
