//! Formulas of features of `n` ([`binary`] and [`arithmetic`]): `g(n) = α·F(x) + β·n + γ` for
//! `x` = `n + c` or `⌊(n + r)/2⌋` ([`find`]), a feature capped by another, `g(n) =
//! min(F(x), ⌊(F'(x) + r)/s⌋ + c) + γ` (or `max`: a valuation capped by a bit length, say;
//! [`find_capped`]), a residue `(F(x) + c) mod m` of one feature or of a sum of two
//! ([`find_residue`]), and sums of valuations or of two binary features ([`find_combined`]).

pub mod arithmetic;
pub mod binary;
mod feature;

use super::rule::{Affine, Notation, SequenceRule};
use arithmetic::{valuation, ARITHMETIC};
use binary::BINARY;
use feature::term;
pub use feature::{Arg, Feature, ARGS};

const ALPHAS: [i128; 6] = [1, -1, 2, -2, 3, 4];
const BETAS: [i128; 5] = [0, 1, 2, -1, 3];

/// Where the equation `holds` from to the end of `len` values: the least start with every
/// later index holding.
fn start_of(len: usize, holds: impl Fn(usize) -> bool) -> usize {
    let mut start = len;
    while start > 0 && holds(start - 1) {
        start -= 1;
    }
    start
}

/// The simplest `α·F(x) + β·n + γ` (in the order argument, feature, α, β) that every value
/// from a start in the first third of the table follows, with at least 30 confirming values and
/// the feature taking at least 3 values there (2 for a parity).
///
/// # Complexity
/// About 4000 candidate formulas, each checked from the end until its first failure.
pub fn find(values: &[u64], first: u64) -> Option<SequenceRule> {
    find_confirmed_by(values, first, 30)
}

/// [`find`] with `least` confirming values asked instead of 30 (for short sequences whose
/// values are many and distinct: the factors of a product grid, say).
pub fn find_confirmed_by(values: &[u64], first: u64, least: usize) -> Option<SequenceRule> {
    let len = values.len();
    let last = first + len as u64 - 1;
    for arg in ARGS {
        for feature in BINARY.iter().chain(&ARITHMETIC) {
            let at = |n: u64| -> Option<i128> { (feature.f)(arg.of(n)?).map(|v| v as i128) };
            let Some(f_last) = at(last) else { continue };
            for &alpha in &ALPHAS {
                for &beta in &BETAS {
                    let gamma = values[len - 1] as i128 - alpha * f_last - beta * last as i128;
                    let holds = |i: usize| {
                        let n = first + i as u64;
                        at(n).is_some_and(|f| {
                            alpha * f + beta * n as i128 + gamma == values[i] as i128
                        })
                    };
                    let start = start_of(len, holds);
                    if 3 * start > len
                        || len - start < least
                        || !crate::detected_period::outlasts_earlier_runs(holds, start, len - start)
                    {
                        continue;
                    }
                    let mut seen: Vec<i128> =
                        (start..len).filter_map(|i| at(first + i as u64)).collect();
                    seen.sort_unstable();
                    seen.dedup();
                    if seen.len() < if feature.two_valued { 2 } else { 3 } {
                        continue;
                    }
                    let s0 = first + start as u64;
                    let (name, phrase) = (feature.name, feature.phrase);
                    let statement = move |names: Notation| {
                        let Notation {
                            function: g,
                            variable: n,
                        } = names;
                        let x = arg.text(n);
                        let formula = if (alpha, beta, gamma) == (1, 0, 0) {
                            name(&x)
                        } else {
                            Affine {
                                terms: vec![(beta, n.to_string()), (alpha, term(name, phrase, &x))],
                                constant: gamma,
                            }
                            .to_string()
                        };
                        format!("{g}({n}) = {formula} for {n} >= {s0}")
                    };
                    let f = feature.f;
                    return Some(SequenceRule::new(statement, s0, len - start, move |n| {
                        let v = alpha * f(arg.of(n)?)? as i128 + beta * n as i128 + gamma;
                        u64::try_from(v).ok()
                    }));
                }
            }
        }
    }
    None
}

/// `⌊(F'(x) + r)/s⌋ + c`: a second feature, scaled, as a cap or a floor.
#[derive(Clone, Copy)]
struct Bound {
    feature: usize,
    r: i128,
    s: i128,
    c: i128,
}

impl Bound {
    fn at(self, x: u64) -> Option<i128> {
        let f = (BINARY[self.feature].f)(x)? as i128;
        Some((f + self.r).div_euclid(self.s) + self.c)
    }

