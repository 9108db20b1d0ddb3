//! The oracle's exact fractions as an [`LpNumber`], for the tests: the simplex run in exact
//! arithmetic must give the exact optimum.

use crate::LpNumber;
use oracle::Rational;

impl LpNumber for Rational {
    fn from_i64(n: i64) -> Self {
        Rational::from(n)
    }
    fn tolerance() -> Self {
        Rational::zero()
    }
}
