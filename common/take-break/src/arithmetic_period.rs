//! Arithmetic periods `G(n + p) = G(n) + s` of take-and-break games: the period type and its
//! detection over a table (detected, not proved).

/// An arithmetic period seen in a table: `G(n + period) = G(n) + saltus` for every `n >=
/// preperiod` of the table (a saltus of 0 is a plain period). Detected, not proved: the table
/// shows it, no theorem here says it goes on (see [`detect_arithmetic_period`]). The one type of
/// an arithmetic period: the explorer's detector (`explorer::detected_period`) returns it too.
///
/// # Constraints
/// As [`detect_arithmetic_period`] returns it. [`ArithmeticPeriod::grundy`] needs
/// `period >= 1` and a table of at least `preperiod + period` values (it panics otherwise), and
/// its answer `g[n0 + r] + q * saltus` must fit in a `u64`.
///
/// # Complexity
/// Plain data; [`ArithmeticPeriod::grundy`] is O(1).
///
/// # Example
/// ```
/// use cgt_take_break::{detect_arithmetic_period, ArithmeticPeriod};
/// // Lasker's Nim: 0, then 4q + 1, 4q + 2, 4q + 4, 4q + 3 for q = 0, 1, 2, ...
/// let g = [0, 1, 2, 4, 3, 5, 6, 8, 7, 9, 10, 12, 11, 13, 14, 16, 15];
/// let lasker = detect_arithmetic_period(&g).unwrap();
/// assert_eq!(lasker, ArithmeticPeriod { preperiod: 1, period: 4, saltus: 4 });
/// assert_eq!(lasker.grundy(&g, 100), 99);
/// ```
///
/// Used by: hdu-5795.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct ArithmeticPeriod {
    pub preperiod: usize,
    pub period: usize,
    pub saltus: u64,
}

impl ArithmeticPeriod {
    /// `G(n)` for any `n`, from the table `g` (at least `preperiod + period` values), if the
    /// sequence goes on as detected: `g[n]` in the preperiod, else
    /// `g[n0 + r] + q * saltus` for `n - n0 = q * period + r`.
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// ```
    /// use cgt_take_break::ArithmeticPeriod;
    /// // Lasker's Nim: 0 | 1 2 4 3, then + 4 every 4.
    /// let lasker = ArithmeticPeriod { preperiod: 1, period: 4, saltus: 4 };
    /// let g = [0, 1, 2, 4, 3];
    /// assert_eq!(lasker.grundy(&g, 7), 8);
    /// assert_eq!(lasker.grundy(&g, 1_000_000_000), 999_999_999);
    /// ```
    pub fn grundy(&self, g: &[u32], n: u64) -> u64 {
        let n0 = self.preperiod as u64;
        if n < n0 {
            return u64::from(g[n as usize]);
        }
        let (q, r) = ((n - n0) / self.period as u64, (n - n0) % self.period as u64);
        u64::from(g[(n0 + r) as usize]) + q * self.saltus
    }
}

/// The least arithmetic period of the end of a table: the least `p` such that
/// `G(n + p) - G(n)` is one constant `s >= 0` for every `n` of the table's second half, the
/// relation seen over at least two periods; then the least preperiod from which it holds to the
/// end. `None` if no `p <= len / 4` fits.
///
/// This is what the table shows, **detected, not proved**: a table is finite. Plain periods of
/// finite codes are proved by [`certified_period`](crate::certified_period). For arithmetic periods Howse and Nowakowski
/// ("Periodicity and arithmetic-periodicity in hexadecimal games", Theoretical Computer Science
/// 313 (2004) 463–472) give a theorem for hexadecimal games; its exact hypotheses and window
/// were not available here to check, so no certificate is built on it. HDU 5795's `8.3...`
/// (period 8, saltus 8) is proved by hand in the crate's docs, and Lasker's Nim (`4.3...`,
/// period 4, saltus 4) in Winning Ways; this function proves neither.
///
/// # Constraints
/// None: any table; one of fewer than 4 values gives `None` (no `p <= len / 4`).
///
/// # Complexity
/// O(len * P) in the worst case for P the periods tried.
///
/// # Example
/// ```
/// use cgt_take_break::{detect_arithmetic_period, take_break_grundy, ArithmeticPeriod, TakeBreak};
/// let hdu_5795 = TakeBreak::parse("8.3...").unwrap();
/// let g = take_break_grundy(&hdu_5795, 100);
/// assert_eq!(
///     detect_arithmetic_period(&g),
///     Some(ArithmeticPeriod { preperiod: 1, period: 8, saltus: 8 })
/// );
/// ```
///
/// Used by: hdu-5795.
pub fn detect_arithmetic_period(g: &[u32]) -> Option<ArithmeticPeriod> {
    let len = g.len();
    let half = len / 2;
    for p in 1..=len / 4 {
        let s = i64::from(g[half + p]) - i64::from(g[half]);
        if s < 0 {
            continue;
        }
        let holds = |n: usize| i64::from(g[n + p]) - i64::from(g[n]) == s;
        if (half..len - p).all(holds) {
            let mut preperiod = half;
            while preperiod > 0 && holds(preperiod - 1) {
                preperiod -= 1;
            }
            return Some(ArithmeticPeriod {
                preperiod,
                period: p,
                saltus: s as u64,
            });
        }
    }
    None
}
