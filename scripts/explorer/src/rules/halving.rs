//! Rules over halving: `g(2m + r)` for `r = 0, 1` determined by `g(m)` (or `g(m - 1)`, `g(m + 1)`)
//! from some `m` on — a
//! constant, `a·g(m) + b`, `m + b` (take at most half: `g(2m) = m`), or a lookup table — predicted
//! by recursion (depth `log2 n`).

use super::rule::{Affine, Notation, SequenceRule};
use std::collections::BTreeMap;
use std::sync::Arc;

/// The separate ranges of `m` (maximal runs of one value of `g(m)`) each entry of a lookup
/// must be seen on; an affine step needs twice as many ranges in all.
pub const LEAST_RANGES: usize = 3;

/// How `g(2m + r)` follows from `g(m)`.
#[derive(Clone, Debug, PartialEq)]
enum Step {
    Constant(u64),
    Affine(u64, i128),
    /// `m + b`: the half itself, not its value.
    OfHalf(i128),
    /// Only the entries confirmed at least 3 times, on [`LEAST_RANGES`] separate ranges of
    /// `m` at least, are kept; the second field is the fewest ranges a kept entry was seen on.
    Lookup(BTreeMap<u64, u64>, usize),
}

impl Step {
    /// `g(2m + r)` from `g = g(m)` (and `m` itself for [`Step::OfHalf`]).
    fn apply(&self, g: u64, m: u64) -> Option<u64> {
        match self {
            Step::Constant(c) => Some(*c),
            Step::Affine(a, b) => u64::try_from(*a as i128 * g as i128 + b).ok(),
            Step::OfHalf(b) => u64::try_from(m as i128 + b).ok(),
            Step::Lookup(table, _) => table.get(&g).copied(),
        }
    }

    /// The step as text, `g` the function and `arg` the argument it reads (`m`, `m - 1`).
    fn text(&self, g: &str, arg: &str) -> String {
        let g = format!("{g}({arg})");
        match self {
            Step::Constant(c) => c.to_string(),
            Step::Affine(a, b) => Affine::of(*a as i128, g, *b).to_string(),
            Step::OfHalf(b) => Affine::of(1, "m", *b).to_string(),
            Step::Lookup(table, _) => {
                let keys: Vec<u64> = table.keys().copied().collect();
                if keys.iter().enumerate().all(|(i, &k)| i as u64 == k) {
                    let list: Vec<String> = table.values().map(u64::to_string).collect();
                    format!("[{}][{g}]", list.join(", "))
                } else {
                    let list: Vec<String> =
                        table.iter().map(|(k, v)| format!("{k}: {v}")).collect();
                    format!("{{{}}}[{g}]", list.join(", "))
                }
            }
        }
    }
}

