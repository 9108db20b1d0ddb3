//! Beatty sequences: the positions of a value are exactly `⌊kα⌋` (k = 0, 1, ... or 1, 2, ...)
//! for a quadratic irrational `α > 1`, as the losing positions of Wythoff-like games are.
//!
//! `α` comes from the data: the `α` consistent with the positions form an interval (between
//! two fractions); the continued fraction its ends share shows a periodic tail (seen twice and
//! begun a third time), and a periodic continued fraction is a quadratic irrational `(p +
//! s√w)/q`, of small height (`q <= 64`, `|p| <= 256`, `|s| <= 64`, `w <= 4096`: the slopes of
//! games are simple numbers), which is then checked exactly against every position of the
//! table (integer square roots, no floating point: [`super::surd`]). Far positions are decided
//! exactly too.

use super::rule::{list_text, SequenceRule};
use super::surd::{continued_fraction, periodic_tail};
pub use super::surd::{surd_of, Surd};

/// A Beatty set found: `⌊kα⌋` for `k >= from`, and the continued fraction seen.
#[derive(Clone, Debug)]
pub struct BeattySet {
    pub alpha: Surd,
    pub from: u64,
    pub terms: Vec<u128>,
    pub pre: usize,
    pub period: usize,
}

impl BeattySet {
    /// Whether `n = ⌊kα⌋` for some `k >= from`; `None` past u128.
    pub fn contains(&self, n: u64) -> Option<bool> {
        // The largest k with ⌊kα⌋ <= n (α > 1, so k <= n + 1).
        let (mut lo, mut hi) = (0u64, n.checked_add(2)?);
        while hi - lo > 1 {
            let mid = lo + (hi - lo) / 2;
            if self.alpha.floor_times(mid)? <= n as i128 {
                lo = mid;
            } else {
                hi = mid;
            }
        }
        Some(lo >= self.from && self.alpha.floor_times(lo)? == n as i128)
    }

    /// The index `k` of `n = ⌊kα⌋`, if `n` is in the set.
    pub fn index_of(&self, n: u64) -> Option<u64> {
        let (mut lo, mut hi) = (0u64, n.checked_add(2)?);
        while hi - lo > 1 {
            let mid = lo + (hi - lo) / 2;
            if self.alpha.floor_times(mid)? <= n as i128 {
                lo = mid;
            } else {
                hi = mid;
            }
        }
        (lo >= self.from && self.alpha.floor_times(lo)? == n as i128).then_some(lo)
    }

    /// `α = (3 + √5)/2 = [2; 1, 1, 1, ...]`.
    pub fn alpha_text(&self) -> String {
        if self.terms.is_empty() {
            return self.alpha.text();
        }
        let shown: Vec<String> = self.terms[..self.pre + 2 * self.period]
            .iter()
            .map(u128::to_string)
            .collect();
        let (head, tail) = shown.split_first().unwrap();
        format!("{} = [{head}; {}, ...]", self.alpha.text(), tail.join(", "))
    }
}

/// The quadratic irrational `α > 1` with `positions[j] = ⌊(j + from)·α⌋` for every `j`, and
/// the next term `>= end` (the table ends there), found from the data's continued fraction
/// and checked exactly; `None` when there are fewer than 12 positions, the continued fraction
/// shows no periodic tail, or the check fails.
///
/// # Complexity
/// `O(len)` for the interval of `α`, `O(len · log)` for the check.
pub fn beatty_set(positions: &[u64], end: u64) -> Option<BeattySet> {
    if positions.len() < 12 {
        return None;
    }
    for from in [0u64, 1] {
        if from == 0 && positions[0] != 0 {
            continue;
        }
        // lo/lo_d <= α < hi/hi_d.
        let (mut lo, mut lo_d, mut hi, mut hi_d) = (1u128, 1u128, u128::MAX, 1u128);
        for (j, &z) in positions.iter().enumerate() {
            let n = j as u128 + from as u128;
            if n == 0 {
                continue;
            }
            let z = z as u128;
            if z * lo_d > lo * n {
                (lo, lo_d) = (z, n);
            }
            if (z + 1) * hi_d < hi * n {
                (hi, hi_d) = (z + 1, n);
            }
        }
        if lo * hi_d >= hi * lo_d || lo <= lo_d {
            continue;
        }
        let a = continued_fraction(lo, lo_d, 64);
        let b = continued_fraction(hi, hi_d, 64);
        let common = a.iter().zip(&b).take_while(|(x, y)| x == y).count();
        // The terms both ends share (the last one may be cut short at an end: the exact check
        // below decides).
        let terms: Vec<u128> = a[..common].to_vec();
        let Some((pre, period)) = periodic_tail(&terms) else {
            continue;
        };
        let Some(alpha) = surd_of(&terms[..pre], &terms[pre..pre + period]) else {
            continue;
        };
        // The slopes of games are simple numbers (φ, √2, (√13 - 1)/2): a surd of large height
        // fits the data only through a short pattern after large terms.
        if alpha.q > 64 || alpha.p.abs() > 256 || alpha.w > 4096 || alpha.s.abs() > 64 {
            continue;
        }
        let set = BeattySet {
            alpha,
            from,
            terms,
            pre,
            period,
        };
        let exact = positions
            .iter()
            .enumerate()
            .all(|(j, &z)| alpha.floor_times(j as u64 + from) == Some(z as i128))
            && alpha
                .floor_times(positions.len() as u64 + from)
                .is_some_and(|next| next >= end as i128);
        if exact {
            return Some(set);
        }
    }
    None
}

