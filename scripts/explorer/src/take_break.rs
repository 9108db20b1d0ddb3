//! The report of `cargo x explore CODE` for a take-and-break code beyond octal
//! (`cgt_take_break::TakeBreak`: hexadecimal digits, a d0 digit, takes of any size, unequal
//! splits): the table from the definition, its period certified where the crate's window
//! theorem applies, else the period the explorer's one detector
//! ([`crate::detected_period`]) finds over the table (a detection, not a proof), and the rules
//! the explorer finds.

use crate::detected_period::ArithmeticPeriod;
use crate::table::cells::rows;
use crate::table::sequence::uncertified_report;
use cgt_mex::EventualPeriod;
use cgt_take_break::{certified_period, take_break_grundy, TakeBreak};

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
    let Some(EventualPeriod { preperiod, period }) = certified_period(code, &g) else {
        return uncertified_report(title, &g, shown, color);
    };
    let pattern = ArithmeticPeriod {
        preperiod,
        period,
        saltus: 0,
    };
    format!(
        "{title}: preperiod {preperiod}, period {period} (certified from {} values by the \
         take-and-break periodicity window of cgt-take-break)\n",
        g.len()
    ) + &rows(&g[..shown.min(g.len())], 0, Some(pattern), color)
}

#[cfg(test)]
mod tests;
