//! The positions of value 0 (the losing positions of a win/lose table) as a set: a linear
//! recurrence with constant coefficients, or the k-multiple construction
//! `a(i + 1) = a(i) + a(m)` with `m` least such that `k·a(m) >= a(i)`.
//!
//! In a table whose values are only 0 and 1 the rule gives every value (1 off the set); in
//! another table it only says which positions have value 0.

use super::rule::{list_text, SequenceRule};
use super::surd::isqrt;
use std::sync::Arc;

/// The most terms generated for predictions (queries past them answer `?`).
const MAX_TERMS: usize = 8192;
const LIMIT: u128 = 1 << 64;

/// Both families over the positions of value 0.
pub fn find(values: &[u64], first: u64) -> Vec<SequenceRule> {
    let zeros: Vec<u64> = (0..values.len())
        .filter(|&i| values[i] == 0)
        .map(|i| first + i as u64)
        .collect();
    let end = first + values.len() as u64;
    let binary = values.iter().all(|&v| v <= 1);
    let mut rules = Vec::new();
    if zeros.len() < 6 || zeros.len() * 4 > values.len() {
        // Dense sets are periodic or not sets of this kind.
        return rules;
    }
    // A growing recurrence has few terms in a table; long lists (arithmetic progressions) are
    // the periodic family's, and Berlekamp–Massey is quadratic.
    let recurrent = if zeros.len() <= 200 {
        recurrence(&zeros)
    } else {
        None
    };
    if let Some((coefficients, start)) = recurrent {
        let next = |a: &[u64]| -> Option<u64> {
            let d = coefficients.len();
            let v: i128 = (0..d)
                .map(|j| coefficients[j] as i128 * a[a.len() - 1 - j] as i128)
                .sum();
            (v > *a.last().unwrap() as i128 && (v as u128) < LIMIT).then_some(v as u64)
        };
        if let Some(set) = extend(&zeros, end, next) {
            let mut formula = String::new();
            for (j, &c) in coefficients.iter().enumerate().filter(|(_, &c)| c != 0) {
                let sign = match (formula.is_empty(), c < 0) {
                    (true, false) => "",
                    (true, true) => "-",
                    (false, false) => " + ",
                    (false, true) => " - ",
                };
                let size = match c.abs() {
                    1 => String::new(),
                    size => format!("{size}·"),
                };
                formula.push_str(&format!("{sign}{size}a(i-{})", j + 1));
            }
            let text = format!(
                "positions of value 0: a(i) = {formula} from i = {} (a = {})",
                start + coefficients.len(),
                list_text(&zeros, 8)
            );
            let confirmed = zeros.len() - start - coefficients.len();
            rules.push(set_rule(text, zeros[0], confirmed, set, binary));
        }
    }
    for k in 1..=40u64 {
        if let Some(start) = k_multiple(&zeros, k) {
            let next = |a: &[u64]| -> Option<u64> {
                let last = *a.last().unwrap();
                let m = a.partition_point(|&x| (k as u128) * (x as u128) < last as u128);
                let v = last as u128 + a[m] as u128;
                (v < LIMIT).then_some(v as u64)
            };
            if let Some(set) = extend(&zeros, end, next) {
                let times = if k == 1 {
                    String::new()
                } else {
                    format!("{k}·")
                };
                let text = format!(
                    "positions of value 0: a(i+1) = a(i) + a(m), m least with {times}a(m) >= a(i), from i = {start} (a = {})",
                    list_text(&zeros, 8)
                );
                let confirmed = zeros.len() - 1 - start;
                rules.push(set_rule(text, zeros[0], confirmed, set, binary));
                break;
            }
        }
    }
    if binary {
        rules.extend(window(&zeros, first, end));
    }
    rules
}

