//! The one period detector of the explorer: `g(n + p) = g(n) + s` from some start on (an
//! arithmetic period; a saltus `s` of 0 is an ordinary period), with the evidence a far
//! prediction needs. The report headers (tables, octal and take-and-break codes) and the
//! periodic rule all use it, so they never disagree. A period is a
//! [`cgt_take_break::ArithmeticPeriod`], the library's one arithmetic period type (whose
//! `detect_arithmetic_period` is the plain detection a solution runs on a table it knows
//! periodic, without these margins).

pub use cgt_take_break::ArithmeticPeriod;

/// How many equations `g(n + period) = g(n) + saltus` a table of `len` values confirms.
pub fn confirmed(period: &ArithmeticPeriod, len: usize) -> usize {
    len - period.preperiod - period.period
}

/// The least period `p` (saltus `s >= 0`) whose equations hold from some start to the end of
/// `values`, with the margin a far prediction needs; `preperiod` is the least start. The margin:
/// - at least 8 equations, and the period seen at least four times after its start (three
///   equations per value of a period): sequences such as Beatty sequences `⌊nφ⌋` repeat almost
///   exactly at Fibonacci lengths, up to about 3.6 times, without being periodic;
/// - a start in the first third of the table, or a later start confirmed by at least 16
///   periods (a late start is weighed by its repetitions, not by where it falls);
/// - sixteen times in a table of two values spread evenly (a Beatty sequence whose slope has
///   a partial quotient `a` repeats almost exactly about `a + 2` times);
/// - exceptions before the start are not sparse: the tail is at least 1.5 times as long as
///   the next stretch without a failure of the equation is due to be, the last two stretches
///   before the start extrapolated (positions of value 0 at powers of 2 or Fibonacci numbers,
///   or a bit length added to `n`, leave long regular stretches);
/// - the tail outlasts every run where the equation held before the start, by length and by
///   scale ([`outlasts_earlier_runs`]), and so does the equation of every shorter period the
///   tail also shows;
/// - with a saltus of 0, a maximum that keeps rising is not cut short: the tail reaches past
///   where the next record is due (the records' gaps extrapolated), so a value that grows like
///   `log n` is not read as periodic between two rises.
///
/// A detection over a prefix, not a proof: nothing says the pattern goes on.
///
/// # Complexity
/// `O(len)` per period tried, each stopping at its first failing equation from the end, so
/// close to `O(len)` on data without a short period.
///
/// # Example
/// ```
/// use explorer::detected_period::{detect_period, ArithmeticPeriod};
/// // 0 1 0 1 2 3 2 3 4 5 4 5 ...: every 4 steps the value grows by 2, from the start.
/// let values: Vec<u32> = (0..40).map(|n| (n / 4 * 2 + n % 2) as u32).collect();
/// assert_eq!(
///     detect_period(&values),
///     Some(ArithmeticPeriod { preperiod: 0, period: 4, saltus: 2 })
/// );
/// ```
pub fn detect_period<T: Copy + Into<i128>>(values: &[T]) -> Option<ArithmeticPeriod> {
    detect(values, true)
}

/// [`detect_period`] without a saltus: `g(n + p) = g(n)`, for values that are names, not
/// numbers (the rows of a grid numbered in order of appearance).
pub fn detect_plain_period<T: Copy + Into<i128>>(values: &[T]) -> Option<ArithmeticPeriod> {
    detect(values, false)
}

fn detect<T: Copy + Into<i128>>(values: &[T], with_saltus: bool) -> Option<ArithmeticPeriod> {
    let len = values.len();
    let evenly = with_saltus && balanced_two_values(values);
    let at = |n: usize| -> i128 { values[n].into() };
    // The start of the table's last constant run: every period holds on it, and a constant
    // tail is judged as a constant (p = 1) only, whatever period it is read with.
    let mut constant = len.saturating_sub(1);
    while constant > 0 && at(constant - 1) == at(len - 1) {
        constant -= 1;
    }
    (1..=len / 4).find_map(|p| {
        let saltus = if with_saltus {
            at(len - 1) - at(len - 1 - p)
        } else {
            0
        };
        if saltus < 0 || saltus > u64::MAX as i128 {
            return None;
        }
        let holds = |n: usize| at(n + p) - at(n) == saltus;
        let mut start = len - p;
        if saltus == 0 && constant < start {
            start = constant;
        }
        while start > 0 && holds(start - 1) {
            start -= 1;
        }
        if p > 1 && start >= constant {
            return None;
        }
        let found = ArithmeticPeriod {
            preperiod: start,
            period: p,
            saltus: saltus as u64,
        };
        enough(values, &found, evenly).then_some(found)
    })
}

