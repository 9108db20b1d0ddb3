//! Eventually (arithmetic-)periodic values: `g(n + p) = g(n) + s` for every `n >= start`.

use super::{affine_text, list_text, Rule};

/// The smallest period `p` (saltus `s >= 0`) whose equations hold from some start with margin:
/// the start lies in the first third of the table and at least three periods follow it.
///
/// # Complexity
/// `O(len)` per period tried, and a period stops at its first failing equation from the end,
/// so close to `O(len)` on data without a short period.
pub fn find(values: &[u64], first: u64) -> Option<Rule> {
    let len = values.len();
    for p in 1..=len / 3 {
        let saltus = values[len - 1] as i128 - values[len - 1 - p] as i128;
        if saltus < 0 {
            continue;
        }
        let holds = |n: usize| values[n + p] as i128 - values[n] as i128 == saltus;
        let mut start = len - p;
        while start > 0 && holds(start - 1) {
            start -= 1;
        }
        if len - start < 3 * p || 3 * start > len || len - start - p < 8 {
            continue;
        }
        let base: Vec<u64> = values[start..start + p].to_vec();
        let s0 = first + start as u64;
        let text = describe(&base, s0, p as u64, saltus);
        let period = p as u128;
        let confirmed = len - start - p;
        return Some(Rule::new(text, s0, confirmed, move |n| {
            let k = (n - s0) as u128;
            let value = base[(k % period) as usize] as u128 + (k / period) * saltus as u128;
            u64::try_from(value).ok()
        }));
    }
    None
}

fn describe(base: &[u64], start: u64, p: u64, saltus: i128) -> String {
    if p == 1 {
        let c = base[0] as i128 - saltus * start as i128;
        return format!("g(n) = {} for n >= {start}", affine_text(saltus, "n", c));
    }
    if saltus == 0 {
        let shown = if p <= 16 {
            format!(" (period {p}: {})", list_text(base, 16))
        } else {
            format!(" (period {p})")
        };
        format!("g(n + {p}) = g(n) from n = {start}{shown}")
    } else {
        format!("g(n + {p}) = g(n) + {saltus} from n = {start}")
    }
}

/// The rule of a period certified elsewhere (the octal periodicity theorem): `values` holds at
/// least `preperiod + period` values.
pub fn certified(values: &[u64], preperiod: usize, period: usize) -> Rule {
    let base: Vec<u64> = values[preperiod..preperiod + period].to_vec();
    let text = format!(
        "{} (certified by the octal periodicity theorem)",
        describe(&base, preperiod as u64, period as u64, 0)
    );
    let (s0, p) = (preperiod as u64, period as u64);
    Rule::new(text, s0, values.len() - preperiod, move |n| {
        Some(base[((n - s0) % p) as usize])
    })
}