/// For each value of a table with at most three values, the positions of that value as a
/// Beatty set: every position of the value is `⌊kα⌋` and nothing else below the table's end.
/// When all values but one are so found, the last one fills the rest. The rarest values are
/// tried first; of two values, the commoner one when the rarer one shows too few terms, and
/// then the two as the coordinates of a complementary pair with `β = α + d`.
pub fn find(values: &[u64], first: u64) -> Vec<SequenceRule> {
    let mut distinct: Vec<u64> = values.to_vec();
    distinct.sort_unstable();
    distinct.dedup();
    if distinct.len() < 2 || distinct.len() > 3 {
        return Vec::new();
    }
    let end = first + values.len() as u64;
    let positions = |v: u64| -> Vec<u64> {
        (0..values.len())
            .filter(|&i| values[i] == v)
            .map(|i| first + i as u64)
            .collect()
    };
    // The rarest values first.
    distinct.sort_by_key(|&v| values.iter().filter(|&&x| x == v).count());
    let mut sets: Vec<(u64, BeattySet)> = Vec::new();
    for &v in &distinct[..distinct.len() - 1] {
        let at = positions(v);
        // A Beatty set counts from 0 (k = 0 at position 0) or from ⌊α⌋: the table must start
        // at 0 or 1 to hold all of it.
        if first > 1 {
            break;
        }
        match beatty_set(&at, end) {
            Some(set) => sets.push((v, set)),
            None => break,
        }
    }
    // Two values: the commoner one's positions are denser, their continued fraction shows
    // more terms (a slope near 1 has a large second term).
    if sets.is_empty() && distinct.len() == 2 && first <= 1 {
        if let Some(set) = beatty_set(&positions(distinct[1]), end) {
            sets.push((distinct[1], set));
            distinct.swap(0, 1);
        }
    }
    if sets.is_empty() && distinct.len() == 2 && first == 0 {
        if let Some((v, set)) = complementary_pair(values) {
            sets.push((v, set));
            if distinct[0] != v {
                distinct.swap(0, 1);
            }
        }
    }
    if sets.is_empty() {
        return Vec::new();
    }
    let rest = (sets.len() == distinct.len() - 1).then(|| distinct[distinct.len() - 1]);
    let mut rules = Vec::new();
    let confirmed = values.len();
    let texts: Vec<String> = sets
        .iter()
        .map(|(v, set)| {
            format!(
                "positions of value {v}: ⌊kα⌋ for k >= {}, α = {} (a = {})",
                set.from,
                set.alpha_text(),
                list_text(&positions(*v), 8)
            )
        })
        .collect();
    let text = match rest {
        Some(w) => format!("{}; every other value is {w}", texts.join("; ")),
        None => texts.join("; "),
    };
    rules.push(SequenceRule::new(
        move |_| text.clone(),
        first,
        confirmed,
        move |n| {
            for (v, set) in &sets {
                if set.contains(n)? {
                    return Some(*v);
                }
            }
            rest
        },
    ));
    rules
}

/// A two-valued table from 0 whose two values' positions past 0 are two sequences `L_k < H_k`
/// (`k >= 1`) with `H_k - L_k = d·k`: the coordinates of the losing pairs of the d-Wythoff
/// game, `L_k = ⌊kα⌋` and `H_k = ⌊k(α + d)⌋` with `1/α + 1/(α + d) = 1` (Fraenkel), whose
/// continued fractions show too few terms when `α` is near 1. The value not at 0 is returned
/// with its Beatty set, checked exactly on every position of the table.
fn complementary_pair(values: &[u64]) -> Option<(u64, BeattySet)> {
    let zero = values[0];
    let other = *values.iter().find(|&&v| v != zero)?;
    let of = |v: u64| -> Vec<u64> {
        (1..values.len())
            .filter(|&i| values[i] == v)
            .map(|i| i as u64)
            .collect()
    };
    let (z, o) = (of(zero), of(other));
    for (lows, highs, o_is_low) in [(&o, &z, true), (&z, &o, false)] {
        let n = lows.len().min(highs.len());
        if n < 12 {
            continue;
        }
        let d = highs[0] as i128 - lows[0] as i128;
        if d < 1 || (0..n).any(|i| highs[i] as i128 - lows[i] as i128 != d * (i as i128 + 1)) {
            continue;
        }
        let alpha = Surd {
            p: 2 - d,
            s: 1,
            w: (d * d + 4) as u128,
            q: 2,
        };
        let beta = alpha.plus(d)?;
        let (mine, surd) = if o_is_low { (&o, alpha) } else { (&o, beta) };
        let end = values.len() as i128;
        let exact = mine
            .iter()
            .enumerate()
            .all(|(i, &x)| surd.floor_times(i as u64 + 1) == Some(x as i128))
            && surd
                .floor_times(mine.len() as u64 + 1)
                .is_some_and(|next| next >= end);
        if !exact {
            continue;
        }
        let set = BeattySet {
            alpha: surd,
            from: 1,
            terms: Vec::new(),
            pre: 0,
            period: 0,
        };
        return Some((other, set));
    }
    None
}

#[cfg(test)]
mod tests;