/// For each parity `r`, the simplest step that holds for every `m >= m0` (with `2m + r` in the
/// table), with `2·m0 + r` in the first third of the table and enough confirmations (at least
/// 12, and 4 per lookup entry plus 8).
///
/// # Complexity
/// `O(len log len)`.
pub fn find(values: &[u64], first: u64) -> Option<SequenceRule> {
    let mut steps: [Option<(Step, u64, usize, i64)>; 2] = [None, None];
    for r in 0..2u64 {
        // g(2m + r) from g(m), or from g(m - 1) or g(m + 1) where that starts earlier.
        let mut best: Option<(Step, u64, usize, i64)> = None;
        for shift in [0i64, -1, 1] {
            if let Some((step, start, count)) = best_step(values, first, r, shift) {
                if best.as_ref().is_none_or(|b| start < b.1) {
                    best = Some((step, start, count, shift));
                }
            }
        }
        steps[r as usize] = best;
    }
    if steps.iter().all(Option::is_none) {
        return None;
    }
    // A rule where both halves are constants or both are g(m) + 0 says nothing periodicity
    // does not; keep it anyway, predictions agree.
    let written: Vec<(usize, Step, u64, i64)> = steps
        .iter()
        .enumerate()
        .filter_map(|(r, step)| {
            step.clone()
                .map(|(step, m0, _, shift)| (r, step, m0, shift))
        })
        .collect();
    let statement = move |names: Notation| {
        let g = names.function;
        let parts: Vec<String> = written
            .iter()
            .map(|(r, step, m0, shift)| {
                let lhs = if *r == 0 {
                    format!("{g}(2m)")
                } else {
                    format!("{g}(2m + 1)")
                };
                let arg = Affine::of(1, "m", *shift as i128).to_string();
                let ranges = match step {
                    Step::Lookup(_, least) => {
                        format!(" (each entry seen on {least} or more separate ranges of m)")
                    }
                    _ => String::new(),
                };
                format!("{lhs} = {} for m >= {m0}{ranges}", step.text(g, &arg))
            })
            .collect();
        parts.join(", ")
    };
    let start = steps
        .iter()
        .flatten()
        .map(|(_, m0, _, _)| 2 * m0)
        .min()
        .unwrap();
    let confirmed = steps.iter().flatten().map(|(_, _, n, _)| n).sum();
    let table: Arc<Vec<u64>> = Arc::new(values.to_vec());
    let steps: [Option<(Step, i64)>; 2] = [
        steps[0].clone().map(|s| (s.0, s.3)),
        steps[1].clone().map(|s| (s.0, s.3)),
    ];
    Some(SequenceRule::new(statement, start, confirmed, move |n| {
        value(&table, first, &steps, n)
    }))
}

