//! Fractions of any size, for brute forces whose exact values outgrow [`crate::Rational`]'s 128
//! bits: a recursion whose denominators square at every level (an integral of a maximum, a
//! threshold that is a ratio of the values below), or a power of a six-digit decimal.
//!
//! [`BigRational`] is `num_rational`'s (`+ - * /` on values and references, `Ord`); this module
//! adds what answers need: [`decimal`] (the same rounding as [`crate::Rational::decimal`]),
//! [`parse_decimal`] (an input such as `0.999999` read exactly), [`big`] (a small fraction made
//! big) and [`residue`].
//!
//! ```
//! use oracle::big::{decimal, parse_decimal, BigRational};
//! let t = parse_decimal("0.999999");
//! let mut power = BigRational::from_integer(1.into());
//! for _ in 0..30 {
//!     power = &power * &t; // a denominator of 10^180: beyond i128
//! }
//! assert_eq!(decimal(&power, 6), "0.999970");
//! ```

use num_bigint::BigInt;
use num_traits::{One, Signed, Zero};

pub use num_rational::BigRational;

/// `numer / denom` as a [`BigRational`] (reduced). Panics if `denom` is 0.
pub fn big(numer: i128, denom: i128) -> BigRational {
    assert!(denom != 0, "big: zero denominator");
    BigRational::new(BigInt::from(numer), BigInt::from(denom))
}

/// The decimal expansion with `digits` digits after the point, rounded half away from zero from
/// the exact value (as [`crate::Rational::decimal`]: `-1/3` to 2 digits is `-0.33`, and a value
/// that rounds to zero has no minus sign).
pub fn decimal(value: &BigRational, digits: usize) -> String {
    let scale = BigInt::from(10).pow(digits as u32);
    let magnitude = value.abs();
    // round(|v| * 10^digits), half up: floor(|v| * 10^digits + 1/2).
    let scaled = magnitude * BigRational::from_integer(scale.clone());
    let half = BigRational::new(BigInt::one(), BigInt::from(2));
    let rounded = (scaled + half).floor().to_integer();
    let integer = &rounded / &scale;
    let fraction = &rounded % &scale;
    let mut text = String::new();
    if value.is_negative() && !rounded.is_zero() {
        text.push('-');
    }
    text.push_str(&integer.to_string());
    if digits > 0 {
        let fraction = fraction.to_string();
        text.push('.');
        text.push_str(&"0".repeat(digits - fraction.len()));
        text.push_str(&fraction);
    }
    text
}

/// The exact value of a decimal as an input writes it: `1`, `0`, `1.0`, `0.25`, `-3.125`.
/// Panics on anything else (an exponent, two points, no digits).
pub fn parse_decimal(text: &str) -> BigRational {
    let (negative, digits) = match text.strip_prefix('-') {
        Some(rest) => (true, rest),
        None => (false, text),
    };
    let (whole, fraction) = digits.split_once('.').unwrap_or((digits, ""));
    let all: String = [whole, fraction].concat();
    assert!(
        !all.is_empty() && all.bytes().all(|b| b.is_ascii_digit()),
        "parse_decimal: {text:?} is not a decimal"
    );
    let numer: BigInt = all.parse().unwrap();
    let denom = BigInt::from(10).pow(fraction.len() as u32);
    let value = BigRational::new(numer, denom);
    if negative {
        -value
    } else {
        value
    }
}

/// The residue `numer * denom^-1` modulo the prime `p`. Panics if `p` divides the denominator.
pub fn residue(value: &BigRational, p: u64) -> u64 {
    let p_big = BigInt::from(p);
    let reduce = |x: &BigInt| -> u64 {
        let r = ((x % &p_big) + &p_big) % &p_big;
        u64::try_from(r).unwrap()
    };
    let (numer, denom) = (reduce(value.numer()), reduce(value.denom()));
    assert!(denom != 0, "residue: {p} divides the denominator");
    let inverse = BigInt::from(denom).modpow(&BigInt::from(p - 2), &p_big);
    let product = BigInt::from(numer) * inverse % &p_big;
    u64::try_from(product).unwrap()
}

// The unit tests are in the sibling folder.
#[cfg(test)]
#[path = "big/tests.rs"]
mod tests;
