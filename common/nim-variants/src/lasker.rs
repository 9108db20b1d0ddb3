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
mod tests {
    use super::*;

    /// The Grundy values of heaps `0..len` by definition: the mex of the values of every take
    /// (a smaller heap) and every split into two non-empty heaps (the XOR of their values).
    fn lasker_grundy_naive(len: usize) -> Vec<u64> {
        let mut g: Vec<u64> = Vec::with_capacity(len);
        for n in 0..len {
            let mut options: Vec<u64> = g[..n].to_vec();
            options.extend((1..n).map(|a| g[a] ^ g[n - a]));
            let value = (0..).find(|v| !options.contains(v)).unwrap();
            g.push(value);
        }
        g
    }

    #[test]
    fn lasker_grundy_compare_with_naive() {
        let table = lasker_grundy_naive(300);
        for (n, &value) in table.iter().enumerate() {
            assert_eq!(lasker_grundy(n as u64), value, "heap {n}");
        }
    }

    #[test]
    fn lasker_grundy_is_a_permutation_that_swaps_4k_plus_3_and_4k_plus_4() {
        for n in 0..10_000u64 {
            assert_eq!(lasker_grundy(lasker_grundy(n)), n);
        }
        assert_eq!(lasker_grundy(u64::MAX - 1), u64::MAX - 1);
        assert_eq!(lasker_grundy(u64::MAX - 3), u64::MAX - 4);
        assert_eq!(lasker_grundy(u64::MAX - 4), u64::MAX - 3);
    }
}