    fn text(self, x: &str) -> String {
        let name = (BINARY[self.feature].name)(x);
        let inner = match (self.s, self.r) {
            (1, _) => return Affine::of(1, name, self.r + self.c).to_string(),
            (s, 0) => format!("⌊{name}/{s}⌋"),
            (s, r) => format!("⌊({})/{s}⌋", Affine::of(1, name, r)),
        };
        Affine::of(1, inner, self.c).to_string()
    }
}

/// The simplest `min(F(x), B(x)) + γ` or `max(F(x), B(x)) + γ` for two binary features (`B` a
/// second one scaled, `⌊(F'(x) + r)/s⌋ + c`) that every value from a start in the first third follows, with
/// at least 30 confirming values, each side deciding values and taking at least 3 values
/// where it does: a valuation capped by a bit length, say.
///
/// # Complexity
/// About 5000 candidate formulas, each checked from the end until its first failure.
pub fn find_capped(values: &[u64], first: u64) -> Option<SequenceRule> {
    let len = values.len();
    let last = first + len as u64 - 1;
    let mut distinct = values.to_vec();
    distinct.sort_unstable();
    distinct.dedup();
    if distinct.len() < 3 {
        return None;
    }
    for arg in [Arg::Shift(0), Arg::Shift(1), Arg::Half(0)] {
        for (fi, feature) in BINARY.iter().enumerate() {
            for (bi, cap) in BINARY.iter().enumerate() {
                if bi == fi || cap.two_valued || feature.two_valued {
                    continue;
                }
                for (s, r) in [(1, 0), (2, 0), (2, 1)] {
                    for c in -2..=2i128 {
                        for is_min in [true, false] {
                            let bound = Bound {
                                feature: bi,
                                r,
                                s,
                                c,
                            };
                            let sides = |n: u64| -> Option<(i128, i128)> {
                                let x = arg.of(n)?;
                                Some(((feature.f)(x)? as i128, bound.at(x)?))
                            };
                            let pick =
                                |(a, b): (i128, i128)| if is_min { a.min(b) } else { a.max(b) };
                            let Some(last_sides) = sides(last) else {
                                continue;
                            };
                            let gamma = values[len - 1] as i128 - pick(last_sides);
                            let holds = |i: usize| {
                                sides(first + i as u64)
                                    .is_some_and(|ab| pick(ab) + gamma == values[i] as i128)
                            };
                            let start = start_of(len, holds);
                            if 3 * start > len
                                || len - start < 30
                                || !crate::detected_period::outlasts_earlier_runs(
                                    holds,
                                    start,
                                    len - start,
                                )
                            {
                                continue;
                            }
                            // Each side decides some values, and takes three values where it
                            // does (two points do not fix a slope).
                            let (mut left, mut right) = (Vec::new(), Vec::new());
                            for i in start..len {
                                let (a, b) = sides(first + i as u64).unwrap();
                                if a != b {
                                    if (a < b) == is_min {
                                        left.push(a);
                                    } else {
                                        right.push(b);
                                    }
                                }
                            }
                            let spread = |side: &mut Vec<i128>| {
                                side.sort_unstable();
                                side.dedup();
                                side.len()
                            };
                            if spread(&mut left) < 3 || spread(&mut right) < 3 {
                                continue;
                            }
                            let s0 = first + start as u64;
                            let name = feature.name;
                            let statement = move |names: Notation| {
                                let Notation {
                                    function: g,
                                    variable: n,
                                } = names;
                                let x = arg.text(n);
                                let op = if is_min { "min" } else { "max" };
                                let inner = format!("{op}({}, {})", name(&x), bound.text(&x));
                                format!(
                                    "{g}({n}) = {} for {n} >= {s0}",
                                    Affine::of(1, inner, gamma)
                                )
                            };
                            let f = feature.f;
                            return Some(SequenceRule::new(statement, s0, len - start, move |n| {
                                let x = arg.of(n)?;
                                let (a, b) = (f(x)? as i128, bound.at(x)?);
                                let v = if is_min { a.min(b) } else { a.max(b) } + gamma;
                                u64::try_from(v).ok()
                            }));
                        }
                    }
                }
            }
        }
    }
    None
}

