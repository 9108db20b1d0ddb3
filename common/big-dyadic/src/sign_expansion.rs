//! Sign expansions: a number as the path that reaches it from 0, one step at a time.

use crate::{BigDyadic, BigInt};

/// The number whose sign expansion is `signs` (`true` for `+`, `false` for `-`): start at 0,
/// step by 1 in the direction of each sign while the signs repeat the first, and after the
/// first change of sign step by 1/2, 1/4, 1/8, ... in the direction of each sign. It is the
/// value of a red-blue Hackenbush stalk read from the ground (`+` a blue edge, Left's; `-` a
/// red edge, Right's).
///
/// With `k` equal first signs of `n`: `x = ±k + Σ_{j=1..n-k} ±2^-j`.
///
/// # Constraints
/// None.
///
/// # Complexity
/// O(n) time and O(n / 64) words of memory.
///
/// # Example
/// ```
/// use cgt_big_dyadic::{from_sign_expansion, BigDyadic, BigInt};
/// assert_eq!(from_sign_expansion(&[true, true, false]).to_string(), "3/2"); // + + -
/// assert_eq!(from_sign_expansion(&[false, true, true]).to_string(), "-1/4"); // - + +
/// assert_eq!(from_sign_expansion(&[]), BigDyadic::zero());
/// let mut long = vec![true];
/// long.extend(std::iter::repeat(false).take(100)); // + then 100 minuses: 2^-100
/// assert_eq!(from_sign_expansion(&long), BigDyadic::new(BigInt::from(1i64), 100));
/// ```
///
/// Used by: no judge problem yet.
pub fn from_sign_expansion(signs: &[bool]) -> BigDyadic {
    let Some(&first) = signs.first() else {
        return BigDyadic::zero();
    };
    let k = signs.iter().take_while(|&&s| s == first).count();
    let m = (signs.len() - k) as u64;
    let words = (m / 64 + 1) as usize;
    let (mut plus, mut minus) = (vec![0u64; words], vec![0u64; words]);
    for (j, &s) in signs[k..].iter().enumerate() {
        let bit = m - 1 - j as u64; // the term 2^-(j+1) over the denominator 2^m
        let target = if s { &mut plus } else { &mut minus };
        target[(bit / 64) as usize] |= 1 << (bit % 64);
    }
    let run = BigInt::from(if first { k as i64 } else { -(k as i64) }).shl(m);
    let fraction = &BigInt::from_words(false, plus) - &BigInt::from_words(false, minus);
    BigDyadic::new(&run + &fraction, m)
}

/// The sign expansion of `x` (`true` for `+`): the shortest path of steps from 0 that
/// [`from_sign_expansion`] turns into `x`. For `x >= 0` with `n = floor(x)`: `n` pluses if `x`
/// is an integer; otherwise `n + 1` pluses, a minus, then one sign for each binary digit of the
/// fraction after the first and before the last (`1` a plus, `0` a minus). Negative numbers
/// mirror it.
///
/// # Constraints
/// The expansion has `|floor(x)| + exponent + 1` signs at most: it must fit in memory (an
/// integer part of 10^18 does not).
///
/// # Complexity
/// O(length of the expansion + w).
///
/// # Example
/// ```
/// use cgt_big_dyadic::{from_sign_expansion, sign_expansion, BigDyadic, BigInt};
/// let x = BigDyadic::new(BigInt::from(11i64), 4); // 11/16 = + - + - +
/// assert_eq!(sign_expansion(&x), [true, false, true, false, true]);
/// assert_eq!(sign_expansion(&BigDyadic::from(-2i64)), [false, false]);
/// assert_eq!(from_sign_expansion(&sign_expansion(&x)), x);
/// ```
///
/// Used by: no judge problem yet.
pub fn sign_expansion(x: &BigDyadic) -> Vec<bool> {
    if x.numerator().is_negative() {
        return sign_expansion(&-x).into_iter().map(|s| !s).collect();
    }
    let n = x
        .floor()
        .to_i64()
        .expect("an integer part that fits in memory") as usize;
    if x.is_integer() {
        return vec![true; n];
    }
    let k = x.exponent();
    let mut signs = vec![true; n + 1];
    signs.push(false);
    // The fraction's digits b1 .. b(k-1) are bits k-1 .. 1 of the numerator (bit 0 is the
    // last digit, always 1).
    signs.extend((1..k).rev().map(|bit| x.numerator().magnitude_bit(bit)));
    signs
}

#[cfg(test)]
#[path = "sign_expansion/tests.rs"]
mod tests;
