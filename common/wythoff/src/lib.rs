//! Exact integer square roots and multiples of the golden ratio (Wythoff's game), and the
//! winning moves of Wythoff's game.
//!
//! Used by: poj-1067.

/// The integer square root of `n`: the largest `r` with `r * r <= n`.
///
/// A floating-point estimate is corrected with exact integer arithmetic, so every `u64` is exact.
///
/// # Constraints
/// None: every `u64`.
///
/// # Complexity
/// O(1).
///
/// # Example
/// ```
/// use cgt_wythoff::isqrt;
/// assert_eq!(isqrt(24), 4);
/// assert_eq!(isqrt(25), 5);
/// assert_eq!(isqrt(u64::MAX), 4_294_967_295);
/// ```
///
/// Used by: poj-1067.
pub fn isqrt(n: u64) -> u64 {
    let square = |r: u64| u128::from(r) * u128::from(r);
    let mut r = (n as f64).sqrt() as u64;
    while square(r) > u128::from(n) {
        r -= 1;
    }
    while square(r + 1) <= u128::from(n) {
        r += 1;
    }
    r
}

/// The largest `k` that [`floor_times_golden_ratio`] accepts: `5 * k * k` must fit in a `u64`.
///
/// # Constraints
/// None: a constant.
///
/// # Complexity
/// O(1): a constant.
///
/// # Example
/// ```
/// use cgt_wythoff::{floor_times_golden_ratio, FLOOR_TIMES_GOLDEN_RATIO_MAX as MAX};
/// assert!(5u64.checked_mul(MAX * MAX).is_some());
/// assert!(5u64.checked_mul((MAX + 1) * (MAX + 1)).is_none());
/// assert_eq!(floor_times_golden_ratio(MAX), 3_107_867_529);
/// ```
///
/// Used by: poj-1067.
pub const FLOOR_TIMES_GOLDEN_RATIO_MAX: u64 = 1_920_767_766;

/// `floor(k * phi)` for the golden ratio `phi = (1 + sqrt(5)) / 2`, exactly, without floating point:
/// `floor(k * phi) = floor((k + sqrt(5 k^2)) / 2) = (k + isqrt(5 k^2)) / 2`, because `sqrt(5 k^2)`
/// is irrational for `k > 0` and so rounding it down first cannot change the result.
///
/// The losing positions of Wythoff's game are `(floor(k * phi), floor(k * phi) + k)`, k >= 0.
/// Floating point misplaces some of them (near Fibonacci numbers, e.g. k = 165580141).
///
/// # Constraints
/// `k <= FLOOR_TIMES_GOLDEN_RATIO_MAX` (about 1.9e9).
///
/// # Complexity
/// O(1).
///
/// # Example
/// ```
/// use cgt_wythoff::floor_times_golden_ratio;
/// let firsts: Vec<u64> = (0..6).map(floor_times_golden_ratio).collect();
/// assert_eq!(firsts, [0, 1, 3, 4, 6, 8]);
/// // The Wythoff pair (165580141 * phi, 165580141 * phi + 165580141):
/// assert_eq!(floor_times_golden_ratio(165_580_141), 267_914_296);
/// ```
///
/// Used by: poj-1067.
pub fn floor_times_golden_ratio(k: u64) -> u64 {
    assert!(
        k <= FLOOR_TIMES_GOLDEN_RATIO_MAX,
        "k = {k} is too large for an exact floor(k * phi) in u64"
    );
    (k + isqrt(5 * k * k)) / 2
}

/// The other pile of the one losing position of Wythoff's game that has a pile of `x`: every
/// `x >= 1` is exactly one of `floor(k phi)` (partner `floor(k phi) + k`) or
/// `floor(j phi) + j` (partner `floor(j phi)`), k, j >= 1 (Beatty's theorem); 0 pairs with 0.
/// The number of `k >= 1` with `floor(k phi) <= x` is the largest such `k`; if `x` is not one of
/// them it is the `(x - k)`-th of the second kind.
fn wythoff_partner(x: u64) -> u64 {
    if x == 0 {
        return 0;
    }
    let mut k = (x as f64 / 1.618_033_988_749_895) as u64;
    while k > 0 && floor_times_golden_ratio(k) > x {
        k -= 1;
    }
    while floor_times_golden_ratio(k + 1) <= x {
        k += 1;
    }
    if floor_times_golden_ratio(k) == x {
        x + k
    } else {
        floor_times_golden_ratio(x - k)
    }
}

/// Every winning move of Wythoff's game from piles `(a, b)`: each losing position (P-position)
/// one move away, in the same pile order. A move takes any positive number from one pile, or
/// the same positive number from both; who cannot move loses.
///
/// The losing positions are `(floor(k phi), floor(k phi) + k)` and their mirror images, one for
/// each pile size (see [`floor_times_golden_ratio`]) and one for each difference `k`. So there
/// are at most three winning moves, listed in this order: lower `a` to the partner of `b`, lower
/// `b` to the partner of `a`, and lower both to the losing position with difference `|a - b|`,
/// each when it is a real decrease. Empty exactly when `(a, b)` is lost.
///
/// # Constraints
/// `a, b <= FLOOR_TIMES_GOLDEN_RATIO_MAX` (about 1.9e9).
///
/// # Complexity
/// O(1).
///
/// # Example
/// ```
/// use cgt_wythoff::wythoff_winning_moves;
/// // From (6, 7): (4, 7) is losing, and so is (1, 2), taking 5 from both.
/// assert_eq!(wythoff_winning_moves(6, 7), [(4, 7), (1, 2)]);
/// assert_eq!(wythoff_winning_moves(4, 9), [(4, 7)]);
/// // From (2, 2): take both, or lower either pile to 1 (the partner of 2).
/// assert_eq!(wythoff_winning_moves(2, 2), [(1, 2), (2, 1), (0, 0)]);
/// assert!(wythoff_winning_moves(3, 5).is_empty());
/// assert!(wythoff_winning_moves(0, 0).is_empty());
/// ```
///
/// Used by: no judge problem yet.
pub fn wythoff_winning_moves(a: u64, b: u64) -> Vec<(u64, u64)> {
    let mut moves = Vec::new();
    let (pa, pb) = (wythoff_partner(a), wythoff_partner(b));
    if pb < a {
        moves.push((pb, b));
    }
    if pa < b {
        moves.push((a, pa));
    }
    let difference = a.abs_diff(b);
    let low = floor_times_golden_ratio(difference);
    if low < a.min(b) {
        let d = a.min(b) - low;
        moves.push((a - d, b - d));
    }
    moves
}

/// One winning move of Wythoff's game from `(a, b)` (the first that [`wythoff_winning_moves`]
/// lists), or `None` when `(a, b)` is lost.
///
/// # Constraints
/// `a, b <= FLOOR_TIMES_GOLDEN_RATIO_MAX` (about 1.9e9).
///
/// # Complexity
/// O(1).
///
/// # Example
/// ```
/// use cgt_wythoff::wythoff_winning_move;
/// assert_eq!(wythoff_winning_move(0, 5), Some((0, 0)));
/// assert_eq!(wythoff_winning_move(5, 3), None);
/// ```
///
/// Used by: no judge problem yet.
pub fn wythoff_winning_move(a: u64, b: u64) -> Option<(u64, u64)> {
    wythoff_winning_moves(a, b).first().copied()
}

#[cfg(test)]
mod tests;
