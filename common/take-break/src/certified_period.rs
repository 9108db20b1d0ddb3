//! Plain eventual periods of take-and-break games, certified by the periodicity window of the
//! code where a theorem covers it.

use crate::code::TakeBreak;
use cgt_mex::EventualPeriod;

/// The window of the periodicity theorem for the finite code `code` at preperiod `n0` and
/// period `p`: the values `G(n)`, `n0 <= n < window`, that must agree with `G(n + p)`, or
/// `None` where no such theorem is proved here (an unbounded code or an unequal rule).
///
/// The theorem (the Guy–Smith theorem of octal games, carried to breaks into three heaps and
/// to a d0 digit by the same argument): let a finite code remove at most `k` tokens
/// (k digits after the point), `n0 >= 1`, `p >= 1`, and `G(n + p) = G(n)` for every
/// `n0 <= n < W`, where
/// - `W = 3 n0 + 2p + k` if some digit breaks into three heaps (bit 8),
/// - `W = 2 n0 + p + k` if some digit breaks into two (bit 4) and none into three,
/// - `W = n0 + k` otherwise (at least `k + 1`).
///
/// Then `G(n + p) = G(n)` for every `n >= n0`.
///
/// Proof, by induction on `m >= W` (the values below are known to agree from `n0` on): compare
/// the options of `m + p` and of `m`. A take of `j <= k` leaving one heap leaves `m + p - j`
/// and `m - j >= n0`, equal by induction; no move empties a heap that large. A break of
/// `m + p - j` into at most three heaps has a largest part `a >= (m + p - j) / 3 >= n0 + p`
/// (by the window), and `a - p >= n0` gives a break of `m - j` with the same value; a break of
/// `m - j` has a largest part `a >= n0`, and `a + p` gives a break of `m + p - j` with the same
/// value. (For two heaps the largest part is at least half, whence the smaller window.) So
/// both heaps have the same option values and the same mex. `n0 >= 1` keeps `a - p` from being
/// an empty heap. The argument needs every move to remove at most k tokens and any sizes for
/// the parts: it says nothing of unbounded codes (a take of any size reaches the small heaps)
/// nor of the unequal rule (`a - p` may equal another part).
///
/// # Constraints
/// None for the function: any code, `n0` and `p` (the theorem needs `n0 >= 1` and `p >= 1`).
/// The window, up to `3 n0 + 2p + k`, must fit in a `usize` (it overflows otherwise).
///
/// # Complexity
/// O(1).
///
/// # Example
/// ```
/// use cgt_take_break::{periodicity_window, TakeBreak};
/// let kayles = TakeBreak::parse("0.77").unwrap();
/// assert_eq!(periodicity_window(&kayles, 71, 12), Some(2 * 71 + 12 + 2));
/// let three_heaps = TakeBreak::parse("0.F").unwrap();
/// assert_eq!(periodicity_window(&three_heaps, 1, 4), Some(3 + 8 + 1));
/// assert_eq!(periodicity_window(&TakeBreak::parse("4.3...").unwrap(), 1, 8), None);
/// ```
///
/// Used by: no judge problem yet.
pub fn periodicity_window(code: &TakeBreak, n0: usize, p: usize) -> Option<usize> {
    if code.unbounded() || code.unequal() {
        return None;
    }
    let k = code.digits().len();
    Some(match code.most_heaps() {
        3 => 3 * n0 + 2 * p + k,
        2 => 2 * n0 + p + k,
        _ => (n0 + k).max(k + 1),
    })
}

/// The least preperiod and period of a finite code's Grundy sequence, proved from its first
/// values `g` (`G(0..g.len())`, e.g. [`take_break_grundy`](crate::take_break_grundy)) by the
/// theorem of [`periodicity_window`], or `None` if the values do not prove one (too few values,
/// no period, or a code the theorem does not cover).
///
/// For every period `p` the last disagreement `G(n) != G(n + p)` in the table gives the least
/// `n0` (at least 1) it could be certified from; the first `p` whose window fits in the table is
/// a certificate, and the least period is then the least divisor of it that holds over one
/// period, the least preperiod found by scanning back ([`EventualPeriod::least`]).
///
/// # Constraints
/// `g` is the Grundy sequence of `code` itself, from `G(0)` on: the proof is about the game the
/// code names, so a period found in any other table proves nothing. Any length; a short table
/// gives `None`.
///
/// # Complexity
/// O(len * P) in the worst case for P the periods tried (up to len / 2); a false period usually
/// fails within a few values of the end.
///
/// # Example
/// ```
/// use cgt_mex::EventualPeriod;
/// use cgt_take_break::{certified_period, take_break_grundy, TakeBreak};
/// let dawson = TakeBreak::parse("0.07").unwrap();
/// let g = take_break_grundy(&dawson, 300);
/// assert_eq!(certified_period(&dawson, &g), Some(EventualPeriod { preperiod: 53, period: 34 }));
/// assert_eq!(certified_period(&dawson, &g[..100]), None);
/// ```
///
/// Used by: no judge problem yet.
pub fn certified_period(code: &TakeBreak, g: &[u32]) -> Option<EventualPeriod> {
    periodicity_window(code, 1, 1)?;
    let len = g.len();
    for p in 1..len {
        // The least n0 >= 1 with G(n) = G(n + p) for n0 <= n < len - p.
        let n0 = (0..len - p)
            .rev()
            .find(|&n| g[n] != g[n + p])
            .map_or(1, |n| n + 1)
            .max(1);
        let window = periodicity_window(code, n0, p)?;
        if window + p <= len && n0 + 2 * p <= len {
            return Some(EventualPeriod::least(g, n0, p));
        }
        if periodicity_window(code, 1, p)? + p > len {
            break;
        }
    }
    None
}
