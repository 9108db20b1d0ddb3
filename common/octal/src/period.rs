//! Eventual periods of Grundy sequences: certified by the octal periodicity theorem, or
//! detected (arithmetic periods) over a computed prefix.

use std::cmp::Reverse;
use std::collections::BinaryHeap;

/// An eventually periodic sequence: `G(n + period) == G(n)` for every `n >= preperiod`, with
/// `preperiod` and `period` the least such.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Periodicity {
    pub preperiod: usize,
    pub period: usize,
}

impl Periodicity {
    /// Where heap `x` falls in the table `G(0..preperiod + period)`:
    /// `x < n0 ? x : n0 + (x - n0) mod p`.
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// ```
    /// use cgt_octal::Periodicity;
    /// let kayles = Periodicity { preperiod: 71, period: 12 };
    /// assert_eq!(kayles.reduce(70), 70);
    /// assert_eq!(kayles.reduce(83), 71);
    /// assert_eq!(kayles.reduce(1_000_000_000_000_000_000), 71 + (1_000_000_000_000_000_000 - 71) % 12);
    /// ```
    pub fn reduce(&self, x: u64) -> usize {
        let n0 = self.preperiod as u64;
        if x < n0 {
            x as usize
        } else {
            (n0 + (x - n0) % self.period as u64) as usize
        }
    }
}

/// Looks for a certificate of the octal periodicity theorem while a Grundy sequence grows: some
/// `n0 >= 1`, `p >= 1` with `G(n + p) == G(n)` for `n0 <= n < 2 n0 + p + k`.
///
/// For each period `p` it remembers `start[p]`, one past the last `n` seen with
/// `G(n) != G(n + p)`, and how far the pairs have been compared; `p` is looked at again only once
/// the sequence is long enough (`2 max(start, 1) + 2p + k` values) for its window to fit, from a
/// heap ordered by that length, and then the new pairs are compared from the end back to the
/// last disagreement. Each pair `(n, p)` is compared at most once; a false period usually
/// disagrees near the end, so it waits until the sequence about doubles: O(N log N) heap steps.
///
/// The state is kept in 32-bit numbers (a sequence of up to 2^31 values). The periods wait in
/// lists by window of `WINDOW` lengths and enter a small heap when their window comes, so the
/// heap stays in cache however many periods wait. Where the sequence has a small period `d`
/// (0.376: 4), every multiple of `d` agrees over the same long tail: those pairs are not compared
/// again, the tail of `d` being followed value by value.
#[derive(Clone, Debug)]
pub(crate) struct PeriodFinder {
    k: usize,
    /// `(start, checked)` of every period.
    state: Vec<[u32; 2]>,
    /// `due << 32 | p` for the periods due before the end of the current window, least first.
    soon: BinaryHeap<Reverse<u64>>,
    /// `later[w]`: the periods due in window `w`, `w * WINDOW <= due < (w + 1) * WINDOW`.
    later: Vec<Vec<u32>>,
    /// The windows up to this one are in `soon`.
    window: usize,
    next_period: usize,
    /// `tail[BASES - d]` for `1 <= d <= BASES`: one past the last `n` with `G(n) != G(n + d)`
    /// (0 if none).
    tail: Vec<u32>,
    /// The `d <= BASES` that agreed over the last window at the start of this one, without
    /// their multiples.
    bases: Vec<u32>,
}

/// The small periods whose agreeing tails are followed value by value.
const BASES: usize = 64;

/// Lengths per window of the period search (short in tests, to take many windows).
const WINDOW: usize = if cfg!(test) { 1 << 7 } else { 1 << 12 };

impl PeriodFinder {
    pub(crate) fn new(k: usize) -> Self {
        PeriodFinder {
            k,
            state: vec![[0, 0]],
            soon: BinaryHeap::new(),
            later: Vec::new(),
            window: 0,
            next_period: 1,
            tail: vec![0; BASES],
            bases: Vec::new(),
        }
    }

    /// The sequence length at which period `p`, agreeing from `start`, has its whole window.
    fn due(&self, start: usize, p: usize) -> usize {
        2 * start.max(1) + 2 * p + self.k
    }

    fn schedule(&mut self, due: usize, p: usize) {
        let w = due / WINDOW;
        if w <= self.window {
            let due = due.min(u32::MAX as usize) as u64;
            self.soon.push(Reverse(due << 32 | p as u64));
        } else {
            if self.later.len() <= w {
                self.later.resize_with(w + 1, Vec::new);
            }
            self.later[w].push(p as u32);
        }
    }

