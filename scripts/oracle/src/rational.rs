//! Exact rational numbers for brute forces of probabilities: a recursion over the real events,
//! with no rounding anywhere.

use std::cmp::Ordering;
use std::fmt;
use std::ops::{Add, Div, Mul, Neg, Sub};

/// An exact fraction `numer / denom` of `i128`s, always reduced, with `denom > 0`.
///
/// Every operation is checked: a result that does not fit an `i128` panics (naming the
/// operation) instead of wrapping, so a brute force either is exact or stops. Brute-force inputs
/// are small enough: a product of a few dozen dice or draws.
///
/// ```
/// use oracle::Rational;
/// let third = Rational::new(1, 3);
/// assert_eq!(third + third + third, Rational::from(1));
/// assert_eq!((Rational::new(83, 126) * Rational::from(2)).to_string(), "83/63");
/// assert_eq!(Rational::new(2, 3).decimal(5), "0.66667");
/// assert_eq!(Rational::new(2, 3).residue(998_244_353), 665_496_236);
/// assert!(Rational::new(1, 3) < Rational::new(1, 2));
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct Rational {
    numer: i128,
    denom: i128,
}

fn gcd(mut a: i128, mut b: i128) -> i128 {
    a = a.abs();
    b = b.abs();
    while b != 0 {
        (a, b) = (b, a % b);
    }
    a
}

fn checked(value: Option<i128>, what: &str) -> i128 {
    value.unwrap_or_else(|| panic!("Rational: {what} overflows i128 (input too large)"))
}

impl Rational {
    /// `numer / denom`, reduced. Panics if `denom` is 0.
    pub fn new(numer: i128, denom: i128) -> Self {
        assert!(denom != 0, "Rational: zero denominator");
        let g = gcd(numer, denom).max(1);
        let sign = if denom < 0 { -1 } else { 1 };
        Rational {
            numer: sign * numer / g,
            denom: sign * denom / g,
        }
    }

    pub fn zero() -> Self {
        Rational::from(0)
    }

    pub fn one() -> Self {
        Rational::from(1)
    }

    pub fn numer(self) -> i128 {
        self.numer
    }

    pub fn denom(self) -> i128 {
        self.denom
    }

    pub fn is_zero(self) -> bool {
        self.numer == 0
    }

    /// The nearest `f64` (to within a few units in the last place).
    pub fn to_f64(self) -> f64 {
        self.numer as f64 / self.denom as f64
    }

    /// The decimal expansion with `digits` digits after the point, rounded half up from the
    /// exact value (long division, no floating point).
    pub fn decimal(self, digits: usize) -> String {
        let negative = self.numer < 0;
        let (numer, denom) = (self.numer.unsigned_abs(), self.denom.unsigned_abs());
        // The digits of numer/denom * 10^digits, rounded, by long division.
        let mut integer = numer / denom;
        let mut rest = numer % denom;
        let mut fraction = Vec::with_capacity(digits + 1);
        for _ in 0..=digits {
            rest *= 10;
            fraction.push((rest / denom) as u8);
            rest %= denom;
        }
        let round_up = fraction.pop().unwrap_or(0) >= 5;
        if round_up {
            let mut carry = true;
            for digit in fraction.iter_mut().rev() {
                if *digit == 9 {
                    *digit = 0;
                } else {
                    *digit += 1;
                    carry = false;
                    break;
                }
            }
            if carry {
                integer += 1;
            }
        }
        let mut text = String::new();
        if negative && (integer > 0 || fraction.iter().any(|&d| d > 0)) {
            text.push('-');
        }
        text.push_str(&integer.to_string());
        if digits > 0 {
            text.push('.');
            text.extend(fraction.iter().map(|&d| char::from(b'0' + d)));
        }
        text
    }

    /// The residue `numer * denom^-1` modulo the prime `p` (the judges' "print y/x modulo p").
    /// Panics if `p` divides the denominator.
    pub fn residue(self, p: u64) -> u64 {
        let p128 = i128::from(p);
        let numer = self.numer.rem_euclid(p128) as u128;
        let denom = self.denom.rem_euclid(p128) as u128;
        assert!(
            denom != 0,
            "Rational: {p} divides the denominator {}",
            self.denom
        );
        let (p, mut base, mut exponent, mut inverse) = (u128::from(p), denom, p - 2, 1u128);
        while exponent > 0 {
            if exponent & 1 == 1 {
                inverse = inverse * base % p;
            }
            base = base * base % p;
            exponent >>= 1;
        }
        (numer * inverse % p) as u64
    }
}

impl From<i64> for Rational {
    fn from(value: i64) -> Self {
        Rational {
            numer: i128::from(value),
            denom: 1,
        }
    }
}

impl Add for Rational {
    type Output = Rational;
    fn add(self, other: Rational) -> Rational {
        let g = gcd(self.denom, other.denom);
        let (left, right) = (other.denom / g, self.denom / g);
        let numer = checked(
            checked(self.numer.checked_mul(left), "a sum")
                .checked_add(checked(other.numer.checked_mul(right), "a sum")),
            "a sum",
        );
        Rational::new(numer, checked(self.denom.checked_mul(left), "a sum"))
    }
}

impl Neg for Rational {
    type Output = Rational;
    fn neg(self) -> Rational {
        Rational {
            numer: -self.numer,
            denom: self.denom,
        }
    }
}

impl Sub for Rational {
    type Output = Rational;
    fn sub(self, other: Rational) -> Rational {
        self + -other
    }
}

impl Mul for Rational {
    type Output = Rational;
    fn mul(self, other: Rational) -> Rational {
        let g1 = gcd(self.numer, other.denom).max(1);
        let g2 = gcd(other.numer, self.denom).max(1);
        let numer = checked((self.numer / g1).checked_mul(other.numer / g2), "a product");
        let denom = checked((self.denom / g2).checked_mul(other.denom / g1), "a product");
        Rational::new(numer, denom)
    }
}

impl Div for Rational {
    type Output = Rational;
    fn div(self, other: Rational) -> Rational {
        assert!(!other.is_zero(), "Rational: division by zero");
        self * Rational::new(other.denom, other.numer)
    }
}

impl PartialOrd for Rational {
    fn partial_cmp(&self, other: &Self) -> Option<Ordering> {
        Some(self.cmp(other))
    }
}

impl Ord for Rational {
    fn cmp(&self, other: &Self) -> Ordering {
        (*self - *other).numer.cmp(&0)
    }
}

impl std::iter::Sum for Rational {
    fn sum<I: Iterator<Item = Rational>>(iter: I) -> Rational {
        iter.fold(Rational::zero(), Add::add)
    }
}

impl fmt::Display for Rational {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.denom == 1 {
            write!(f, "{}", self.numer)
        } else {
            write!(f, "{}/{}", self.numer, self.denom)
        }
    }
}

#[cfg(test)]
mod tests;
