//! What every table is made of: cells padded and coloured, values laid out in rows under their
//! period, the header's `period .. from ..`, and the list of rules found under a table.

use crate::detected_period::ArithmeticPeriod;
use std::fmt::{Display, Write};

/// The values in rows: as wide as the period when it is at most 40 (a few periods when it is
/// below 10; rows then start at the preperiod modulo the width, so the periodic rows line up),
/// else 10 wide; the row where the pattern starts is marked. `values[i]` is the value at `first + i`; the pattern's preperiod is
/// an index into `values`.
pub(crate) fn rows<V: Display + Copy + Into<i128>>(
    values: &[V],
    first: usize,
    pattern: Option<ArithmeticPeriod>,
    color: bool,
) -> String {
    let (width, offset) = match pattern {
        Some(ArithmeticPeriod {
            preperiod, period, ..
        }) if period <= 40 => {
            let width = 10_usize.div_ceil(period) * period;
            (width, preperiod % width)
        }
        _ => (10, 0),
    };
    let cell = values
        .iter()
        .map(|v| v.to_string().len())
        .max()
        .unwrap_or(1);
    let label = (first + values.len()).max(1).to_string().len();
    let mut text = String::new();
    let mut start = 0;
    while start < values.len() {
        // The first row is short when the rows are aligned on the preperiod.
        let end = if start == 0 && offset > 0 {
            offset
        } else {
            (start + width).min(values.len())
        }
        .min(values.len());
        write!(text, "{:>label$} |", first + start).unwrap();
        if start == 0 && offset > 0 {
            for _ in 0..width - offset {
                write!(text, " {:>cell$}", "").unwrap();
            }
        }
        for &v in &values[start..end] {
            text.push(' ');
            text.push_str(&paint(format!("{v:>cell$}"), colour_key(v), color));
        }
        if let Some(ArithmeticPeriod { preperiod, .. }) = pattern {
            if (start..end).contains(&preperiod) {
                let text_len = text.trim_end().len();
                text.truncate(text_len);
                write!(text, "   <- period from {}", first + preperiod).unwrap();
            }
        }
        text.push('\n');
        start = end;
    }
    text
}

/// `text` (a value padded to its cell) in the colour of `value` when `color` is on.
pub(crate) fn paint(text: String, value: u64, color: bool) -> String {
    if color {
        const PALETTE: [u8; 12] = [250, 39, 208, 34, 199, 226, 93, 51, 160, 118, 214, 27];
        format!("\x1b[38;5;{}m{text}\x1b[0m", PALETTE[(value % 12) as usize])
    } else {
        text
    }
}

pub(crate) fn colour_key<V: Into<i128>>(v: V) -> u64 {
    v.into().rem_euclid(1 << 62) as u64
}

/// The values as `u64`, if they all are.
pub(crate) fn as_u64<V: Copy + Into<i128>>(values: &[V]) -> Option<Vec<u64>> {
    values
        .iter()
        .map(|&v| u64::try_from(v.into()).ok())
        .collect()
}

/// `first..last` of a table of `len` values from `first`, both ends included.
pub(crate) fn span(first: usize, len: usize) -> String {
    format!("{first}..{}", (first + len).saturating_sub(1))
}

/// `period 34 from 53`, or with a saltus `period 2, saltus +1, from 0`; the preperiod counted
/// from `first`.
pub(crate) fn describe(pattern: &ArithmeticPeriod, first: usize) -> String {
    let ArithmeticPeriod {
        preperiod,
        period,
        saltus,
    } = *pattern;
    let start = first + preperiod;
    if saltus == 0 {
        format!("period {period} from {start}")
    } else {
        format!("period {period}, saltus +{saltus}, from {start}")
    }
}

/// The rules found, one a line, under the table.
pub(crate) fn rules_section(rules: &[String]) -> String {
    if rules.is_empty() {
        return "rules found: none (beyond the table the explorer answers `?`)\n".to_string();
    }
    let mut text = String::from("rules found (detected over the table, not proved):\n");
    for rule in rules {
        writeln!(text, "  {rule}").unwrap();
    }
    text
}
