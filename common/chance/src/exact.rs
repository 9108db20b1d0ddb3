//! The oracle's exact fractions as a [`Field`], for the tests: values computed by the library
//! in `Rational` must equal the exact ones.

use crate::Field;
use oracle::Rational;
use std::cmp::Ordering;

impl Field for Rational {
    fn zero() -> Self {
        Rational::zero()
    }
    fn one() -> Self {
        Rational::one()
    }
    fn from_u64(n: u64) -> Self {
        Rational::from(n as i64)
    }
    fn is_zero(&self) -> bool {
        Rational::is_zero(*self)
    }
    fn compare(&self, other: &Self) -> Option<Ordering> {
        Some(self.cmp(other))
    }
}