/// The simplest `g(n) = (F(x) + c) mod m`, or else `(F(x) ± F'(x) + c) mod m`, for features
/// `F`, `F'` (binary or arithmetic, not parities) that every value from a start in the first
/// third follows, with at least 30 confirming values, `m` one more than the table's largest
/// value (every residue seen) and the sum taking at least `m + 1` values there (the
/// wrap-around seen): `Ω(n) mod 3` for a game that divides by one or two primes, `ω(n) mod 2`
/// for one that removes a prime, `(v2(n) + v3(n)) mod 2` for one that divides by 2 or by 3.
/// A sum is tried only when no single feature fits (so both of its features matter).
///
/// # Complexity
/// About 20000 candidate formulas, each checked from the end until its first failure.
pub fn find_residue(values: &[u64], first: u64) -> Option<SequenceRule> {
    let len = values.len();
    let m = *values.iter().max()? as i128 + 1;
    if !(2..=8).contains(&m) {
        return None;
    }
    let features: Vec<&'static Feature> = BINARY
        .iter()
        .chain(&ARITHMETIC)
        .filter(|f| !f.two_valued)
        .collect();
    // (F, Some((sign, F'))): singles first, then sums and differences.
    let mut combos: Vec<(&'static Feature, Option<(i128, &'static Feature)>)> =
        features.iter().map(|&f| (f, None)).collect();
    for (i, &f) in features.iter().enumerate() {
        for &h in &features[i + 1..] {
            combos.push((f, Some((1, h))));
            combos.push((f, Some((-1, h))));
            combos.push((h, Some((-1, f))));
        }
    }
    let mut residues: Vec<u64> = Vec::new();
    for (single, arg) in combos
        .iter()
        .flat_map(|c| ARGS.iter().map(move |&arg| (c, arg)))
    {
        let &(feature, other) = single;
        let at = move |n: u64| -> Option<i128> {
            let x = arg.of(n)?;
            let f = (feature.f)(x)? as i128;
            match other {
                None => Some(f),
                Some((sign, h)) => Some(f + sign * (h.f)(x)? as i128),
            }
        };
        for c in 0..m {
            let holds = |i: usize| {
                at(first + i as u64).is_some_and(|f| (f + c).rem_euclid(m) == values[i] as i128)
            };
            let start = start_of(len, holds);
            if 3 * start > len
                || len - start < 30
                || !crate::detected_period::outlasts_earlier_runs(holds, start, len - start)
            {
                continue;
            }
            let mut seen: Vec<i128> = (start..len).filter_map(|i| at(first + i as u64)).collect();
            seen.sort_unstable();
            seen.dedup();
            residues.clear();
            residues.extend_from_slice(&values[start..]);
            residues.sort_unstable();
            residues.dedup();
            if (seen.len() as i128) < m + 1 || (residues.len() as i128) < m {
                continue;
            }
            let s0 = first + start as u64;
            let statement = move |names: Notation| {
                let Notation {
                    function: g,
                    variable: n,
                } = names;
                let x = arg.text(n);
                let mut sum = Affine::of(1, term(feature.name, feature.phrase, &x), c);
                if let Some((sign, h)) = other {
                    sum.terms.push((sign, term(h.name, h.phrase, &x)));
                }
                let inner = sum.to_string();
                let inner = if c == 0 && other.is_none() && !feature.phrase {
                    inner
                } else {
                    format!("({inner})")
                };
                format!("{g}({n}) = {inner} mod {m} for {n} >= {s0}")
            };
            return Some(SequenceRule::new(statement, s0, len - start, move |n| {
                Some((at(n)? + c).rem_euclid(m) as u64)
            }));
        }
    }
    None
}

/// A term of a sum: a sum of valuations `v_p(x)` over a set of primes, or one binary feature.
#[derive(Clone, Copy)]
enum Term {
    /// The primes of `{2, 3, 5, 7}` in the set, as bits.
    Valuations(u8),
    Binary(usize),
}

const PRIMES: [u64; 4] = [2, 3, 5, 7];

/// A sum to try: its first term with its coefficient, and the second term with its own.
type Candidate = (Term, i128, Option<(Term, i128)>);

impl Term {
    fn at(self, x: u64) -> Option<i128> {
        match self {
            Term::Valuations(set) => (x > 0).then(|| {
                (0..4)
                    .filter(|i| set >> i & 1 == 1)
                    .map(|i| valuation(x, PRIMES[i]).unwrap() as i128)
                    .sum()
            }),
            Term::Binary(i) => (BINARY[i].f)(x).map(|v| v as i128),
        }
    }

    fn text(self, x: &str) -> String {
        match self {
            Term::Valuations(set) => {
                let parts: Vec<String> = (0..4)
                    .filter(|i| set >> i & 1 == 1)
                    .map(|i| format!("v{}({x})", PRIMES[i]))
                    .collect();
                format!("({})", parts.join(" + "))
            }
            Term::Binary(i) => term(BINARY[i].name, BINARY[i].phrase, x),
        }
    }

    fn two_valued(self) -> bool {
        matches!(self, Term::Binary(i) if BINARY[i].two_valued)
    }
}

