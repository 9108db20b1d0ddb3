//! The numbers the simplex method computes in.

use std::ops::{Add, Div, Mul, Neg, Sub};

/// A number type for [`crate::Simplex`]: `f64`, whose signs are read with a tolerance, or an
/// exact type (fractions), whose tolerance is 0.
///
/// # Constraints
/// The operations are a field's (exact, or rounded as `f64`); `tolerance()` is the size below
/// which a value counts as 0.
///
/// # Complexity
/// That of the operations.
///
/// # Example
/// ```
/// use cgt_matrix_game::LpNumber;
/// assert!(!(-1e-12f64).is_below_zero()); // within f64's tolerance of 0
/// assert!(f64::from_i64(-3).is_below_zero());
/// ```
///
/// Used by: spoj-mtrgame.
pub trait LpNumber:
    Copy
    + PartialOrd
    + Add<Output = Self>
    + Sub<Output = Self>
    + Mul<Output = Self>
    + Div<Output = Self>
    + Neg<Output = Self>
{
    /// The integer `n`.
    fn from_i64(n: i64) -> Self;
    /// How far from 0 a value must be to count as non-zero (0 for an exact type).
    fn tolerance() -> Self;
    /// 0.
    fn zero() -> Self {
        Self::from_i64(0)
    }
    /// 1.
    fn one() -> Self {
        Self::from_i64(1)
    }
    /// Below `-tolerance()`.
    fn is_below_zero(&self) -> bool {
        *self < -Self::tolerance()
    }
    /// Above `tolerance()`.
    fn is_above_zero(&self) -> bool {
        *self > Self::tolerance()
    }
}

impl LpNumber for f64 {
    fn from_i64(n: i64) -> Self {
        n as f64
    }
    fn tolerance() -> Self {
        1e-9
    }
}
