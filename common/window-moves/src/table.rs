//! Grundy tables whose moves go to a window: the table by sliding counts, and the mex of any
//! window of a table by prefix counts.

use std::ops::Range;

/// The Grundy values `g(0..len)` of the game on one pile where a move from `x` goes to any `y`
/// in the window `window(x)` (a half-open range, empty when `start >= end`): `g(x)` is the mex
/// of `g(y)` over the window.
///
/// Both ends of the window move only forward as `x` grows, so the values in the window are kept
/// as counts by value, each `y` added once (when the end passes it) and removed once (when the
/// start passes it); the mex is then the least value whose count is 0. Take-between-a-and-b
/// (`x - b ..= x - a`) and Codeforces 255E's `x^(1/4) <= y <= sqrt(x)` are such games; for
/// piles far beyond a table, see [`crate::RunTable`].
///
/// # Constraints
/// `window(x).end <= x` (a move goes to a smaller pile); `window(x).start` and `window(x).end`
/// never decrease as `x` grows.
///
/// # Complexity
/// O(len · (1 + V)) time for values below V (each mex scans the counts up to the answer), and
/// usually O(len): the scan stops at the first count of 0. O(len + V) memory.
///
/// # Example
/// ```
/// use cgt_window_moves::window_grundy;
/// // Take 2 to 4 stones: y in x - 4 ..= x - 2.
/// let g = window_grundy(10, |x| x.saturating_sub(4)..x.saturating_sub(1));
/// assert_eq!(g, [0, 0, 1, 1, 2, 2, 0, 0, 1, 1]);
/// ```
///
/// Used by: no judge problem yet.
pub fn window_grundy(len: usize, window: impl Fn(usize) -> Range<usize>) -> Vec<u32> {
    let mut g: Vec<u32> = Vec::with_capacity(len);
    let mut count: Vec<u32> = Vec::new();
    // The values of g(removed..added) are in `count`.
    let (mut removed, mut added) = (0usize, 0usize);
    let mut last = 0..0;
    for x in 0..len {
        let w = window(x);
        debug_assert!(
            w.start >= w.end || w.end <= x,
            "the window of {x} reaches {}: moves go to smaller piles",
            w.end
        );
        debug_assert!(
            w.start >= last.start && w.end >= last.end,
            "the window of {x} moved back"
        );
        for y in removed..w.start.min(added) {
            count[g[y] as usize] -= 1;
        }
        removed = removed.max(w.start);
        added = added.max(removed);
        for &v in g.get(added..w.end).unwrap_or(&[]) {
            let v = v as usize;
            if v >= count.len() {
                count.resize(v + 1, 0);
            }
            count[v] += 1;
        }
        added = added.max(w.end);
        let mex = count.iter().position(|&c| c == 0).unwrap_or(count.len());
        g.push(mex as u32);
        last = w;
    }
    g
}

/// The mex of any window of a table of values, from prefix counts: `mex(a..b)` is the least `v`
/// that none of `values[a..b]` equals.
///
/// Row `i` of the counts holds, for every value `v`, how many of `values[..i]` equal `v`, so `v`
/// is in `values[a..b]` iff rows `a` and `b` differ at `v`: a query reads two rows.
///
/// # Constraints
/// The values are small: the counts take `(n + 1) · (V + 1)` `u32`s for values up to V (a
/// Grundy table of a window game has few distinct values; 881,918 values below 4, as in
/// Codeforces 255E, take 17.6 MB).
///
/// # Complexity
/// [`RangeMex::new`]: O(n · V) time and memory. [`RangeMex::mex`]: O(V).
///
/// # Example
/// ```
/// use cgt_window_moves::RangeMex;
/// let table = RangeMex::new(&[0, 1, 0, 2, 1, 3]);
/// assert_eq!(table.mex(0..6), 4);
/// assert_eq!(table.mex(1..4), 3);
/// assert_eq!(table.mex(3..5), 0);
/// assert_eq!(table.mex(2..2), 0);
/// ```
///
/// Used by: no judge problem yet.
#[derive(Clone, Debug)]
pub struct RangeMex {
    /// Distinct values: 0..width (one past the largest).
    width: usize,
    /// `prefix[i * width + v]`: how many of the first i values equal v.
    prefix: Vec<u32>,
}

impl RangeMex {
    /// The prefix counts of `values`.
    pub fn new(values: &[u32]) -> Self {
        let width = values.iter().max().map_or(0, |&m| m as usize + 1);
        let mut prefix = vec![0u32; (values.len() + 1) * width];
        for (i, &v) in values.iter().enumerate() {
            let (before, after) = prefix.split_at_mut((i + 1) * width);
            after[..width].copy_from_slice(&before[i * width..]);
            after[v as usize] += 1;
        }
        RangeMex { width, prefix }
    }

    /// The number of values the table was built from.
    pub fn len(&self) -> usize {
        self.prefix
            .len()
            .checked_div(self.width)
            .map_or(0, |rows| rows - 1)
    }

    /// Whether the table was built from no value.
    pub fn is_empty(&self) -> bool {
        self.prefix.is_empty()
    }

    /// The least value that no element of `values[range]` equals (0 for an empty range).
    ///
    /// # Constraints
    /// `range.end <= len` when the range is not empty.
    pub fn mex(&self, range: Range<usize>) -> u32 {
        if range.start >= range.end {
            return 0;
        }
        let w = self.width;
        let (a, b) = (range.start * w, range.end * w);
        (0..w)
            .find(|&v| self.prefix[a + v] == self.prefix[b + v])
            .unwrap_or(w) as u32
    }
}

// The path names the sibling file for cargo-equip too, which would look for src/tests.rs.
#[cfg(test)]
#[path = "table/tests.rs"]
mod tests;