/// Whether the table holds enough evidence for `period`, which holds from its preperiod to the
/// end of `values` (the margins listed at [`detect_period`]; `evenly`: the values are two spread
/// evenly, which names of rows, not numbers, never are).
fn enough<T: Copy + Into<i128>>(values: &[T], period: &ArithmeticPeriod, evenly: bool) -> bool {
    let len = values.len();
    let ArithmeticPeriod {
        preperiod: start,
        period: p,
        saltus,
    } = *period;
    let tail = len - start;
    let confirmed = tail - p;
    if confirmed < 8 || confirmed < 3 * p {
        return false;
    }
    if 3 * start > len && confirmed < 16 * p {
        return false;
    }
    if confirmed < 15 * p && evenly {
        return false;
    }
    let at = |n: usize| -> i128 { values[n].into() };
    // The last failures of the equation before the start (start - 1 is one). A jump breaks up
    // to p equations in a row; the gaps between such clusters are the stretches where the
    // equation held before: the tail must outlast the next one, extrapolated as they grew.
    let failures: Vec<usize> = (0..start)
        .rev()
        .filter(|&n| at(n + p) - at(n) != saltus as i128)
        .take(8 * p + 8)
        .collect();
    let mut stretches = failures.windows(2).map(|w| w[0] - w[1]).filter(|&d| d > p);
    if let Some(last) = stretches.next() {
        let before = stretches.next().unwrap_or(last);
        let next = last * last.div_ceil(before).max(1);
        if 2 * confirmed < 3 * next {
            return false;
        }
    }
    if !outlasts_earlier_runs(|n| at(n + p) - at(n) == saltus as i128, start, confirmed) {
        return false;
    }
    // A tail that repeats with a shorter period q too (a constant tail has every period) is
    // judged by the runs of q's equation as well: a constant tail is no period 145.
    let shorter = (1..p).filter(|q| p % q == 0).all(|q| {
        let s = saltus as i128 / (p / q) as i128;
        let holds = |n: usize| at(n + q) - at(n) == s;
        s * (p / q) as i128 != saltus as i128
            || !(start..len - q).all(holds)
            || outlasts_earlier_runs(holds, start, len - q - start)
    });
    shorter && (saltus != 0 || !max_still_rising(values))
}

/// Whether a rule whose equation `holds` at every index from `start` on, confirmed by `tail`
/// equations there, outlasts every run of the equation before `start` (the runs between its
/// exceptions): by length (`tail` longer than the longest run: positions of value 0 that thin
/// out leave a long stretch of 1 at the end of any table), and by scale (the tail's end over its
/// start above the square of every earlier run's end over its start, for runs of 16 or more
/// from index 8 on:
/// in a game of
/// scale, the runs grow with `n` and the last one is cut by the table's end).
///
/// # Complexity
/// `O(start)` evaluations of `holds`.
pub fn outlasts_earlier_runs(holds: impl Fn(usize) -> bool, start: usize, tail: usize) -> bool {
    let mut run_start = None;
    for n in 0..=start {
        let ok = n < start && holds(n);
        match (ok, run_start) {
            (true, None) => run_start = Some(n),
            (false, Some(s)) => {
                run_start = None;
                let length = n - s;
                if length >= tail {
                    return false;
                }
                // (start + tail) / start must exceed (n / s)²: the tail spans the run's scale
                // twice (a game of scale repeats its last cycle exactly at the table's end).
                if s >= 8
                    && length >= 16
                    && (start + tail) as f64 / start as f64 <= (n as f64 / s as f64).powi(2)
                {
                    return false;
                }
            }
            _ => {}
        }
    }
    true
}

/// Whether `values` take two values and the rarer one's positions are spread as evenly as a
/// Beatty sequence's (the gaps between them take two consecutive sizes at most): such a
/// table repeats almost exactly at many lengths (the denominators of its slope's
/// convergents), more than four times when the slope has a large partial quotient.
fn balanced_two_values<T: Copy + Into<i128>>(values: &[T]) -> bool {
    let Some(&first) = values.first() else {
        return false;
    };
    let a: i128 = first.into();
    let Some(b) = values.iter().map(|&v| v.into()).find(|&v| v != a) else {
        return false;
    };
    if values.iter().any(|&v| v.into() != a && v.into() != b) {
        return false;
    }
    let count_a = values.iter().filter(|&&v| v.into() == a).count();
    let rare = if 2 * count_a <= values.len() { a } else { b };
    let at: Vec<usize> = (0..values.len())
        .filter(|&i| values[i].into() == rare)
        .collect();
    let gaps = at.windows(2).map(|w| w[1] - w[0]);
    let (lo, hi) = gaps.fold((usize::MAX, 0), |(lo, hi), g| (lo.min(g), hi.max(g)));
    at.len() >= 8 && hi <= lo + 1
}

/// Whether the maximum of `values` keeps rising across the table: of its last three records
/// (values above every earlier one), the gaps extrapolated (growing as they grew) put the next
/// record beyond the table. A rule that keeps the values below the table's maximum is then
/// suspect.
///
/// # Complexity
/// `O(len)`.
pub fn max_still_rising<T: Copy + Into<i128>>(values: &[T]) -> bool {
    let Some(&first) = values.first() else {
        return false;
    };
    let mut best: i128 = first.into();
    let mut records = Vec::new();
    for (n, &v) in values.iter().enumerate().skip(1) {
        if v.into() > best {
            best = v.into();
            records.push(n);
        }
    }
    match records[..] {
        [.., r0, r1, r2] => {
            let (d0, d1) = (r1 - r0, r2 - r1);
            r2 + d1 * d1.div_ceil(d0).max(1) >= values.len()
        }
        _ => false,
    }
}

#[cfg(test)]
mod tests;
