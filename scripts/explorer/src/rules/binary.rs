//! Functions of binary features of `n`: `g(n) = α·F(n + c) + β·n + γ`.

use super::{shifted, Affine, Notation, SequenceRule};

/// A feature of the binary expansion of `x` (`None` where undefined, e.g. `v2(0)`), with its
/// name as a function of the argument's text; a `phrase` is put in parentheses inside a sum; a
/// `two_valued` feature (a parity) needs two values seen, the others three.
pub struct Feature {
    pub name: fn(&str) -> String,
    pub phrase: bool,
    pub two_valued: bool,
    pub f: fn(u64) -> Option<u64>,
}

pub const FEATURES: [Feature; 6] = [
    Feature {
        name: |x| format!("v2({x})"),
        phrase: false,
        two_valued: false,
        f: |x| (x > 0).then(|| x.trailing_zeros() as u64),
    },
    Feature {
        name: |x| format!("largest power of 2 dividing {x}"),
        phrase: true,
        two_valued: false,
        f: |x| (x > 0).then(|| x & x.wrapping_neg()),
    },
    Feature {
        name: |x| format!("lowest zero bit of {x}"),
        phrase: true,
        two_valued: false,
        f: |x| Some(x.trailing_ones() as u64),
    },
    Feature {
        name: |x| format!("popcount({x})"),
        phrase: false,
        two_valued: false,
        f: |x| Some(x.count_ones() as u64),
    },
    Feature {
        name: |x| format!("parity(popcount({x}))"),
        phrase: false,
        two_valued: true,
        f: |x| Some((x.count_ones() & 1) as u64),
    },
    Feature {
        name: |x| format!("bit length of {x}"),
        phrase: true,
        two_valued: false,
        f: |x| Some(64 - x.leading_zeros() as u64),
    },
];

const SHIFTS: [i64; 5] = [0, 1, -1, 2, -2];
const ALPHAS: [i128; 6] = [1, -1, 2, -2, 3, 4];
const BETAS: [i128; 5] = [0, 1, 2, -1, 3];

/// The simplest `α·F(n + c) + β·n + γ` (in the order shift, feature, α, β) that every value
/// from a start in the first third of the table follows, with at least 30 confirming values and
/// the feature taking at least 3 values there (2 for a parity).
///
/// # Complexity
/// About 1000 candidate formulas, each checked from the end until its first failure.
pub fn find(values: &[u64], first: u64) -> Option<SequenceRule> {
    let len = values.len();
    let last = first + len as u64 - 1;
    for &c in &SHIFTS {
        for feature in FEATURES.iter().chain(&super::arithmetic::FEATURES) {
            let at = |n: u64| -> Option<i128> {
                let x = n.checked_add_signed(c)?;
                (feature.f)(x).map(|v| v as i128)
            };
            for &alpha in &ALPHAS {
                for &beta in &BETAS {
                    let Some(f_last) = at(last) else { continue };
                    let gamma = values[len - 1] as i128 - alpha * f_last - beta * last as i128;
                    let holds = |i: usize| {
                        let n = first + i as u64;
                        at(n).is_some_and(|f| {
                            alpha * f + beta * n as i128 + gamma == values[i] as i128
                        })
                    };
                    let mut start = len - 1;
                    while start > 0 && holds(start - 1) {
                        start -= 1;
                    }
                    if 3 * start > len || len - start < 30 {
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
                    let name = feature.name;
                    let phrase = feature.phrase;
                    let statement = move |names: Notation| {
                        let Notation {
                            function: g,
                            variable: n,
                        } = names;
                        let x = shifted(n, c);
                        let formula = if (alpha, beta, gamma) == (1, 0, 0) {
                            name(&x)
                        } else {
                            let term = if phrase {
                                format!("({})", name(&x))
                            } else {
                                name(&x)
                            };
                            Affine {
                                terms: vec![(beta, n.to_string()), (alpha, term)],
                                constant: gamma,
                            }
                            .to_string()
                        };
                        format!("{g}({n}) = {formula} for {n} >= {s0}")
                    };
                    let f = feature.f;
                    return Some(SequenceRule::new(statement, s0, len - start, move |n| {
                        let x = n.checked_add_signed(c)?;
                        let v = alpha * f(x)? as i128 + beta * n as i128 + gamma;
                        u64::try_from(v).ok()
                    }));
                }
            }
        }
    }
    None
}