/// The windows a move may reach back, as functions of `n`: a move takes 1 to `w(n)`.
type Window = (&'static str, fn(u128) -> u128);

const WINDOWS: [Window; 6] = [
    ("⌊√n⌋", |n| isqrt(n)),
    ("⌊√n⌋ + 1", |n| isqrt(n) + 1),
    ("⌊n/2⌋", |n| n / 2),
    ("⌊n/3⌋", |n| n / 3),
    ("⌊n/4⌋", |n| n / 4),
    ("⌊log2 n⌋", |n| if n == 0 { 0 } else { n.ilog2() as u128 }),
];

/// The most terms generated for one prediction (further queries answer `?`).
const WINDOW_STEPS: usize = 1 << 18;

/// The next losing position after the losing position `a` when a move takes 1 to `w(n)` from
/// `n`: the least `n > a` whose window stops short of `a` (`n - w(n) > a`), by bisection
/// (`n - w(n)` never decreases for the windows here).
fn next_loss(a: u128, w: fn(u128) -> u128) -> Option<u128> {
    let (mut lo, mut hi) = (a, 2 * a + 2);
    if hi - w(hi) <= a || hi >= LIMIT {
        return None;
    }
    while hi - lo > 1 {
        let mid = lo + (hi - lo) / 2;
        if mid - w(mid) > a {
            hi = mid;
        } else {
            lo = mid;
        }
    }
    Some(hi)
}

/// Windows that grow with `n`: in a win/lose table, the positions of value 0 are those of a
/// game whose moves take 1 to `w(n)` (`w` one of [`WINDOWS`]): each loss is the first position
/// whose window stops short of the one before. Checked on every zero from one in the first
/// third of the list (at least 10 equations, each a test of the window at a new `n`) to the end
/// of the table (no zero missing after the last), with the window's growth seen: the gaps
/// between zeros take 3 sizes at least (a constant window is a period). Predicted by generating the losses one by one
/// (up to [`WINDOW_STEPS`] of them past the table; `?` beyond).
fn window(zeros: &[u64], first: u64, end: u64) -> Option<SequenceRule> {
    for (name, w) in WINDOWS {
        let holds = |i: usize| next_loss(zeros[i] as u128, w) == Some(zeros[i + 1] as u128);
        let mut start = zeros.len() - 1;
        while start > 0 && holds(start - 1) {
            start -= 1;
        }
        let equations = zeros.len() - 1 - start;
        if 3 * start > zeros.len() || equations < 10 {
            continue;
        }
        let last = *zeros.last().unwrap();
        if next_loss(last as u128, w).is_none_or(|n| n < end as u128) {
            continue;
        }
        let mut gaps: std::collections::BTreeMap<u64, usize> = std::collections::BTreeMap::new();
        for pair in zeros[start..].windows(2) {
            *gaps.entry(pair[1] - pair[0]).or_insert(0) += 1;
        }
        if gaps.len() < 3 {
            continue;
        }
        let text = format!(
            "positions of value 0: those of a game whose move takes 1 to {name} from n (each the first n with n - {name} > the one before), from {} (a = {}); every other value is 1",
            zeros[start],
            list_text(zeros, 8)
        );
        let known: Arc<Vec<u64>> = Arc::new(zeros.to_vec());
        let s0 = zeros[start].max(first);
        return Some(SequenceRule::new(
            move |_| text.clone(),
            s0,
            equations,
            move |n| {
                if known.binary_search(&n).is_ok() {
                    return Some(0);
                }
                let mut a = *known.last().unwrap() as u128;
                if (n as u128) < a {
                    return Some(1);
                }
                for _ in 0..WINDOW_STEPS {
                    a = next_loss(a, w)?;
                    if a >= n as u128 {
                        return Some(u64::from(a != n as u128));
                    }
                }
                None
            },
        ));
    }
    None
}

/// The known terms followed by the generated ones (while they grow and stay below 2^64);
/// `None` when the first generated term lies inside the table (the table says it is not 0).
fn extend(known: &[u64], end: u64, next: impl Fn(&[u64]) -> Option<u64>) -> Option<Arc<Vec<u64>>> {
    let mut set = known.to_vec();
    while set.len() < MAX_TERMS {
        match next(&set) {
            Some(v) if v > *set.last().unwrap() => set.push(v),
            _ => break,
        }
    }
    if set.len() == known.len() || set[known.len()] < end {
        return None;
    }
    Some(Arc::new(set))
}

/// A rule that answers 0 on the set and (in a 0/1 table) 1 off it, up to the last generated
/// term.
fn set_rule(
    text: String,
    start: u64,
    confirmed: usize,
    set: Arc<Vec<u64>>,
    binary: bool,
) -> SequenceRule {
    let text = if binary {
        format!("{text}; every other value is 1")
    } else {
        text
    };
    SequenceRule::new(
        move |_| text.clone(),
        start,
        confirmed,
        move |n| {
            if n > *set.last().unwrap() {
                None
            } else if set.binary_search(&n).is_ok() {
                Some(0)
            } else if binary {
                Some(1)
            } else {
                None
            }
        },
    )
}

/// The smallest `i0` such that `a(i + 1) = a(i) + a(m)` (m least with `k·a(m) >= a(i)`) for
/// every `i >= i0`, in the first third of the list, with at least 6 equations.
pub fn k_multiple(a: &[u64], k: u64) -> Option<usize> {
    let holds = |i: usize| {
        let m = a.partition_point(|&x| (k as u128) * (x as u128) < a[i] as u128);
        m <= i && a[i + 1] as u128 == a[i] as u128 + a[m] as u128
    };
    let mut start = a.len() - 1;
    while start > 0 && holds(start - 1) {
        start -= 1;
    }
    (3 * start <= a.len() && a.len() - 1 - start >= 6).then_some(start)
}

const P: u64 = 998_244_353;

fn pow(mut b: u64, mut e: u64) -> u64 {
    let mut r = 1;
    b %= P;
    while e > 0 {
        if e & 1 == 1 {
            r = r * b % P;
        }
        b = b * b % P;
        e >>= 1;
    }
    r
}

/// Berlekamp–Massey modulo a prime: the shortest recurrence `s(i) = Σ c_j s(i - 1 - j)`.
fn berlekamp_massey(s: &[u64]) -> Vec<u64> {
    let (mut c, mut b) = (vec![1u64], vec![1u64]);
    let (mut l, mut m, mut bb) = (0usize, 1usize, 1u64);
    for n in 0..s.len() {
        let mut d = s[n] % P;
        for i in 1..=l {
            d = (d + c[i] * (s[n - i] % P)) % P;
        }
        if d == 0 {
            m += 1;
            continue;
        }
        let coef = d * pow(bb, P - 2) % P;
        let t = c.clone();
        if c.len() < b.len() + m {
            c.resize(b.len() + m, 0);
        }
        for i in 0..b.len() {
            c[i + m] = (c[i + m] + P - coef * b[i] % P) % P;
        }
        if 2 * l <= n {
            l = n + 1 - l;
            b = t;
            bb = d;
            m = 1;
        } else {
            m += 1;
        }
    }
    c.resize(l + 1, 0);
    c[1..].iter().map(|&x| (P - x) % P).collect()
}

/// A recurrence with small integer coefficients that the list follows from some `start` in its
/// first third, checked exactly, with at least `2·order + 4` equations.
pub fn recurrence(a: &[u64]) -> Option<(Vec<i64>, usize)> {
    let tries = (a.len() / 3).min(40);
    for start in 0..=tries {
        let s = &a[start..];
        let c = berlekamp_massey(s);
        let d = c.len();
        if d == 0 || d > 8 || s.len() < 3 * d + 4 {
            continue;
        }
        let coefficients: Vec<i64> = c
            .iter()
            .map(|&x| {
                if x > P / 2 {
                    x as i64 - P as i64
                } else {
                    x as i64
                }
            })
            .collect();
        if coefficients.iter().any(|c| c.abs() > 64) {
            continue;
        }
        let exact = (d..s.len()).all(|i| {
            let v: i128 = (0..d)
                .map(|j| coefficients[j] as i128 * s[i - 1 - j] as i128)
                .sum();
            v == s[i] as i128
        });
        if exact {
            return Some((coefficients, start));
        }
    }
    None
}

#[cfg(test)]
mod tests;
