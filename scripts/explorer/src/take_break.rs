//! The report of `cargo x explore CODE` for a take-and-break code beyond octal
//! (`cgt_take_break::TakeBreak`: hexadecimal digits, a d0 digit, takes of any size, unequal
//! splits): the table from the definition, its period certified where the crate's window
//! theorem applies, else an arithmetic period detected over the table (a detection, not a
//! proof), and the rules the explorer finds.

use crate::rules::{find_sequence_rules, SequenceRule};
use crate::table::cells::{describe, rows, rules_section};
use cgt_mex::EventualPeriod;
use cgt_take_break::{certified_period, detect_arithmetic_period, take_break_grundy, TakeBreak};
use std::fmt::Write;

/// How many values to compute when the caller gives no bound: a three-heap break costs
/// O(n³/12) for the table to n, a two-heap one O(n²).
pub fn default_max(code: &TakeBreak) -> usize {
    if code.most_heaps() >= 3 {
        2_000
    } else {
        20_000
    }
}

/// The first `shown` values of `code` with what is known of its pattern, from a table of
/// `max.max(shown)` values.
pub fn take_break_report(
    title: &str,
    code: &TakeBreak,
    shown: usize,
    max: usize,
    color: bool,
) -> String {
    let g = take_break_grundy(code, max.max(shown).max(1) - 1);
    let values = &g[..shown.min(g.len())];
    let mut text = String::new();
    if let Some(EventualPeriod { preperiod, period }) = certified_period(code, &g) {
        writeln!(
            text,
            "{title}: preperiod {preperiod}, period {period} (certified from {} values by the \
             take-and-break periodicity window of cgt-take-break)",
            g.len()
        )
        .unwrap();
        text.push_str(&rows(values, 0, Some((preperiod, period, 0)), color));
        return text;
    }
    match detect_arithmetic_period(&g) {
        Some(found) => {
            writeln!(
                text,
                "{title}: no period certified within {} values; detected over them: {} (a \
                 detection, not a proof)",
                g.len(),
                describe(found.preperiod, found.period, i64::from(found.saltus))
            )
            .unwrap();
            text.push_str(&rows(
                values,
                0,
                Some((found.preperiod, found.period, i64::from(found.saltus))),
                color,
            ));
        }
        None => {
            writeln!(
                text,
                "{title}: no period certified and no pattern detected within {} values",
                g.len()
            )
            .unwrap();
            text.push_str(&rows(values, 0, None, color));
        }
    }
    let all: Vec<u64> = g.iter().map(|&v| u64::from(v)).collect();
    let found = find_sequence_rules(&all, 0);
    text.push_str(&rules_section(
        &found.iter().map(SequenceRule::summary).collect::<Vec<_>>(),
    ));
    text
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_three_heap_code_is_reported_with_its_detected_arithmetic_period() {
        let code = TakeBreak::parse("8.3...").unwrap();
        let text = take_break_report("8.3...", &code, 24, 200, false);
        assert!(
            text.starts_with(
                "8.3...: no period certified within 200 values; detected over them: period 8, \
                 saltus +8, from 1 (a detection, not a proof)"
            ),
            "{text}"
        );
    }

    #[test]
    fn a_finite_code_beyond_octal_is_certified() {
        // 0.F: take one bean, leaving zero, one, two or three heaps.
        let code = TakeBreak::parse("0.F").unwrap();
        assert_eq!(default_max(&code), 2_000);
        let text = take_break_report("0.F", &code, 20, 100, false);
        assert!(
            text.starts_with("0.F: preperiod 0, period 2 (certified from 100 values"),
            "{text}"
        );
    }
}
