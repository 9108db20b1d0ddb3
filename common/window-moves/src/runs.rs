//! Grundy tables of window games kept as runs of equal values, for piles far beyond any table.

use std::ops::Range;

/// The Grundy values of a window game ([`crate::window_grundy`]'s: a move from `x` goes to any
/// `y` in `window(x)`) on `0..end`, kept as runs: `g` is constant on `[starts[i], starts[i + 1])`.
/// Codeforces 255E (`x^(1/4) <= y <= sqrt(x)`) has 7 runs up to 7.8e11; the table answers
/// [`RunTable::value`] for any pile below `end` (up to 1e18) by a binary search over the runs.
///
/// Built without visiting the piles one by one ([`RunTable::build`]): the mex at `x` depends only
/// on which runs the window `[start(x), end(x))` touches, and that changes only when the
/// window's first pile enters a new run or its last pile does. Both ends only grow, so the next
/// such `x` is found by a binary search on each end; the value there is the mex of the runs
/// touched, from prefix counts of the runs' values (O(V)). So the work is O(R · log(end)) calls
/// of `window` for R runs, however large `end` is.
///
/// # Constraints
/// `window(x).end <= x`; both ends never decrease as `x` grows; once some window is not empty,
/// no later one is (a game where a move, once possible, stays possible). `end <= u64::MAX`.
///
/// # Complexity
/// [`RunTable::build`]: O(R · (log(end) · W + V)) for R runs, values below V and W the cost of
/// one call of `window` (two k-th roots for 255E); O(R · V) memory.
/// [`RunTable::value`]: O(log R). [`RunTable::mex`]: O(log R + V).
///
/// # Example
/// ```
/// use cgt_window_moves::{ceil_root, floor_root, RunTable};
/// // Codeforces 255E: from x to any y < x with x^(1/4) <= y <= x^(1/2).
/// let table = RunTable::build(777_777_777_778, |x| ceil_root(x, 4)..(floor_root(x, 2) + 1).min(x));
/// let runs: Vec<(u64, u32)> = table.runs().map(|(range, v)| (range.start, v)).collect();
/// assert_eq!(runs, [(0, 0), (4, 1), (16, 2), (82, 0), (6724, 3), (50626, 1), (2562991876, 2)]);
/// assert_eq!(table.value(777_777_777_777), 2);
/// assert_eq!(table.value(50_625), 3);
/// ```
///
/// Used by: cf-255e.
#[derive(Clone, Debug)]
pub struct RunTable {
    /// Run `i` starts at `starts[i]` and ends where the next starts (the last at `end`).
    starts: Vec<u64>,
    values: Vec<u32>,
    end: u64,
    /// Distinct values: 0..width.
    width: usize,
    /// `before[i][v]`: how many of runs `0..i` have value `v`, row by row (`width` a row).
    before: Vec<u32>,
}

impl RunTable {
    /// An empty table: no run yet, one row of counts (of width 0).
    fn empty(end: u64) -> Self {
        RunTable {
            starts: Vec::new(),
            values: Vec::new(),
            end,
            width: 0,
            before: Vec::new(),
        }
    }

    /// Appends a run starting at `start` with value `value`.
    fn push(&mut self, start: u64, value: u32) {
        let v = value as usize;
        let rows = self.starts.len() + 1;
        if v >= self.width {
            // Widen every row.
            let width = v + 1;
            let mut before = vec![0u32; rows * width];
            for r in 0..rows {
                before[r * width..r * width + self.width]
                    .copy_from_slice(&self.before[r * self.width..(r + 1) * self.width]);
            }
            self.before = before;
            self.width = width;
        }
        let w = self.width;
        let last = (rows - 1) * w;
        self.before.extend_from_within(last..last + w);
        self.before[rows * w + v] += 1;
        self.starts.push(start);
        self.values.push(value);
    }

    /// The runs of the window game `window` on the piles `0..end`.
    ///
    /// # Constraints
    /// See [`RunTable`].
    pub fn build(end: u64, window: impl Fn(u64) -> Range<u64>) -> Self {
        let mut table = RunTable::empty(end);
        let mut x = 0u64;
        let mut moves_seen = false;
        while x < end {
            let w = window(x);
            debug_assert!(
                w.start >= w.end || w.end <= x,
                "the window of {x} reaches {}",
                w.end
            );
            debug_assert!(
                !moves_seen || w.start < w.end,
                "the window of {x} is empty after a non-empty one"
            );
            moves_seen |= w.start < w.end;
            let value = table.mex(w.clone());
            if table.values.last() != Some(&value) {
                table.push(x, value);
            }
            // The next pile whose window touches other runs.
            x = if w.start >= w.end {
                first_pile(x + 1, end, |t| {
                    let w = window(t);
                    w.start < w.end
                })
            } else {
                let first = table.run_of(w.start);
                let last = table.run_of(w.end - 1);
                let mut next = end;
                if let Some(&boundary) = table.starts.get(first + 1) {
                    next = next.min(first_pile(x + 1, end, |t| window(t).start >= boundary));
                }
                if let Some(&boundary) = table.starts.get(last + 1) {
                    next = next.min(first_pile(x + 1, end, |t| window(t).end > boundary));
                }
                next
            };
        }
        table
    }