/// For the parity `r`, the simplest step from `g(m + shift)` to `g(2m + r)` that holds for every
/// `m >= m0` (with `2m + r` in the table), with `2·m0 + r` in the first third of the table and
/// enough confirmations (at least 12, and 4 per lookup entry plus 8): `(step, m0, confirmations)`.
fn best_step(values: &[u64], first: u64, r: u64, shift: i64) -> Option<(Step, u64, usize)> {
    let len = values.len() as u64;
    let end = first + len;
    let g = |n: u64| values[(n - first) as usize];
    let gm = |m: u64| g((m as i64 + shift) as u64);
    // The m with m + shift and 2m + r in the table, m >= 1, and m + shift < 2m + r so that the
    // recursion shrinks.
    let lo = (first as i64 - shift).max(1).max(shift - r as i64 + 1) as u64;
    if end <= 2 * lo + r {
        return None;
    }
    let hi = (end - 1 - r) / 2; // the largest m
    if hi < lo + 12 {
        return None;
    }
    let ms = || (lo..=hi).rev();
    // Constant and lookup from the end backwards.
    let c = g(2 * hi + r);
    let const_start = ms()
        .take_while(|&m| g(2 * m + r) == c)
        .last()
        .unwrap_or(hi + 1);
    let mut table: BTreeMap<u64, (u64, usize)> = BTreeMap::new();
    let mut lookup_start = hi + 1;
    for m in ms() {
        let entry = table.entry(gm(m)).or_insert((g(2 * m + r), 0));
        if entry.0 != g(2 * m + r) {
            break;
        }
        entry.1 += 1;
        lookup_start = m;
    }
    let mut affine = None;
    for a in [1u64, 2] {
        let b = g(2 * hi + r) as i128 - a as i128 * gm(hi) as i128;
        let start = ms()
            .take_while(|&m| a as i128 * gm(m) as i128 + b == g(2 * m + r) as i128)
            .last()
            .unwrap_or(hi + 1);
        if affine.as_ref().is_none_or(|&(_, s)| start < s) {
            affine = Some((Step::Affine(a, b), start));
        }
    }
    let half_b = g(2 * hi + r) as i128 - hi as i128;
    let half_start = ms()
        .take_while(|&m| m as i128 + half_b == g(2 * m + r) as i128)
        .last()
        .unwrap_or(hi + 1);
    // Every step must outlast the runs where it held before its start (indices are m).
    let outlasts = |start: u64, holds: &dyn Fn(u64) -> bool| {
        crate::detected_period::outlasts_earlier_runs(
            |m| m as u64 >= lo && holds(m as u64),
            start as usize,
            (hi + 1 - start) as usize,
        )
    };
    // A step that reads g(m) is confirmed by the separate ranges of m where g(m) keeps one
    // value: an entry seen on one range (the table holds less than one cycle of a game of
    // scale) is not confirmed, however many values that range holds.
    let ranges = |start: u64| -> BTreeMap<u64, usize> {
        let mut ranges = BTreeMap::new();
        for m in start..=hi {
            if m == start || gm(m) != gm(m - 1) {
                *ranges.entry(gm(m)).or_insert(0) += 1;
            }
        }
        ranges
    };
    let ok = |start: u64| 3 * (2 * start + r - first) <= len && hi + 1 - start >= 12;
    let count = |start: u64| (hi + 1 - start) as usize;
    // A constant needs more room: sparse exceptions (Fibonacci numbers of one parity)
    // leave long constant stretches.
    let ok_constant = |start: u64| ok(start) && 6 * (2 * start + r - first) <= len;
    let affine = affine.filter(|(step, start)| {
        let Step::Affine(a, b) = *step else {
            return false;
        };
        let holds = |m: u64| a as i128 * gm(m) as i128 + b == g(2 * m + r) as i128;
        ok(*start)
            && *start <= lookup_start
            && outlasts(*start, &holds)
            && ranges(*start).values().sum::<usize>() >= 2 * LEAST_RANGES
    });
    let lookup_holds = |m: u64| table.get(&gm(m)).is_some_and(|&(v, _)| v == g(2 * m + r));
    let chosen = if ok_constant(const_start)
        && const_start <= lookup_start
        && outlasts(const_start, &|m| g(2 * m + r) == c)
    {
        Some((Step::Constant(c), const_start, count(const_start)))
    } else if let Some((step, start)) = affine {
        Some((step, start, count(start)))
    } else if ok(half_start)
        && half_start <= lookup_start
        && outlasts(half_start, &|m| m as i128 + half_b == g(2 * m + r) as i128)
    {
        Some((Step::OfHalf(half_b), half_start, count(half_start)))
    } else if ok(lookup_start)
        && !crate::detected_period::max_still_rising(values)
        && outlasts(lookup_start, &lookup_holds)
    {
        // A lookup keeps the values below the table's maximum: not while it keeps rising.
        // Recount the entries over the range where the table holds.
        let mut counts: BTreeMap<u64, (u64, usize)> = BTreeMap::new();
        for m in lookup_start..=hi {
            counts.entry(gm(m)).or_insert((g(2 * m + r), 0)).1 += 1;
        }
        let n = count(lookup_start);
        if n < 4 * counts.len() + 8 {
            None
        } else {
            let separate = ranges(lookup_start);
            let kept: BTreeMap<u64, u64> = counts
                .into_iter()
                .filter(|(key, (_, k))| *k >= 3 && separate[key] >= LEAST_RANGES)
                .map(|(key, (v, _))| (key, v))
                .collect();
            let least = kept.keys().map(|key| separate[key]).min().unwrap_or(0);
            (kept.len() >= 2).then_some((Step::Lookup(kept, least), lookup_start, n))
        }
    } else {
        None
    };
    chosen
}

fn value(table: &[u64], first: u64, steps: &[Option<(Step, i64)>; 2], n: u64) -> Option<u64> {
    if n >= first && n - first < table.len() as u64 {
        return Some(table[(n - first) as usize]);
    }
    let (step, shift) = steps[(n % 2) as usize].as_ref()?;
    let m = n / 2;
    match step {
        Step::Constant(c) => return Some(*c),
        Step::OfHalf(b) => return u64::try_from(m as i128 + b).ok(),
        _ => {}
    }
    let arg = u64::try_from(m as i128 + *shift as i128).ok()?;
    step.apply(value(table, first, steps, arg)?, m)
}

#[cfg(test)]
mod tests;
