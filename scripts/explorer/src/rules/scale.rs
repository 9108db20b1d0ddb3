//! Games of scale: `g(n) = T[g(⌊n/k⌋)]` for every `n >= n0` and one base `k >= 2`, `T` a lookup
//! (often the identity: `g(n) = g(⌊n/k⌋)`, values constant on ranges `[c·k^j, c'·k^j)`), as in
//! games whose moves take `n` to `⌊n/c⌋` for a few `c`; predicted by recursion (depth
//! `log_k n`).
//!
//! The rule recurses into its own far values, so it is confirmed by cycles of scale, not by
//! values: each entry of `T` kept must be seen on [`LEAST_RANGES`] separate ranges of
//! `⌊n/k⌋` (maximal runs of one value of `g(⌊n/k⌋)`); an entry seen on fewer is dropped, and a
//! far value that goes through it is `?`.

use super::halving::LEAST_RANGES;
use super::rule::{Notation, SequenceRule};
use std::collections::BTreeMap;
use std::sync::Arc;

/// The largest base tried.
const MAX_BASE: u64 = 64;

/// The least base `k` (2..=64) with `g(n) = T[g(⌊n/k⌋)]` from a start `n0 >= k` in the first
/// third of the table to its end, `T` of two entries or more kept (each seen on
/// [`LEAST_RANGES`] separate ranges of `⌊n/k⌋`), taking two values or more, outlasting the runs
/// where it held before its start.
///
/// # Complexity
/// `O(len)` per base, each scan stopping at its first inconsistency from the end.
pub fn find(values: &[u64], first: u64) -> Option<SequenceRule> {
    let len = values.len() as u64;
    let end = first + len;
    let g = |n: u64| values[(n - first) as usize];
    for k in 2..=MAX_BASE {
        // n with n and ⌊n/k⌋ in the table, ⌊n/k⌋ < n.
        let lo = (first * k).max(k).max(first);
        if end <= lo || end - lo < 30 {
            break;
        }
        let mut table: BTreeMap<u64, u64> = BTreeMap::new();
        let mut start = end;
        for n in (lo..end).rev() {
            let key = g(n / k);
            if *table.entry(key).or_insert(g(n)) != g(n) {
                break;
            }
            start = n;
        }
        if 3 * (start - first) > len || end - start < 30 {
            continue;
        }
        // The separate ranges of m = ⌊n/k⌋ on which each value of g(m) was seen.
        let (m0, m1) = (start / k, (end - 1) / k);
        let mut ranges: BTreeMap<u64, usize> = BTreeMap::new();
        for m in m0..=m1 {
            if m == m0 || g(m) != g(m - 1) {
                *ranges.entry(g(m)).or_insert(0) += 1;
            }
        }
        let kept: BTreeMap<u64, u64> = table
            .iter()
            .filter(|(key, _)| ranges.get(key).is_some_and(|&r| r >= LEAST_RANGES))
            .map(|(&key, &v)| (key, v))
            .collect();
        let mut outputs: Vec<u64> = kept.values().copied().collect();
        outputs.sort_unstable();
        outputs.dedup();
        if kept.len() < 2 || outputs.len() < 2 {
            continue;
        }
        let holds = |i: usize| {
            let n = first + i as u64;
            n >= lo && table.get(&g(n / k)) == Some(&g(n))
        };
        let (s, tail) = ((start - first) as usize, (end - start) as usize);
        if !crate::detected_period::outlasts_earlier_runs(holds, s, tail) {
            continue;
        }
        let least = kept.keys().map(|key| ranges[key]).min().unwrap();
        let identity = kept.iter().all(|(key, v)| key == v);
        let text_table = kept.clone();
        let statement = move |names: Notation| {
            let Notation {
                function: g,
                variable: n,
            } = names;
            let inner = format!("{g}(⌊{n}/{k}⌋)");
            let rhs = if identity {
                inner
            } else if text_table
                .keys()
                .enumerate()
                .all(|(i, &key)| i as u64 == key)
            {
                let list: Vec<String> = text_table.values().map(u64::to_string).collect();
                format!("[{}][{inner}]", list.join(", "))
            } else {
                let list: Vec<String> = text_table
                    .iter()
                    .map(|(a, b)| format!("{a}: {b}"))
                    .collect();
                format!("{{{}}}[{inner}]", list.join(", "))
            };
            format!(
                "{g}({n}) = {rhs} for {n} >= {start} (each entry seen on {least} or more separate ranges of ⌊{n}/{k}⌋)"
            )
        };
        let shared = Arc::new(values.to_vec());
        return Some(SequenceRule::new(statement, start, tail, move |n| {
            value(&shared, first, k, &kept, n)
        }));
    }
    None
}

fn value(table: &[u64], first: u64, k: u64, lookup: &BTreeMap<u64, u64>, n: u64) -> Option<u64> {
    if n >= first && n - first < table.len() as u64 {
        return Some(table[(n - first) as usize]);
    }
    lookup.get(&value(table, first, k, lookup, n / k)?).copied()
}

#[cfg(test)]
mod tests;