/// The simplest `g(n) = α·S(x) + γ` for a sum `S` of valuations `v_p` over two or more primes
/// of `{2, 3, 5, 7}`, or `g(n) = α·F(x) + β·F'(x) + γ` for two binary features (`v2`, the
/// lowest zero bit, popcount, the parities of popcount and of `v2`, the bit length), `x` one of
/// `n`, `n + 1`, `n - 1`: a divisor game whose moves divide by smooth numbers (`v2 + v3 + v5`),
/// or a value read from the parity of `v2` and a popcount. It must hold from a start in the
/// first third to the end with 30 confirming values at least, outlast the runs where it held
/// before its start, and every term must matter: each takes 3 values there (2 for a parity),
/// and for a pair, each term changes while the other keeps its value (so neither is read off
/// the other). Tried where no single feature ([`find`]) fits.
///
/// # Complexity
/// About 1500 candidate formulas, each checked from the end until its first failure.
pub fn find_combined(values: &[u64], first: u64) -> Option<SequenceRule> {
    let len = values.len();
    let last = first + len as u64 - 1;
    let mut candidates: Vec<Candidate> = Vec::new();
    for set in 1u8..16 {
        if set.count_ones() >= 2 {
            for alpha in [1, 2, -1] {
                candidates.push((Term::Valuations(set), alpha, None));
            }
        }
    }
    let binary = [0usize, 2, 3, 4, 5, 6];
    for (i, &f) in binary.iter().enumerate() {
        for &h in &binary[i + 1..] {
            for alpha in [1, 2, -1, 3] {
                for beta in [1, 2, -1, 3] {
                    candidates.push((Term::Binary(f), alpha, Some((Term::Binary(h), beta))));
                }
            }
        }
    }
    for arg in [Arg::Shift(0), Arg::Shift(1), Arg::Shift(-1)] {
        for &(t, alpha, other) in &candidates {
            let parts = move |n: u64| -> Option<(i128, i128)> {
                let x = arg.of(n)?;
                let a = t.at(x)?;
                let b = match other {
                    Some((h, _)) => h.at(x)?,
                    None => 0,
                };
                Some((a, b))
            };
            let beta = other.map_or(0, |(_, b)| b);
            let sum = move |(a, b): (i128, i128)| alpha * a + beta * b;
            let Some(at_last) = parts(last) else {
                continue;
            };
            let gamma = values[len - 1] as i128 - sum(at_last);
            let holds = |i: usize| {
                parts(first + i as u64).is_some_and(|ab| sum(ab) + gamma == values[i] as i128)
            };
            let start = start_of(len, holds);
            if 3 * start > len || len - start < 30 {
                continue;
            }
            let seen: Vec<(i128, i128)> = (start..len)
                .filter_map(|i| parts(first + i as u64))
                .collect();
            let distinct = |pick: &dyn Fn(&(i128, i128)) -> i128| {
                let mut v: Vec<i128> = seen.iter().map(pick).collect();
                v.sort_unstable();
                v.dedup();
                v.len()
            };
            let enough = |term: Term, count: usize| count >= if term.two_valued() { 2 } else { 3 };
            if !enough(t, distinct(&|p| p.0)) {
                continue;
            }
            if let Some((h, _)) = other {
                if !enough(h, distinct(&|p| p.1)) {
                    continue;
                }
                // Each term changes while the other keeps its value.
                let mut pairs = seen.clone();
                pairs.sort_unstable();
                pairs.dedup();
                let first_moves = pairs.windows(2).any(|w| w[0].0 == w[1].0);
                let mut swapped: Vec<(i128, i128)> = pairs.iter().map(|&(a, b)| (b, a)).collect();
                swapped.sort_unstable();
                let second_moves = swapped.windows(2).any(|w| w[0].0 == w[1].0);
                if !first_moves || !second_moves {
                    continue;
                }
            }
            if !crate::detected_period::outlasts_earlier_runs(holds, start, len - start) {
                continue;
            }
            let s0 = first + start as u64;
            let statement = move |names: Notation| {
                let Notation {
                    function: g,
                    variable: n,
                } = names;
                let x = arg.text(n);
                let mut terms = vec![(alpha, t.text(&x))];
                if let Some((h, beta)) = other {
                    terms.push((beta, h.text(&x)));
                }
                let formula = Affine {
                    terms,
                    constant: gamma,
                };
                let mut formula = formula.to_string();
                if other.is_none() && alpha == 1 && gamma == 0 {
                    formula = formula[1..formula.len() - 1].to_string();
                }
                format!("{g}({n}) = {formula} for {n} >= {s0}")
            };
            return Some(SequenceRule::new(statement, s0, len - start, move |n| {
                let ab = parts(n)?;
                u64::try_from(sum(ab) + gamma).ok()
            }));
        }
    }
    None
}

#[cfg(test)]
mod tests;