    /// Called with the sequence after each new value: a certificate `(n0, p)` once one fits in
    /// `g`, the first found.
    pub(crate) fn observe(&mut self, g: &[u32]) -> Option<(usize, usize)> {
        let len = g.len();
        assert!(len < 1 << 31, "the period search keeps lengths in 32 bits");
        if len >= 2 {
            // The new pairs (len - 1 - d, len - 1), d = BASES - i, in the order of `tail`.
            let last = g[len - 1];
            let skip = BASES.saturating_sub(len - 1);
            let before = &g[len - 1 - (BASES - skip)..len - 1];
            let first = (len + skip - BASES) as u32;
            let tail = &mut self.tail[skip..];
            let before = &before[..tail.len()];
            for i in 0..tail.len() {
                let differ = u32::from(before[i] != last).wrapping_neg();
                tail[i] = (first + i as u32) & differ | tail[i] & !differ;
            }
        }
        while self.window < len / WINDOW {
            self.window += 1;
            let bases = &mut self.bases;
            bases.clear();
            for d in 1..=BASES as u32 {
                if self.tail[BASES - d as usize] as usize + WINDOW <= len
                    && bases.iter().all(|&b| d % b != 0)
                {
                    bases.push(d);
                }
            }
            if let Some(list) = self.later.get_mut(self.window) {
                for p in std::mem::take(list) {
                    let p = p as usize;
                    let due = self.due(self.state[p][0] as usize, p) as u64;
                    self.soon.push(Reverse(due << 32 | p as u64));
                }
            }
        }
        while self.due(0, self.next_period) <= len {
            let p = self.next_period;
            self.state.push([0, 0]);
            self.schedule(self.due(0, p), p);
            self.next_period += 1;
        }
        while let Some(&Reverse(entry)) = self.soon.peek() {
            let (due, p) = ((entry >> 32) as usize, (entry & 0xffff_ffff) as usize);
            if due > len {
                return None;
            }
            self.soon.pop();
            // The pairs (n, n + p) not compared yet, from the end: the last disagreement found
            // is the only one that matters.
            // A small period d dividing p that agrees from tail[d] on: so does p.
            let [start, checked] = &mut self.state[p];
            let from = (*checked).max(*start) as usize;
            let mut top = len - p;
            for &d in &self.bases {
                if p % d as usize == 0 {
                    top = top.min((self.tail[BASES - d as usize] as usize).max(from));
                }
            }
            if let Some(n) = (from..top).rev().find(|&n| g[n] != g[n + p]) {
                *start = n as u32 + 1;
            }
            *checked = (len - p) as u32;
            let start = *start as usize;
            let due = self.due(start, p);
            if due <= len {
                return Some((start.max(1), p));
            }
            self.schedule(due, p);
        }
        None
    }
}

/// The least preperiod and period of a sequence known to satisfy `G(n + p) == G(n)` for all
/// `n >= n0`, from its first `n0 + 2p` (or more) values.
///
/// The least period divides every eventual period, so it is the least divisor `d` of `p` with
/// `G(n + d) == G(n)` over one period from `n0`; the least preperiod is found by scanning back.
pub(crate) fn least_periodicity(g: &[u32], n0: usize, p: usize) -> Periodicity {
    let period = (1..=p)
        .filter(|d| p % d == 0)
        .find(|&d| (n0..n0 + p).all(|n| g[n] == g[n + d]))
        .unwrap();
    let mut preperiod = n0;
    while preperiod > 0 && g[preperiod - 1] == g[preperiod - 1 + period] {
        preperiod -= 1;
    }
    Periodicity { preperiod, period }
}

/// An arithmetic period: `G(n + period) == G(n) + saltus` for `n >= preperiod` (a saltus of 0 is an
/// ordinary period).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct ArithmeticPeriod {
    pub preperiod: usize,
    pub period: usize,
    pub saltus: i64,
}

