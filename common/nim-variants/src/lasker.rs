//! Lasker's Nim.

/// The Grundy value of a heap of `n` in Lasker's Nim, where a move either removes any positive
/// number of objects from one heap or splits one heap into two non-empty heaps.
///
/// By induction on `n` (mex over the takes, `g(0..n)`, and the splits, `g(a) xor g(n - a)`), the
/// values follow a period-4 pattern in which 4k+3 and 4k+4 trade places:
/// `g(4k+1) = 4k+1`, `g(4k+2) = 4k+2`, `g(4k+3) = 4k+4`, `g(4k+4) = 4k+3`, and `g(0) = 0`.
/// A position of several heaps is lost for the player to move iff the XOR of its heaps' values is 0.
///
/// The result is a `u64`, so `2^31 - 1` maps to `2^31` without overflow.
///
/// # Constraints
/// `n < u64::MAX` (a heap of `u64::MAX` would have the value `2^64`).
///
/// # Complexity
/// O(1).
///
/// # Example
/// ```
/// use cgt_nim_variants::lasker_grundy;
/// let values: Vec<u64> = (0..9).map(lasker_grundy).collect();
/// assert_eq!(values, [0, 1, 2, 4, 3, 5, 6, 8, 7]);
/// assert_eq!(lasker_grundy((1 << 31) - 1), 1 << 31);
/// // Heaps 1, 2, 4 (plain Nim: 7, a win) are worth 1 ^ 2 ^ 3 = 0: a loss.
/// assert_eq!(lasker_grundy(1) ^ lasker_grundy(2) ^ lasker_grundy(4), 0);
/// ```
///
/// Used by: hdu-3032.
pub fn lasker_grundy(n: u64) -> u64 {
    match n % 4 {
        3 => n + 1,
        0 if n > 0 => n - 1,
        _ => n,
    }
}

#[cfg(test)]
#[path = "lasker/tests.rs"]
mod tests;
