//! Exact dyadic rationals of any size.

use crate::BigInt;
use cgt_partizan::{Dyadic, Outcome};
use std::cmp::Ordering;
use std::fmt;
use std::iter::Sum;
use std::ops::{Add, AddAssign, Neg, Sub};

/// A dyadic rational `numerator / 2^exponent` with a numerator of any size ([`BigInt`]) and
/// any exponent: the value of every short partizan game that is a number. Kept normalised (the
/// numerator is odd, or the exponent is 0), so `==`, `Hash` and `Ord` are those of the
/// rationals.
///
/// Which number type to pick: [`Dyadic`] (crate `cgt-partizan`) is two machine words, `Copy`,
/// and its whole crate is a few hundred lines, but its denominator stops at 2^62 and its
/// numerator at 63 bits; take it where the statement bounds the values (a board of at most 62
/// moves). `BigDyadic` has no bound: take it where values grow with the input (a stalk of 1000
/// edges is worth a multiple of 2^-999).
///
/// Costs are in words: `w` = the number of 64-bit words of the numerators once brought to the
/// larger denominator, about `(integer bits + exponent) / 64`.
///
/// | operation | cost |
/// | --- | --- |
/// | `+`, `-`, comparison | O(w) |
/// | negation, [`BigDyadic::half`], [`BigDyadic::sign`], [`BigDyadic::outcome`] | O(w) (a copy), O(1) for the sign |
/// | [`BigDyadic::floor`], [`BigDyadic::ceil`] | O(w) |
/// | [`simplest_between`](crate::simplest_between) | O(w) |
/// | printing as `p/d` (decimal `d`) | O(w^2); as `p/2^q` ([`BigDyadic::to_pow2_string`]) O(wp^2) for the numerator's `wp` words |
///
/// # Constraints
/// None beyond memory.
///
/// # Complexity
/// As in the table above: linear in the words, but for printing in decimal.
///
/// # Example
/// ```
/// use cgt_big_dyadic::{BigDyadic, BigInt};
/// let tiny = BigDyadic::new(BigInt::from(1i64), 100); // 2^-100: beyond Dyadic
/// let sum = &tiny + &BigDyadic::from(3i64);
/// assert_eq!(sum.to_pow2_string(), "3802951800684688204490109616129/2^100");
/// assert_eq!((&sum - &sum.half()).exponent(), 101);
/// assert_eq!(BigDyadic::new(BigInt::from(6i64), 3).to_string(), "3/4");
/// assert!(tiny > BigDyadic::zero() && -&tiny < BigDyadic::zero());
/// ```
///
/// Used by: codechef-gerald08.
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct BigDyadic {
    numerator: BigInt,
    exponent: u64,
}

impl BigDyadic {
    /// `numerator / 2^exponent`, normalised.
    ///
    /// # Constraints
    /// None.
    ///
    /// # Complexity
    /// O(w).
    ///
    /// # Example
    /// ```
    /// use cgt_big_dyadic::{BigDyadic, BigInt};
    /// assert_eq!(BigDyadic::new(BigInt::from(12i64), 3), BigDyadic::new(BigInt::from(3i64), 1));
    /// assert_eq!(BigDyadic::new(BigInt::zero(), 9), BigDyadic::zero());
    /// ```
    pub fn new(numerator: BigInt, exponent: u64) -> Self {
        let shift = match numerator.trailing_zeros() {
            None => return BigDyadic::zero(),
            Some(zeros) => zeros.min(exponent),
        };
        BigDyadic {
            numerator: if shift == 0 {
                numerator
            } else {
                numerator.shr_floor(shift)
            },
            exponent: exponent - shift,
        }
    }

    /// The number 0.
    ///
    /// # Constraints
    /// None.
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// ```
    /// use cgt_big_dyadic::BigDyadic;
    /// assert_eq!(BigDyadic::zero().to_string(), "0");
    /// ```
    pub fn zero() -> Self {
        BigDyadic::default()
    }

    /// The integer `n`.
    ///
    /// # Constraints
    /// None.
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// ```
    /// use cgt_big_dyadic::{BigDyadic, BigInt};
    /// assert_eq!(BigDyadic::integer(BigInt::from(-4i64)).to_string(), "-4");
    /// ```
    pub fn integer(n: BigInt) -> Self {
        BigDyadic {
            numerator: n,
            exponent: 0,
        }
    }

    /// The numerator of the normalised fraction (odd unless the value is an integer).
    ///
    /// # Constraints
    /// None.
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// ```
    /// use cgt_big_dyadic::{BigDyadic, BigInt};
    /// assert_eq!(BigDyadic::new(BigInt::from(12i64), 3).numerator(), &BigInt::from(3i64));
    /// ```
    pub fn numerator(&self) -> &BigInt {
        &self.numerator
    }

    /// `k` such that the normalised denominator is `2^k` (0 for an integer).
    ///
    /// # Constraints
    /// None.
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// ```
    /// use cgt_big_dyadic::{BigDyadic, BigInt};
    /// assert_eq!(BigDyadic::new(BigInt::from(12i64), 3).exponent(), 1);
    /// ```
    pub fn exponent(&self) -> u64 {
        self.exponent
    }

