//! The one period detector of the explorer: `g(n + p) = g(n) + s` from some start on (an
//! arithmetic period; a saltus `s` of 0 is an ordinary period). The report headers and the
//! periodic rule both use it, so they never disagree.

/// An eventual arithmetic period: `g(n + period) == g(n) + saltus` for every `n >= preperiod`
/// (indices into the table), `saltus >= 0`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct ArithmeticPeriod {
    pub preperiod: usize,
    pub period: usize,
    pub saltus: i64,
}

impl ArithmeticPeriod {
    /// How many equations `g(n + period) = g(n) + saltus` the table confirms (`len` values).
    pub fn confirmed(&self, len: usize) -> usize {
        len - self.preperiod - self.period
    }
}

/// The least period `p` (saltus `s >= 0`) whose equations hold from some start to the end of
/// `values`, with margin: the start lies in the first third of the table, at least three
/// periods follow it, and at least 8 equations confirm it. `preperiod` is the least start.
///
/// A detection over a prefix, not a proof: nothing says the pattern goes on.
///
/// # Complexity
/// `O(len)` per period tried, each stopping at its first failing equation from the end, so
/// close to `O(len)` on data without a short period.
///
/// # Example
/// ```
/// use explorer::period::{detect_period, ArithmeticPeriod};
/// // 0 1 0 1 2 3 2 3 4 5 4 5 ...: every 4 steps the value grows by 2, from the start.
/// let values: Vec<u32> = (0..40).map(|n| (n / 4 * 2 + n % 2) as u32).collect();
/// assert_eq!(
///     detect_period(&values),
///     Some(ArithmeticPeriod { preperiod: 0, period: 4, saltus: 2 })
/// );
/// ```
pub fn detect_period<T: Copy + Into<i128>>(values: &[T]) -> Option<ArithmeticPeriod> {
    let len = values.len();
    let at = |n: usize| -> i128 { values[n].into() };
    (1..=len / 3).find_map(|p| {
        let saltus = at(len - 1) - at(len - 1 - p);
        if saltus < 0 || saltus > i64::MAX as i128 {
            return None;
        }
        let holds = |n: usize| at(n + p) - at(n) == saltus;
        let mut start = len - p;
        while start > 0 && holds(start - 1) {
            start -= 1;
        }
        let found = ArithmeticPeriod {
            preperiod: start,
            period: p,
            saltus: saltus as i64,
        };
        enough(values, &found).then_some(found)
    })
}

/// Whether the table holds enough evidence for `period` (see [`detect_period`]).
fn enough<T: Copy + Into<i128>>(values: &[T], period: &ArithmeticPeriod) -> bool {
    let len = values.len();
    let ArithmeticPeriod {
        preperiod: start,
        period: p,
        ..
    } = *period;
    len - start >= 3 * p && 3 * start <= len && len - start - p >= 8
}

#[cfg(test)]
mod tests {
    use super::*;
    use rand::{rngs::StdRng, Rng, SeedableRng};

    #[test]
    fn detect_period_compare_with_naive() {
        let mut rng = StdRng::seed_from_u64(11);
        for _ in 0..300 {
            let preperiod = rng.random_range(0..20);
            let period = rng.random_range(1..8);
            let saltus = rng.random_range(0..3i64);
            let base: Vec<i64> = (0..preperiod + period)
                .map(|_| rng.random_range(0..6))
                .collect();
            let len = 3 * (preperiod + period) + 6 * period + 8 + rng.random_range(0..20);
            let values: Vec<i64> = (0..len)
                .map(|n| {
                    if n < preperiod + period {
                        base[n]
                    } else {
                        let k = (n - preperiod) / period;
                        base[preperiod + (n - preperiod) % period] + k as i64 * saltus
                    }
                })
                .collect();
            let found = detect_period(&values).expect("a period");
            assert!(found.period <= period, "{values:?}");
            if found.period == period {
                assert!(found.preperiod <= preperiod);
                assert_eq!(found.saltus, saltus);
            }
            // The equations hold from the start found, and not just before it.
            let p = found.period;
            let s = found.saltus;
            assert!((found.preperiod..len - p).all(|n| values[n + p] - values[n] == s));
            assert!(
                found.preperiod == 0
                    || values[found.preperiod - 1 + p] - values[found.preperiod - 1] != s
            );
        }
    }
}