    /// The runs of a plain table of values (`end = values.len()`).
    ///
    /// # Example
    /// ```
    /// use cgt_window_moves::RunTable;
    /// let table = RunTable::from_values(&[0, 0, 1, 1, 1, 0]);
    /// assert_eq!(table.run_count(), 3);
    /// assert_eq!(table.value(4), 1);
    /// assert_eq!(table.mex(1..3), 2);
    /// ```
    pub fn from_values(values: &[u32]) -> Self {
        let mut table = RunTable::empty(values.len() as u64);
        for (x, &v) in values.iter().enumerate() {
            if table.values.last() != Some(&v) {
                table.push(x as u64, v);
            }
        }
        table
    }

    /// The piles the table covers: `0..end`.
    pub fn end(&self) -> u64 {
        self.end
    }

    /// The number of runs.
    pub fn run_count(&self) -> usize {
        self.starts.len()
    }

    /// The runs in order, each as its piles and its value.
    pub fn runs(&self) -> impl Iterator<Item = (Range<u64>, u32)> + '_ {
        (0..self.starts.len()).map(move |i| {
            let stop = self.starts.get(i + 1).copied().unwrap_or(self.end);
            (self.starts[i]..stop, self.values[i])
        })
    }

    /// The index of the run that holds pile `x`.
    fn run_of(&self, x: u64) -> usize {
        self.starts.partition_point(|&s| s <= x) - 1
    }

    /// The Grundy value of pile `x`.
    ///
    /// # Constraints
    /// `x < end`.
    pub fn value(&self, x: u64) -> u32 {
        assert!(x < self.end, "pile {x} beyond the table's {}", self.end);
        self.values[self.run_of(x)]
    }

    /// The mex of the values of the piles in `piles` (0 for an empty range): the value of a pile
    /// whose moves go to `piles`.
    ///
    /// # Constraints
    /// Every pile of a non-empty `piles` is covered: below `end`, or below the start of the run
    /// being built.
    pub fn mex(&self, piles: Range<u64>) -> u32 {
        if piles.start >= piles.end {
            return 0;
        }
        let w = self.width;
        let (first, last) = (self.run_of(piles.start), self.run_of(piles.end - 1));
        let (a, b) = (first * w, (last + 1) * w);
        (0..w)
            .find(|&v| self.before[a + v] == self.before[b + v])
            .unwrap_or(w) as u32
    }

    /// The least pile of `piles` with value `target`, or `None`: a move to a given value (a
    /// winning move of a sum goes to `value ^ sum`).
    ///
    /// # Complexity
    /// O(log R + the runs that `piles` touches).
    ///
    /// # Example
    /// ```
    /// use cgt_window_moves::RunTable;
    /// let table = RunTable::from_values(&[0, 0, 1, 1, 2, 0]);
    /// assert_eq!(table.move_to(1..6, 2), Some(4));
    /// assert_eq!(table.move_to(3..6, 0), Some(5));
    /// assert_eq!(table.move_to(0..4, 2), None);
    /// ```
    pub fn move_to(&self, piles: Range<u64>, target: u32) -> Option<u64> {
        if piles.start >= piles.end {
            return None;
        }
        let (first, last) = (self.run_of(piles.start), self.run_of(piles.end - 1));
        (first..=last)
            .find(|&i| self.values[i] == target)
            .map(|i| self.starts[i].max(piles.start))
    }
}

/// The least `t` in `from..end` with `holds(t)`, or `end` when there is none, for a predicate
/// that once true stays true.
fn first_pile(from: u64, end: u64, holds: impl Fn(u64) -> bool) -> u64 {
    let (mut lo, mut hi) = (from, end);
    while lo < hi {
        let mid = lo + (hi - lo) / 2;
        if holds(mid) {
            hi = mid;
        } else {
            lo = mid + 1;
        }
    }
    lo
}

// The path names the sibling file for cargo-equip too, which would look for src/tests.rs.
#[cfg(test)]
#[path = "runs/tests.rs"]
mod tests;