    /// Whether the value is an integer.
    ///
    /// # Constraints
    /// None.
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// ```
    /// use cgt_big_dyadic::BigDyadic;
    /// assert!(BigDyadic::from(-3i64).is_integer() && !BigDyadic::from(1i64).half().is_integer());
    /// ```
    pub fn is_integer(&self) -> bool {
        self.exponent == 0
    }

    /// `self / 2`.
    ///
    /// # Constraints
    /// None.
    ///
    /// # Complexity
    /// O(w) (a copy; the numerator is shifted only if it is even, an integer).
    ///
    /// # Example
    /// ```
    /// use cgt_big_dyadic::BigDyadic;
    /// assert_eq!(BigDyadic::from(3i64).half().to_string(), "3/2");
    /// assert_eq!(BigDyadic::from(4i64).half().to_string(), "2");
    /// ```
    pub fn half(&self) -> BigDyadic {
        self.mul_pow2(-1)
    }

    /// `self · 2^k`, for `k` of either sign.
    ///
    /// # Constraints
    /// None.
    ///
    /// # Complexity
    /// O(w + max(k, 0) / 64) (a copy, shifted only where the result is an integer).
    ///
    /// # Example
    /// ```
    /// use cgt_big_dyadic::BigDyadic;
    /// let x = BigDyadic::from(3i64).mul_pow2(-70);
    /// assert_eq!(x.exponent(), 70);
    /// assert_eq!(x.mul_pow2(71), BigDyadic::from(6i64));
    /// ```
    pub fn mul_pow2(&self, k: i64) -> BigDyadic {
        if self.numerator.is_zero() {
            return BigDyadic::zero();
        }
        if k < 0 {
            return BigDyadic::new(self.numerator.clone(), self.exponent + k.unsigned_abs());
        }
        let k = k as u64;
        if k <= self.exponent {
            BigDyadic {
                numerator: self.numerator.clone(),
                exponent: self.exponent - k,
            }
        } else {
            BigDyadic::integer(self.numerator.shl(k - self.exponent))
        }
    }

    /// The greatest integer `<= self`.
    ///
    /// # Constraints
    /// None.
    ///
    /// # Complexity
    /// O(w).
    ///
    /// # Example
    /// ```
    /// use cgt_big_dyadic::{BigDyadic, BigInt};
    /// assert_eq!(BigDyadic::new(BigInt::from(-1i64), 1).floor(), BigInt::from(-1i64));
    /// assert_eq!(BigDyadic::new(BigInt::from(5i64), 2).floor(), BigInt::from(1i64));
    /// ```
    pub fn floor(&self) -> BigInt {
        self.numerator.shr_floor(self.exponent)
    }

    /// The least integer `>= self`.
    ///
    /// # Constraints
    /// None.
    ///
    /// # Complexity
    /// O(w).
    ///
    /// # Example
    /// ```
    /// use cgt_big_dyadic::{BigDyadic, BigInt};
    /// assert_eq!(BigDyadic::new(BigInt::from(-1i64), 1).ceil(), BigInt::zero());
    /// assert_eq!(BigDyadic::from(2i64).ceil(), BigInt::from(2i64));
    /// ```
    pub fn ceil(&self) -> BigInt {
        -(-&self.numerator).shr_floor(self.exponent)
    }

    /// The sign: `Greater` above 0, `Equal` at 0, `Less` below.
    ///
    /// # Constraints
    /// None.
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// ```
    /// use cgt_big_dyadic::BigDyadic;
    /// use std::cmp::Ordering;
    /// assert_eq!(BigDyadic::from(-1i64).half().sign(), Ordering::Less);
    /// ```
    pub fn sign(&self) -> Ordering {
        self.numerator.sign()
    }

    /// The outcome class of a game whose value is this number: positive numbers are wins for
    /// Left whoever starts, negative ones for Right, and 0 for the second player. Never
    /// [`Outcome::First`]: no number is a first-player win.
    ///
    /// # Constraints
    /// None.
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// ```
    /// use cgt_big_dyadic::{BigDyadic, BigInt, Outcome};
    /// assert_eq!(BigDyadic::new(BigInt::from(1i64), 1000).outcome(), Outcome::Left);
    /// assert_eq!(BigDyadic::zero().outcome(), Outcome::Second);
    /// ```
    pub fn outcome(&self) -> Outcome {
        match self.sign() {
            Ordering::Greater => Outcome::Left,
            Ordering::Less => Outcome::Right,
            Ordering::Equal => Outcome::Second,
        }
    }

    /// The value as a reduced fraction: numerator and denominator `2^exponent`.
    ///
    /// # Constraints
    /// None.
    ///
    /// # Complexity
    /// O(w).
    ///
    /// # Example
    /// ```
    /// use cgt_big_dyadic::{BigDyadic, BigInt};
    /// let (p, q) = BigDyadic::new(BigInt::from(-6i64), 4).to_fraction();
    /// assert_eq!((p.to_string(), q.to_string()), ("-3".to_string(), "8".to_string()));
    /// ```
    pub fn to_fraction(&self) -> (BigInt, BigInt) {
        (
            self.numerator.clone(),
            BigInt::from(1i64).shl(self.exponent),
        )
    }

