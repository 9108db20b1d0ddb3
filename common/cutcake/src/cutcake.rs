//! Cutcake.

/// The value of an `l x r` bar in Cutcake: Left cuts it across its `l` side into an `a x r`
/// and an `(l - a) x r` bar (`0 < a < l`), Right across its `r` side.
///
/// While both sides exceed 1, halve both (rounding down); then the bar is worth `l - 1` if
/// `r = 1` (Left's free cuts), `-(r - 1)` if `l = 1`. Equivalently, with `2^a <= l < 2^(a+1)`
/// and `2^b <= r < 2^(b+1)`: `0` if `a = b`, `floor(l / 2^b) - 1` if `a > b`, and
/// `-(floor(r / 2^a) - 1)` if `a < b`.
///
/// Proof (Winning Ways, chapter 2, "Cutcake"), by induction on the area, writing `a`, `b` for
/// the octaves of `l` and `r` as above. If `a = b`, every cut leaves a part of a lower octave
/// on the cutter's side, worth less than 0 to the cutter (and the other part at most 0): Left's
/// options are negative, Right's positive, and the bar is 0. If `a > b`, let
/// `v = floor(l / 2^b) - 1`. Left's best cut takes off a piece `2^b x r` (same octaves, worth 0)
/// and leaves `(l - 2^b) x r`, worth `v - 1`; no cut does better, since the two parts add to at
/// most `floor(l / 2^b) - 2`. Every cut of Right leaves a bar `l x r'` with `r' < 2^b`, worth at
/// least `2 floor(l / 2^b) - 1 = 2v + 1`, beside a bar worth at least 0. So the bar is
/// `{v - 1 | w}` with `w > v`, which the simplicity rule makes `v`. `a < b` is the mirror image.
///
/// # Constraints
/// `l >= 1` and `r >= 1`.
///
/// # Complexity
/// O(log min(l, r)).
///
/// # Example
/// ```
/// use cgt_cutcake::cutcake_value;
/// assert_eq!(cutcake_value(1, 1), 0);
/// assert_eq!(cutcake_value(5, 1), 4); // four free cuts for Left
/// assert_eq!(cutcake_value(2, 5), -1); // halve both: 1 x 2
/// assert_eq!(cutcake_value(12, 3), 5); // 12 x 3 -> 6 x 1
/// assert_eq!(cutcake_value(1_000_000_000, 1_000_000_000), 0);
/// ```
///
/// Used by: hdu-3544.
pub fn cutcake_value(l: u64, r: u64) -> i64 {
    assert!(l >= 1 && r >= 1, "a bar has sides of at least 1");
    let (mut l, mut r) = (l, r);
    while l > 1 && r > 1 {
        l >>= 1;
        r >>= 1;
    }
    if r == 1 {
        (l - 1) as i64
    } else {
        -((r - 1) as i64)
    }
}
