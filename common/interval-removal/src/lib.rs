//! Interval removal on paths and cycles: a move removes `k` consecutive vertices, `l <= k <= r`,
//! of one path or cycle (with their edges). A path of `n` is the octal game with digit 7 at every
//! `j` in `l..=r` (`cgt_octal::OctalCode::interval_removal`: take `k` from a heap, leave 0, 1 or
//! 2 heaps); a cycle's first move leaves one path of `c - k`, or nothing when `k = c`.
//!
//! | what | item | cost |
//! | --- | --- | --- |
//! | a path of `n < l + r` vertices: `floor(n / l)` | [`path_value`] | O(1) |
//! | a cycle of `c` vertices when `l < r`: `floor(c / l)` for `l <= c < l + r`, else 0 | [`cycle_value`] | O(1) |
//! | every cycle, from any table of paths (the octal engine's, any `l <= r`) | [`cycle_values_from_paths`] | O(n · V) |
//!
//! Why the closed forms hold (and the tests check them against the octal engine's table and a
//! search of the real graphs):
//!
//! - Paths, `n < l + r`, by induction. A move leaves paths `a + b <= n - l`, worth
//!   `floor(a / l) ^ floor(b / l) <= floor(a / l) + floor(b / l) <= floor((n - l) / l) < floor(n / l)`;
//!   and every `v < floor(n / l)` is reached by leaving one path of `a` with `floor(a / l) = v`:
//!   among `a` in `v l .. v l + l` some `n - a` lies in `[l, r]`, because `n - v l >= l` and
//!   `n - v l - l + 1 <= r` when `n <= l + r - 1`.
//! - Cycles, `l < r`. A cycle shorter than `l` has no move. For `l <= c < l + r` the paths left
//!   have `max(0, c - r) ..= c - l` vertices, all below `l + r`, worth every value from
//!   `floor(max(0, c - r) / l) = 0` to `floor(c / l) - 1`: the mex is `floor(c / l)`. For
//!   `c >= l + r` every path left has `p >= c - r >= l` vertices and is a first-player win: take
//!   it whole if `p <= r`; else remove `r - 1` or `r` (both `>= l`, one of them of `p`'s parity)
//!   from its middle, leaving two equal paths that XOR to 0. So 0 is not reached: the cycle is
//!   worth 0.
//!
//! With `l = r` the second argument fails (one parity only): a cycle of `4l - 1` vertices is worth
//! 1 there, not 0. Use [`cycle_values_from_paths`] over the octal engine's table then.
//!
//! Why not the octal engine at judge sizes: its cost is O(N · k · W) for N values, k = r digits
//! (every digit of every heap is read) and value bitsets of W words, and the cycles of Codeforces
//! 1823E need the paths below `l + r` with `r` up to 2e5. Measured here (release): the `l + r`
//! values of `l = r / 2` take 0.13 s for r = 4000 and 0.34 s for r = 8000 (about r^2); with
//! `l = 1` the values reach r and the bitsets widen, 0.36 s for r = 4000 and 2.6 s for r = 8000
//! (about r^3). At r = 2e5 that is minutes to hours, where the closed forms cost O(1) a cycle.
//!
//! ```
//! use cgt_interval_removal::cycle_value;
//! // Codeforces 1823E's third sample: cycles of 3, 4 and 5 vertices, a move removes 1 to 3.
//! let sum = [3, 4, 5].iter().fold(0, |s, &c| s ^ cycle_value(c, 1, 3));
//! assert_eq!(sum, 3 ^ 0 ^ 0); // a triangle is worth 3; 4 and 5 >= l + r are worth 0
//! ```
//!
//! The guide to this topic, with worked examples: `scripts/docs/library.md`, "Grundy tables for huge piles".
//!
//! Used by: cf-1823e.

use cgt_window_moves::RangeMex;

/// The Grundy value of a path of `n` vertices under interval removal (a move removes `l..=r`
/// consecutive vertices) when `n < l + r`: `floor(n / l)`; `None` for longer paths, whose
/// values follow no closed form (Kayles, `l = 1, r = 2`, is one): take them from the octal
/// engine (`cgt_octal::OctalCode::interval_removal`).
///
/// # Constraints
/// `1 <= l <= r`.
///
/// # Complexity
/// O(1).
///
/// # Example
/// ```
/// use cgt_interval_removal::path_value;
/// assert_eq!(path_value(7, 3, 5), Some(2));
/// assert_eq!(path_value(2, 3, 5), Some(0));
/// assert_eq!(path_value(8, 3, 5), None);
/// ```
///
/// Used by: no judge problem yet.
pub fn path_value(n: u64, l: u64, r: u64) -> Option<u64> {
    assert!(
        1 <= l && l <= r,
        "a move removes l..=r vertices, 1 <= l <= r"
    );
    (n < l + r).then(|| n / l)
}

/// The Grundy value of a cycle of `c` vertices under interval removal (a move removes `l..=r`
/// consecutive vertices; the first one leaves a path of `c - k`, or nothing) when `l < r`:
/// `floor(c / l)` for `l <= c < l + r`, else 0 (see the crate's docs for why).
///
/// # Constraints
/// `1 <= l < r`.
///
/// # Complexity
/// O(1).
///
/// # Example
/// ```
/// use cgt_interval_removal::cycle_value;
/// assert_eq!(cycle_value(3, 2, 3), 1); // remove 2 or 3 of a triangle
/// assert_eq!(cycle_value(6, 2, 3), 0); // 6 >= l + r
/// assert_eq!(cycle_value(1, 2, 3), 0); // too short to touch
/// ```
///
/// Used by: cf-1823e.
pub fn cycle_value(c: u64, l: u64, r: u64) -> u64 {
    assert!(1 <= l && l < r, "the closed form needs 1 <= l < r");
    if l <= c && c < l + r {
        c / l
    } else {
        0
    }
}

/// The Grundy values of the cycles of `0..paths.len()` vertices under interval removal, from the
/// values of the paths (`paths[n]` for a path of `n`, e.g. the octal engine's table of
/// `cgt_octal::OctalCode::interval_removal(l, r)`): a cycle of `c` moves to the paths of
/// `c - k` for `l <= k <= min(r, c)`, so its value is the mex of the window
/// `paths[c - min(r, c) ..= c - l]`, read from prefix counts ([`RangeMex`]). Any `l <= r`.
///
/// # Constraints
/// `1 <= l <= r`; the values are small (prefix counts of `len · (V + 1)` words).
///
/// # Complexity
/// O(len · V) time and memory for values below V.
///
/// # Example
/// ```
/// use cgt_interval_removal::cycle_values_from_paths;
/// // Kayles (l = 1, r = 2): paths 0 1 2 3 1 4 3 2.
/// let cycles = cycle_values_from_paths(&[0, 1, 2, 3, 1, 4, 3, 2], 1, 2);
/// assert_eq!(cycles, [0, 1, 2, 0, 0, 0, 0, 0]);
/// ```
///
/// Used by: no judge problem yet.
pub fn cycle_values_from_paths(paths: &[u32], l: usize, r: usize) -> Vec<u32> {
    assert!(
        1 <= l && l <= r,
        "a move removes l..=r vertices, 1 <= l <= r"
    );
    let counts = RangeMex::new(paths);
    (0..paths.len())
        .map(|c| {
            if c < l {
                0
            } else {
                counts.mex(c - r.min(c)..c - l + 1)
            }
        })
        .collect()
}

#[cfg(test)]
mod tests;
