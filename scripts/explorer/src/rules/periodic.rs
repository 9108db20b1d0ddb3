//! Eventually (arithmetic-)periodic values: `g(n + p) = g(n) + s` for every `n >= start`.

use super::rule::{list_text, Affine, Notation, SequenceRule};
use crate::detected_period::{confirmed, detect_period, ArithmeticPeriod};

/// The rule of the period [`detect_period`] finds (the least one, with its margin).
///
/// # Complexity
/// That of [`detect_period`]: close to `O(len)` on data without a short period.
pub fn find(values: &[u64], first: u64) -> Option<SequenceRule> {
    let found = detect_period(values)?;
    let ArithmeticPeriod {
        preperiod: start,
        period: p,
        saltus,
    } = found;
    let base: Vec<u64> = values[start..start + p].to_vec();
    let s0 = first + start as u64;
    let confirmed = confirmed(&found, values.len());
    let saltus = saltus as i128;
    let period = p as u128;
    let text_base = base.clone();
    Some(SequenceRule::new(
        move |names| describe(names, &text_base, s0, p as u64, saltus),
        s0,
        confirmed,
        move |n| {
            let k = (n - s0) as u128;
            let value = base[(k % period) as usize] as u128 + (k / period) * saltus as u128;
            u64::try_from(value).ok()
        },
    ))
}

fn describe(names: Notation, base: &[u64], start: u64, p: u64, saltus: i128) -> String {
    let Notation {
        function: g,
        variable: n,
    } = names;
    if p == 1 {
        let c = base[0] as i128 - saltus * start as i128;
        return format!("{g}({n}) = {} for {n} >= {start}", Affine::of(saltus, n, c));
    }
    let shifted = Affine::of(1, n, p as i128);
    if saltus == 0 {
        let shown = if p <= 16 {
            format!(" (period {p}: {})", list_text(base, 16))
        } else {
            format!(" (period {p})")
        };
        format!("{g}({shifted}) = {g}({n}) from {n} = {start}{shown}")
    } else {
        format!("{g}({shifted}) = {g}({n}) + {saltus} from {n} = {start}")
    }
}

/// The rule of a period certified elsewhere (the octal periodicity theorem): `values` holds at
/// least `preperiod + period` values.
pub fn certified(values: &[u64], preperiod: usize, period: usize) -> SequenceRule {
    let base: Vec<u64> = values[preperiod..preperiod + period].to_vec();
    let (s0, p) = (preperiod as u64, period as u64);
    let text_base = base.clone();
    SequenceRule::new(
        move |names| {
            format!(
                "{} (certified by the octal periodicity theorem)",
                describe(names, &text_base, s0, p, 0)
            )
        },
        s0,
        values.len() - preperiod,
        move |n| Some(base[((n - s0) % p) as usize]),
    )
}

#[cfg(test)]
mod tests;
