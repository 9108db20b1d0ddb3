//! Exact integer k-th roots of 64-bit integers.

/// `floor(x^(1/k))`: the largest `r` with `r^k <= x`, exactly.
///
/// A floating-point estimate is corrected with exact integer powers (checked, in `u128`), so
/// every `u64` is exact: the square root of `999_999_999_999 = 10^12 - 1` is 999_999 where the
/// float's estimate may be 10^6, and near 7.8e11 `x.powf(0.25)` can land on either side of an
/// integer fourth root. (`cgt_wythoff::isqrt` is the case `k = 2`; the tests check they agree.)
///
/// # Constraints
/// `k >= 1`.
///
/// # Complexity
/// O(k) multiplications for each of a few corrections.
///
/// # Example
/// ```
/// use cgt_window_moves::floor_root;
/// assert_eq!(floor_root(80, 4), 2);
/// assert_eq!(floor_root(81, 4), 3);
/// assert_eq!(floor_root(999_999_999_999, 2), 999_999);
/// assert_eq!(floor_root(u64::MAX, 2), 4_294_967_295);
/// assert_eq!(floor_root(u64::MAX, 64), 1);
/// ```
///
/// Used by: cf-255e.
pub fn floor_root(x: u64, k: u32) -> u64 {
    assert!(k >= 1, "a root of order 0");
    if k == 1 || x < 2 {
        return x;
    }
    let mut r = (x as f64).powf(1.0 / f64::from(k)) as u64;
    while power_exceeds(r, k, x) {
        r -= 1;
    }
    while !power_exceeds(r + 1, k, x) {
        r += 1;
    }
    r
}

/// `ceil(x^(1/k))`: the least `r` with `r^k >= x`, exactly (see [`floor_root`]).
///
/// # Constraints
/// `k >= 1`.
///
/// # Complexity
/// As [`floor_root`].
///
/// # Example
/// ```
/// use cgt_window_moves::ceil_root;
/// assert_eq!(ceil_root(16, 4), 2);
/// assert_eq!(ceil_root(17, 4), 3);
/// assert_eq!(ceil_root(0, 4), 0);
/// assert_eq!(ceil_root(u64::MAX, 2), 4_294_967_296);
/// ```
///
/// Used by: cf-255e.
pub fn ceil_root(x: u64, k: u32) -> u64 {
    let r = floor_root(x, k);
    // r^k <= x; it is x itself iff r^k > x - 1.
    if x == 0 || power_exceeds(r, k, x - 1) {
        r
    } else {
        r + 1
    }
}

/// Whether `r^k > x`, without overflow.
fn power_exceeds(r: u64, k: u32, x: u64) -> bool {
    let mut power: u128 = 1;
    for _ in 0..k {
        power *= u128::from(r);
        if power > u128::from(x) {
            return true;
        }
    }
    false
}

// The path names the sibling file for cargo-equip too, which would look for src/tests.rs.
#[cfg(test)]
#[path = "roots/tests.rs"]
mod tests;
