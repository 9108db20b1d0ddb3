//! The search for a certificate of the octal periodicity theorem while a Grundy sequence grows:
//! [`PeriodFinder`] (the plain engine's) and [`CompactFinder`] (the same search in about a byte
//! a period, the sparse-space engine's). A certificate `(n0, p)` becomes the least preperiod and
//! period by `cgt_mex::EventualPeriod::least`.

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

/// The same search as [`PeriodFinder`] (the same first certificate at the same length), in
/// about one byte per period instead of sixteen, for sequences of hundreds of millions of values.
///
/// A period `p` that was compared up to a length `len` with its last disagreement at `n` cannot
/// have its window before `due = 2 max(n + 1, 1) + 2p + k`. Instead of that length, each period
/// keeps only the segment it falls in (`segment`: 16 a doubling, so about 4% wide), modulo
/// 256: a due is never more than three times the current length, 26 segments ahead. When the
/// length enters a segment, the periods of that segment are found by one pass over those bytes
/// (about 16 passes a doubling, so some 23 bytes read per period in all), their exact due is
/// computed again (their last disagreement is found from the end back, where it usually is,
/// a few comparisons), and those due in this segment wait in a small heap until their length.
/// No period is compared at a length before its due, and every one at its due, so the first
/// certificate comes at the same length as [`PeriodFinder`]'s. The small periods `d <= 64`
/// that agreed over the last window (`bases`) bound the search for the last disagreement of their
/// multiples, as there.
#[derive(Clone, Debug)]
pub(crate) struct CompactFinder {
    k: usize,
    /// `bucket[p]`: the segment of a lower bound of period p's due, modulo 256 (`bucket[0]` unused).
    bucket: Vec<u8>,
    /// `due << 32 | p` for the periods due in the current segment, least first.
    soon: BinaryHeap<Reverse<u64>>,
    /// The current segment, `segment(len)`.
    current: u32,
    /// `tail[d - 1]`: one past the last `n` with `G(n) != G(n + d)`, over the pairs with
    /// `n + d < tail_len`.
    tail: [u32; BASES],
    tail_len: usize,
    bases: Vec<u32>,
}

/// The segment of a length: 16 per doubling (the top 4 bits below the leading one).
fn segment(x: usize) -> u32 {
    let x = x.max(1) as u64;
    let b = 63 - x.leading_zeros();
    let f = if b >= 4 {
        (x >> (b - 4)) & 15
    } else {
        (x << (4 - b)) & 15
    };
    16 * b + f as u32
}

/// The last `n` in `lo..hi` with `g[n] != g[n + p]`, searched from the end back, a block of
/// 64 pairs at a time.
fn last_disagreement<T: PartialEq>(g: &[T], p: usize, lo: usize, hi: usize) -> Option<usize> {
    let mut hi = hi;
    while hi > lo {
        let from = hi.saturating_sub(64).max(lo);
        if g[from..hi] != g[from + p..hi + p] {
            return (from..hi).rev().find(|&n| g[n] != g[n + p]);
        }
        hi = from;
    }
    None
}

impl CompactFinder {
    pub(crate) fn new(k: usize) -> Self {
        CompactFinder {
            k,
            bucket: vec![0],
            soon: BinaryHeap::new(),
            current: 0,
            tail: [0; BASES],
            tail_len: 0,
            bases: Vec::new(),
        }
    }

    /// Bytes held (the period table and the heap).
    pub(crate) fn bytes(&self) -> usize {
        self.bucket.capacity() + 8 * self.soon.capacity()
    }

    fn due(&self, start: usize, p: usize) -> usize {
        2 * start.max(1) + 2 * p + self.k
    }

    /// Compares period `p` over `g`: its certificate if its window fits, else it is filed by
    /// its new due.
    fn check<T: PartialEq>(&mut self, g: &[T], p: usize) -> Option<(usize, usize)> {
        let len = g.len();
        let top = len - p;
        // A base d dividing p that agrees from tail[d] over the pairs below tail_len: so does
        // p over those pairs, and only the newer ones and those below tail[d] are compared.
        let mut bound = top;
        for &d in &self.bases {
            if p % d as usize == 0 {
                bound = bound.min(self.tail[d as usize - 1] as usize);
            }
        }
        let recent = self.tail_len.saturating_sub(p).min(top);
        let last = if bound < recent {
            last_disagreement(g, p, recent, top).or_else(|| last_disagreement(g, p, 0, bound))
        } else {
            last_disagreement(g, p, 0, top)
        };
        let start = last.map_or(0, |n| n + 1);
        let due = self.due(start, p);
        if due <= len {
            return Some((start.max(1), p));
        }
        let s = segment(due);
        if s == self.current {
            self.soon.push(Reverse((due as u64) << 32 | p as u64));
        } else {
            self.bucket[p] = s as u8;
        }
        None
    }

    /// Called with the sequence after each new value: a certificate `(n0, p)` once one fits in
    /// `g`, the first found.
    pub(crate) fn observe<T: PartialEq>(&mut self, g: &[T]) -> Option<(usize, usize)> {
        let len = g.len();
        assert!(len < 1 << 31, "the period search keeps lengths in 32 bits");
        if len >= self.tail_len + WINDOW {
            for d in 1..=BASES.min(len - 1) {
                let lo = self.tail_len.saturating_sub(d);
                if let Some(n) = last_disagreement(g, d, lo, len - d) {
                    self.tail[d - 1] = n as u32 + 1;
                }
            }
            self.tail_len = len;
            self.bases.clear();
            for d in 1..=BASES.min(len - 1) as u32 {
                if self.tail[d as usize - 1] as usize + WINDOW <= len
                    && self.bases.iter().all(|&b| d % b != 0)
                {
                    self.bases.push(d);
                }
            }
        }
        let s = segment(len);
        while self.current < s {
            self.current += 1;
            let id = self.current as u8;
            let mut found = Vec::new();
            for (i, chunk) in self.bucket.chunks(4096).enumerate() {
                if chunk.contains(&id) {
                    found.extend(
                        (0..chunk.len())
                            .filter(|&j| chunk[j] == id)
                            .map(|j| 4096 * i + j)
                            .filter(|&p| p >= 1),
                    );
                }
            }
            for p in found {
                // Filed by a lower bound, so its due is at least this length.
                self.bucket[p] = self.current.wrapping_sub(1) as u8;
                if let Some(found) = self.check(g, p) {
                    return Some(found);
                }
            }
        }
        while self.due(0, self.bucket.len()) <= len {
            let p = self.bucket.len();
            self.bucket.push(self.current.wrapping_sub(1) as u8);
            if let Some(found) = self.check(g, p) {
                return Some(found);
            }
        }
        while let Some(&Reverse(entry)) = self.soon.peek() {
            let (due, p) = ((entry >> 32) as usize, (entry & 0xffff_ffff) as usize);
            if due > len {
                return None;
            }
            self.soon.pop();
            if let Some(found) = self.check(g, p) {
                return Some(found);
            }
        }
        None
    }
}

#[cfg(test)]
#[path = "period_search/tests.rs"]
mod tests;