    /// The value written `p/2^q` (`-3/2^5`), or `p` for an integer: the form some judges ask
    /// for when the denominator has thousands of digits.
    ///
    /// # Constraints
    /// None.
    ///
    /// # Complexity
    /// O(wp^2) for the numerator's `wp` words.
    ///
    /// # Example
    /// ```
    /// use cgt_big_dyadic::{BigDyadic, BigInt};
    /// assert_eq!(BigDyadic::new(BigInt::from(-3i64), 5).to_pow2_string(), "-3/2^5");
    /// assert_eq!(BigDyadic::from(7i64).to_pow2_string(), "7");
    /// ```
    pub fn to_pow2_string(&self) -> String {
        if self.is_integer() {
            self.numerator.to_string()
        } else {
            format!("{}/2^{}", self.numerator, self.exponent)
        }
    }

    /// The value as a [`Dyadic`], where it fits one (an exponent of at most 62 and a numerator
    /// in an `i64`).
    ///
    /// # Constraints
    /// None.
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// ```
    /// use cgt_big_dyadic::{BigDyadic, BigInt, Dyadic};
    /// assert_eq!(BigDyadic::new(BigInt::from(3i64), 2).to_dyadic(), Some(Dyadic::new(3, 2)));
    /// assert_eq!(BigDyadic::new(BigInt::from(1i64), 63).to_dyadic(), None);
    /// ```
    pub fn to_dyadic(&self) -> Option<Dyadic> {
        let exponent = u32::try_from(self.exponent).ok().filter(|&e| e <= 62)?;
        Some(Dyadic::new(self.numerator.to_i64()?, exponent))
    }

    /// Both numerators over the larger denominator, and its exponent.
    fn aligned(&self, other: &BigDyadic) -> (BigInt, BigInt, u64) {
        let exponent = self.exponent.max(other.exponent);
        (
            self.numerator.shl(exponent - self.exponent),
            other.numerator.shl(exponent - other.exponent),
            exponent,
        )
    }
}

impl From<i64> for BigDyadic {
    fn from(n: i64) -> Self {
        BigDyadic::integer(BigInt::from(n))
    }
}

impl From<Dyadic> for BigDyadic {
    fn from(x: Dyadic) -> Self {
        BigDyadic::new(BigInt::from(x.numerator()), x.exponent() as u64)
    }
}

impl Add for &BigDyadic {
    type Output = BigDyadic;

    fn add(self, other: &BigDyadic) -> BigDyadic {
        let (a, b, exponent) = self.aligned(other);
        BigDyadic::new(&a + &b, exponent)
    }
}

impl Sub for &BigDyadic {
    type Output = BigDyadic;

    fn sub(self, other: &BigDyadic) -> BigDyadic {
        let (a, b, exponent) = self.aligned(other);
        BigDyadic::new(&a - &b, exponent)
    }
}

impl Neg for &BigDyadic {
    type Output = BigDyadic;

    fn neg(self) -> BigDyadic {
        BigDyadic {
            numerator: -&self.numerator,
            exponent: self.exponent,
        }
    }
}

impl Add for BigDyadic {
    type Output = BigDyadic;

    fn add(self, other: BigDyadic) -> BigDyadic {
        &self + &other
    }
}

impl Sub for BigDyadic {
    type Output = BigDyadic;

    fn sub(self, other: BigDyadic) -> BigDyadic {
        &self - &other
    }
}

impl Neg for BigDyadic {
    type Output = BigDyadic;

    fn neg(self) -> BigDyadic {
        -&self
    }
}

impl AddAssign<&BigDyadic> for BigDyadic {
    fn add_assign(&mut self, other: &BigDyadic) {
        *self = &*self + other;
    }
}

impl Sum for BigDyadic {
    fn sum<I: Iterator<Item = BigDyadic>>(values: I) -> BigDyadic {
        values.fold(BigDyadic::zero(), |total, x| &total + &x)
    }
}

impl Ord for BigDyadic {
    fn cmp(&self, other: &BigDyadic) -> Ordering {
        if self.exponent == other.exponent {
            return self.numerator.cmp(&other.numerator);
        }
        let (a, b, _) = self.aligned(other);
        a.cmp(&b)
    }
}

impl PartialOrd for BigDyadic {
    fn partial_cmp(&self, other: &BigDyadic) -> Option<Ordering> {
        Some(self.cmp(other))
    }
}

impl fmt::Display for BigDyadic {
    /// `n` for an integer, the reduced fraction `p/d` otherwise (`-3/4`), both in decimal.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.is_integer() {
            write!(f, "{}", self.numerator)
        } else {
            let (p, d) = self.to_fraction();
            write!(f, "{p}/{d}")
        }
    }
}

#[cfg(test)]
#[path = "big_dyadic/tests.rs"]
mod tests;
