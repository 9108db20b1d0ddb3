//! Conway's simplicity rule for numbers of any size.

use crate::{BigDyadic, BigInt};

/// The highest bit where two nonnegative integers differ, `None` when they are equal.
fn highest_differing_bit(a: &BigInt, b: &BigInt) -> Option<u64> {
    let (x, y) = (a.words(), b.words());
    (0..x.len().max(y.len())).rev().find_map(|i| {
        let w = x.get(i).copied().unwrap_or(0) ^ y.get(i).copied().unwrap_or(0);
        (w != 0).then(|| 64 * i as u64 + 63 - w.leading_zeros() as u64)
    })
}

/// The simplest number strictly between `left` and `right` (a missing side is no bound): the
/// value of the game `{left | right}` whose only options are these numbers. The same rule as
/// `cgt_partizan::simplest_between`, for numbers of any size.
///
/// - `{ | } = 0`; `{a | }` is `0` if `a < 0`, else `floor(a) + 1`; `{ | b}` is `0` if `b > 0`,
///   else `ceil(b) - 1`.
/// - `{a | b}` with `a < b`: `0` if `a < 0 < b`; else the integer strictly between nearest 0, if
///   any; else the unique number `m / 2^k` strictly between with the least `k`. That one is
///   found without trying each `k`: with `e` one more than both exponents, it is the integer
///   with the most trailing zeros in `[a·2^e + 1, b·2^e - 1]`, read off the highest bit where
///   the two ends differ.
///
/// Returns `None` when `a >= b`: then `{a | b}` is not a number (`{0 | 0} = *`, `{1 | 0}` is
/// hot).
///
/// # Constraints
/// None.
///
/// # Complexity
/// O(w) for `w` words of the numerators over the larger denominator.
///
/// # Example
/// ```
/// use cgt_big_dyadic::{simplest_between, BigDyadic, BigInt};
/// let d = |m: i64, k: u64| BigDyadic::new(BigInt::from(m), k);
/// assert_eq!(simplest_between(None, None), Some(d(0, 0)));
/// assert_eq!(simplest_between(Some(&d(0, 0)), None), Some(d(1, 0))); // {0|} = 1
/// assert_eq!(simplest_between(Some(&d(0, 0)), Some(&d(1, 1))), Some(d(1, 2))); // {0|1/2} = 1/4
/// assert_eq!(simplest_between(Some(&d(5, 3)), Some(&d(3, 2))), Some(d(11, 4)));
/// assert_eq!(simplest_between(Some(&d(-1, 0)), Some(&d(1, 0))), Some(d(0, 0)));
/// assert_eq!(simplest_between(Some(&d(1, 0)), Some(&d(1, 0))), None); // 1* is no number
/// // Between 0 and 2^-200: 2^-201.
/// assert_eq!(simplest_between(Some(&d(0, 0)), Some(&d(1, 200))), Some(d(1, 201)));
/// ```
///
/// Used by: no judge problem yet.
pub fn simplest_between(left: Option<&BigDyadic>, right: Option<&BigDyadic>) -> Option<BigDyadic> {
    let zero = BigDyadic::zero();
    let one = BigInt::from(1i64);
    let value = match (left, right) {
        (None, None) => zero,
        (Some(a), None) => {
            if a < &zero {
                zero
            } else {
                BigDyadic::integer(&a.floor() + &one)
            }
        }
        (None, Some(b)) => {
            if b > &zero {
                zero
            } else {
                BigDyadic::integer(&b.ceil() - &one)
            }
        }
        (Some(a), Some(b)) => {
            if a >= b {
                return None;
            }
            if a < &zero && &zero < b {
                zero
            } else if b <= &zero {
                // Mirror: the simplest number is symmetric under negation.
                -simplest_between(Some(&-b), Some(&-a))?
            } else {
                // 0 <= a < b.
                let (low, high) = (&a.floor() + &one, &b.ceil() - &one);
                if low <= high {
                    BigDyadic::integer(low)
                } else {
                    // a and b lie in [n, n + 1]: the point with the most trailing zeros in the
                    // open interval, on the grid 2^-e.
                    let n = a.floor();
                    let e = a.exponent().max(b.exponent()) + 1;
                    let offset = n.shl(e);
                    let lo = &(&a.mul_pow2(e as i64).floor() - &offset) + &one;
                    let hi = &(&b.mul_pow2(e as i64).floor() - &offset) - &one;
                    let best = match highest_differing_bit(&lo, &hi) {
                        None => lo,
                        Some(d) if lo.trailing_zeros().map_or(true, |t| t > d) => lo,
                        Some(d) => hi.shr_floor(d).shl(d),
                    };
                    BigDyadic::new(&offset + &best, e)
                }
            }
        }
    };
    Some(value)
}

/// The value of the game `{left_options | right_options}` when every option is a number: the
/// simplest number between Left's best option (the largest) and Right's best (the smallest).
/// `None` when Left's best is at least Right's best (the game is then not a number).
///
/// # Constraints
/// None.
///
/// # Complexity
/// O(total words of the options): one pass for each best option, then [`simplest_between`].
///
/// # Example
/// ```
/// use cgt_big_dyadic::{number_value, BigDyadic};
/// let (zero, one, two) = (BigDyadic::from(0i64), BigDyadic::from(1i64), BigDyadic::from(2i64));
/// let half = one.half();
/// // {0, 1/2 | 1, 2} = {1/2 | 1} = 3/4.
/// assert_eq!(number_value(&[zero.clone(), half], &[one.clone(), two]).unwrap().to_string(), "3/4");
/// assert_eq!(number_value(&[], &[]), Some(zero.clone()));
/// assert_eq!(number_value(&[one], &[zero]), None);
/// ```
///
/// Used by: no judge problem yet.
pub fn number_value(left_options: &[BigDyadic], right_options: &[BigDyadic]) -> Option<BigDyadic> {
    simplest_between(left_options.iter().max(), right_options.iter().min())
}

#[cfg(test)]
#[path = "simplicity/tests.rs"]
mod tests;
