//! Exact integer square roots and multiples of the golden ratio (Wythoff's game).

/// The integer square root of `n`: the largest `r` with `r * r <= n`.
///
/// A floating-point estimate is corrected with exact integer arithmetic, so every `u64` is exact.
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
pub fn floor_times_golden_ratio(k: u64) -> u64 {
    assert!(
        k <= FLOOR_TIMES_GOLDEN_RATIO_MAX,
        "k = {k} is too large for an exact floor(k * phi) in u64"
    );
    (k + isqrt(5 * k * k)) / 2
}

#[cfg(test)]
mod tests {
    use super::*;
    use rand::{rngs::StdRng, Rng, SeedableRng};

    /// The integer square root by bisection on exact squares.
    fn isqrt_naive(n: u64) -> u64 {
        let (mut low, mut high) = (0u128, 1u128 << 32);
        while high - low > 1 {
            let mid = (low + high) / 2;
            if mid * mid <= u128::from(n) {
                low = mid;
            } else {
                high = mid;
            }
        }
        low as u64
    }

    /// floor(k * phi) from its definition: the largest m with m <= k * phi, that is
    /// 2m - k <= k * sqrt(5), that is (2m - k)^2 <= 5 k^2 when 2m >= k; by bisection.
    fn floor_times_golden_ratio_naive(k: u64) -> u64 {
        let k = u128::from(k);
        let fits = |m: u128| 2 * m <= k || (2 * m - k) * (2 * m - k) <= 5 * k * k;
        let (mut low, mut high) = (0u128, 2 * k + 2);
        while high - low > 1 {
            let mid = (low + high) / 2;
            if fits(mid) {
                low = mid;
            } else {
                high = mid;
            }
        }
        low as u64
    }

    #[test]
    fn isqrt_compare_with_naive() {
        let mut rng = StdRng::seed_from_u64(7);
        for _ in 0..20_000 {
            let n = match rng.random_range(0..3) {
                0 => rng.random_range(0..1000),
                1 => rng.random(),
                _ => {
                    let r = rng.random_range(0..=u64::from(u32::MAX));
                    (r * r)
                        .saturating_add(rng.random_range(0..3))
                        .saturating_sub(1)
                }
            };
            assert_eq!(isqrt(n), isqrt_naive(n), "n = {n}");
        }
        for n in [0, 1, 2, 3, 4, u64::MAX, u64::MAX - 1] {
            assert_eq!(isqrt(n), isqrt_naive(n), "n = {n}");
        }
    }

    #[test]
    fn floor_times_golden_ratio_compare_with_naive() {
        let mut rng = StdRng::seed_from_u64(8);
        let fibonacci_neighbours = [
            165_580_140,
            165_580_141,
            165_580_142,
            102_334_155,
            433_494_437,
        ];
        let samples = (0..20_000)
            .map(|_| rng.random_range(0..=FLOOR_TIMES_GOLDEN_RATIO_MAX))
            .chain(0..2000)
            .chain(fibonacci_neighbours)
            .chain([FLOOR_TIMES_GOLDEN_RATIO_MAX]);
        for k in samples {
            assert_eq!(
                floor_times_golden_ratio(k),
                floor_times_golden_ratio_naive(k),
                "k = {k}"
            );
        }
    }

    #[test]
    #[should_panic(expected = "too large")]
    fn too_large_k_is_rejected() {
        floor_times_golden_ratio(FLOOR_TIMES_GOLDEN_RATIO_MAX + 1);
    }
}
