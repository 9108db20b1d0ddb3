//! Maundy cake.

/// The least prime factor of `n >= 2`.
fn least_prime_factor(n: u64) -> u64 {
    let mut p = 2;
    while p * p <= n {
        if n % p == 0 {
            return p;
        }
        p += 1;
    }
    n
}

/// The number of cuts one player can make alone on a strip of length `n` in Maundy cake (cut
/// into `d >= 2` equal parts, `d` dividing the length, then every part is a strip of its own):
/// `M(1) = 0` and `M(n) = max over d of (1 + d · M(n / d))`, reached by cutting into the largest
/// prime number of parts first. With the prime factors `p_1 <= ... <= p_k` of `n`,
/// `M(n) = 1 + p_k (1 + p_(k-1) (1 + ... (1 + p_2 (1 + 0 · p_1))))`; so `M(2^k) = 2^k - 1` and
/// `M(p) = 1` for a prime `p`. It is the value of the `n x 1` cake for the player who cuts `n`.
///
/// # Constraints
/// `n >= 1`; the answer (below `n`) fits an `u64`.
///
/// # Complexity
/// O(sqrt(n)) divisions.
///
/// # Example
/// ```
/// use cgt_cutcake::maundy_count;
/// assert_eq!(maundy_count(1), 0);
/// assert_eq!(maundy_count(12), 10); // 3 strips of 4, each 3 cuts: 1 + 3 · 3
/// assert_eq!(maundy_count(7), 1);
/// assert_eq!(maundy_count(1 << 40), (1 << 40) - 1);
/// ```
///
/// Used by: no judge problem yet.
pub fn maundy_count(n: u64) -> u64 {
    assert!(n >= 1, "a side of at least 1");
    // The prime factors, least first; the count is built from the innermost (least) out.
    let mut factors = Vec::new();
    let mut rest = n;
    while rest > 1 {
        let p = least_prime_factor(rest);
        factors.push(p);
        rest /= p;
    }
    factors.iter().fold(0, |count, &p| 1 + p * count)
}

/// The value of an `l x r` bar in Maundy cake: Left cuts the `l` side into `d >= 2` equal
/// parts (`d` divides `l`), leaving `d` bars `(l / d) x r`; Right does the same to the `r` side.
///
/// While both sides exceed 1, divide each by its least prime factor; then the bar is worth
/// `M(l) - M(r)` ([`maundy_count`]; one of the two is `M(1) = 0`). This is the Cutcake
/// rule with "halve" replaced by "divide by the least prime": the player whose side runs out of
/// factors first has no moves left, and the other keeps the count of the rest. Winning Ways
/// (chapter 2) gives the rule; the tests check it against a search of the real cuts.
///
/// # Constraints
/// `l >= 1`, `r >= 1`.
///
/// # Complexity
/// O(sqrt(l) + sqrt(r)).
///
/// # Example
/// ```
/// use cgt_cutcake::maundy_cake_value;
/// assert_eq!(maundy_cake_value(12, 3), 4); // 12 x 3 -> 6 x 1: M(6) = 4
/// assert_eq!(maundy_cake_value(2, 9), -1); // 2 x 9 -> 1 x 3: -M(3)
/// assert_eq!(maundy_cake_value(8, 12), 0);
/// ```
///
/// Used by: no judge problem yet.
pub fn maundy_cake_value(l: u64, r: u64) -> i64 {
    assert!(l >= 1 && r >= 1, "a bar has sides of at least 1");
    let (mut l, mut r) = (l, r);
    while l > 1 && r > 1 {
        l /= least_prime_factor(l);
        r /= least_prime_factor(r);
    }
    maundy_count(l) as i64 - maundy_count(r) as i64
}
