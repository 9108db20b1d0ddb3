//! Stalks and the edge rule.

use cgt_big_dyadic::{from_sign_expansion, BigDyadic, BigInt};
use std::cmp::Ordering;

/// The value of a red-blue Hackenbush stalk (a path standing on the ground), from the colours
/// of its edges read from the ground (`true` blue, Left's; `false` red, Right's): the number
/// whose sign expansion is the colours. The first run of one colour counts whole edges (`k`
/// blue edges are worth `k`); after the first change of colour, the edges count `1/2`, `1/4`,
/// `1/8`, ... for their owner.
///
/// # Constraints
/// None.
///
/// # Complexity
/// O(n) time, O(n / 64) words.
///
/// # Example
/// ```
/// use cgt_red_blue::stalk_value;
/// assert_eq!(stalk_value(&[true, true, false]).to_string(), "3/2");
/// assert_eq!(stalk_value(&[true, false, false]).to_string(), "1/4");
/// assert_eq!(stalk_value(&[false, true, false, true]).to_string(), "-5/8"); // -1 + 1/2 - 1/4 + 1/8
/// // A blue edge under 999 red ones: 2^-999.
/// let mut long = vec![true];
/// long.resize(1000, false);
/// assert_eq!(stalk_value(&long).exponent(), 999);
/// ```
///
/// Used by: no judge problem yet.
pub fn stalk_value(colours: &[bool]) -> BigDyadic {
    from_sign_expansion(colours)
}

/// The value of one edge standing on the ground with a picture of value `x` on top of it (the
/// picture falls if the edge is cut), for a blue edge (`blue`, Left's) or a red one. The edge
/// rule: for a blue edge, `(x + k) / 2^(k-1)` with `k` the least positive integer such that
/// `x + k > 1` (so `x + 1` for `x >= 0`, and a number in `(0, 1)` for `x < 0`); for a red edge,
/// the mirror image `-(value of a blue edge under -x)`. It is the sign expansion of `x` with
/// the edge's sign put in front.
///
/// Proof sketch: the edge with `x` on top is `{0, x^L' | x^R'}` with the options of `x` each
/// with the edge below, Left's cut of the edge giving `0`; by induction on the size of `x` and
/// the simplicity rule, this is the number whose sign expansion is `+` then that of `x`, which
/// the formula computes (Winning Ways, "Hackenbush strings"; Berlekamp's rule).
///
/// # Constraints
/// None.
///
/// # Complexity
/// O(w) for the `w` words of `x`.
///
/// # Example
/// ```
/// use cgt_red_blue::{edge_value, stalk_value, BigDyadic};
/// let x = stalk_value(&[false, true]); // -1/2
/// assert_eq!(edge_value(&x, true), stalk_value(&[true, false, true])); // 3/4
/// assert_eq!(edge_value(&BigDyadic::zero(), false).to_string(), "-1");
/// assert_eq!(edge_value(&BigDyadic::from(2i64), true).to_string(), "3");
/// assert_eq!(edge_value(&BigDyadic::from(2i64), false).to_string(), "-1/4");
/// ```
///
/// Used by: no judge problem yet.
pub fn edge_value(x: &BigDyadic, blue: bool) -> BigDyadic {
    if !blue {
        return -edge_value(&-x, true);
    }
    let one = BigDyadic::from(1i64);
    if x.sign() != Ordering::Less {
        return x + &one;
    }
    // k = floor(-x) + 2 is the least with x + k > 1.
    let k = &(-x).floor() + &BigInt::from(2i64);
    let k_shift = k.to_i64().expect("an integer part that fits in memory");
    (x + &BigDyadic::integer(k)).mul_pow2(1 - k_shift)
}

#[cfg(test)]
#[path = "stalk/tests.rs"]
pub(crate) mod tests;
