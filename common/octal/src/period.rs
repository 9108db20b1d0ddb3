//! Eventual periods of Grundy sequences, certified by the octal periodicity theorem
//! ([`EventualPeriod`], the library's one period type, lives in `cgt-mex`).

use cgt_mex::EventualPeriod;
use std::cmp::Reverse;
use std::collections::BinaryHeap;

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
pub(crate) fn least_periodicity(g: &[u32], n0: usize, p: usize) -> EventualPeriod {
    let period = (1..=p)
        .filter(|d| p % d == 0)
        .find(|&d| (n0..n0 + p).all(|n| g[n] == g[n + d]))
        .unwrap();
    let mut preperiod = n0;
    while preperiod > 0 && g[preperiod - 1] == g[preperiod - 1 + period] {
        preperiod -= 1;
    }
    EventualPeriod { preperiod, period }
}

#[cfg(test)]
mod tests {
    use super::*;
    use rand::{rngs::StdRng, Rng, SeedableRng};

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
}