/// An arithmetic period that the finite prefix `values` shows, as CGSuite reports one for a
/// sequence that grows: the least `period` for which `values[n + period] - values[n]` is one
/// constant `saltus` from some `preperiod` to the end, over at least two periods and at least
/// half of the prefix; `preperiod` is the least index from which it holds over the prefix.
///
/// This is a detection over a prefix, not a proof: unlike an octal game's period
/// ([`crate::OctalGrundy::certify`]), nothing says the pattern goes on. A saltus of 0 is a plain
/// period.
///
/// # Complexity
/// O(len * P) time for the least detected period P (each candidate stops at its first
/// disagreement from the end), O(1) memory.
///
/// # Example
/// ```
/// use cgt_octal::{detect_arithmetic_period, ArithmeticPeriod};
/// // 0 1 0 1 2 3 2 3 4 5 4 5 ...: every 4 steps the value grows by 2, from the start.
/// let values: Vec<u32> = (0..40).map(|n| (n / 4 * 2 + n % 2) as u32).collect();
/// assert_eq!(
///     detect_arithmetic_period(&values),
///     Some(ArithmeticPeriod { preperiod: 0, period: 4, saltus: 2 })
/// );
/// ```
pub fn detect_arithmetic_period<T: Copy + Into<i128>>(values: &[T]) -> Option<ArithmeticPeriod> {
    let len = values.len();
    let at = |n: usize| -> i128 { values[n].into() };
    (1..=len / 3).find_map(|period| {
        let saltus = at(len - 1) - at(len - 1 - period);
        let mut preperiod = len - period;
        while preperiod > 0 && at(preperiod - 1 + period) - at(preperiod - 1) == saltus {
            preperiod -= 1;
        }
        let run = len - period - preperiod;
        (run >= (2 * period).max(len / 2)).then_some(ArithmeticPeriod {
            preperiod,
            period,
            saltus: saltus as i64,
        })
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use rand::{rngs::StdRng, Rng, SeedableRng};

    #[test]
    fn detect_arithmetic_period_compare_with_naive() {
        let mut rng = StdRng::seed_from_u64(11);
        for _ in 0..300 {
            let preperiod = rng.random_range(0..20);
            let period = rng.random_range(1..8);
            let saltus = rng.random_range(0..3i64);
            let base: Vec<i64> = (0..preperiod + period)
                .map(|_| rng.random_range(0..6))
                .collect();
            let len = 2 * (preperiod + period) + 6 * period + rng.random_range(0..20);
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
            // Naive: the least (period, saltus) holding from some point over the second half,
            // with the least preperiod over the whole prefix.
            let naive = (1..=len / 3).find_map(|p| {
                let s = values[len - 1] - values[len - 1 - p];
                let holds = |n: usize| values[n + p] - values[n] == s;
                let n0 = (0..len - p).find(|&a| (a..len - p).all(holds)).unwrap();
                (len - p - n0 >= (2 * p).max(len / 2)).then_some(ArithmeticPeriod {
                    preperiod: n0,
                    period: p,
                    saltus: s,
                })
            });
            let found = detect_arithmetic_period(&values);
            assert_eq!(found, naive, "{values:?}");
            let found = found.unwrap();
            assert!(found.period <= period);
            if found.period == period {
                assert!(found.preperiod <= preperiod);
                assert_eq!(found.saltus, saltus);
            }
        }
    }

    /// The length at which the finder certifies, and its certificate, against the least length
    /// at which some period has its window, on sequences periodic after random noise of a few
    /// symbols (which makes short false agreements).
    #[test]
    fn period_finder_compare_with_naive() {
        let mut rng = StdRng::seed_from_u64(15);
        for _ in 0..40 {
            let k = rng.random_range(1..=4);
            let p0 = rng.random_range(1..=80);
            let n0 = rng.random_range(1..1500);
            let symbols = rng.random_range(2..5);
            let base: Vec<u32> = (0..n0 + p0).map(|_| rng.random_range(0..symbols)).collect();
            let len = 2 * n0 + 2 * p0 + k + 50;
            let g: Vec<u32> = (0..len)
                .map(|n| base[if n < n0 { n } else { n0 + (n - n0) % p0 }])
                .collect();
            let mut finder = PeriodFinder::new(k);
            let found = (1..=len).find_map(|l| finder.observe(&g[..l]).map(|c| (l, c)));
            // Naive: for each p, the first length where the pairs since the last disagreement
            // cover the window.
            let naive = (1..len / 2)
                .filter_map(|p| {
                    let mut start = 1;
                    (p + 1..=len).find(|&l| {
                        let n = l - 1 - p;
                        if g[n] != g[n + p] {
                            start = n + 1;
                        }
                        2 * start + 2 * p + k <= l
                    })
                })
                .min();
            let (l, (n1, p1)) = found.expect("the window fits");
            assert_eq!(Some(l), naive, "k {k} p0 {p0} n0 {n0}");
            assert!(n1 >= 1 && 2 * n1 + 2 * p1 + k <= l);
            assert!((n1..2 * n1 + p1 + k).all(|n| g[n] == g[n + p1]));
        }
    }

    #[test]
    fn noise_has_no_pattern() {
        let mut rng = StdRng::seed_from_u64(12);
        let values: Vec<u32> = (0..200).map(|_| rng.random_range(0..1000)).collect();
        assert_eq!(detect_arithmetic_period(&values), None);
    }
}
