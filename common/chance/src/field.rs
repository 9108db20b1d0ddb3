//! The numbers a game's values live in.

use cgt_modular::{ModInt, Modulus};
use std::cmp::Ordering;
use std::ops::{Add, Div, Mul, Sub};

/// A field to compute values of games with chance moves in: `f64`, residues modulo a prime
/// ([`ModInt`]), or an exact rational type (implement it for yours).
///
/// Players who choose ([`crate::Node::Max`], [`crate::Node::Min`]) need an order on the values:
/// [`Field::compare`] gives it for `f64`; residues have none, so a game whose players choose is
/// valued in `f64` (or exact rationals), and a game of pure chance in any field.
///
/// # Constraints
/// `+ - * /` are a field's (exact, or rounded as `f64`); `from_u64(n)` is `1 + 1 + ... + 1`.
///
/// # Complexity
/// That of the operations.
///
/// # Example
/// ```
/// use cgt_chance::Field;
/// use cgt_modular::Mod998244353;
/// fn half<F: Field>() -> F {
///     F::one() / F::from_u64(2)
/// }
/// assert_eq!(half::<f64>(), 0.5);
/// assert_eq!(half::<Mod998244353>().value(), 499_122_177);
/// ```
///
/// Used by: atcoder-abc298-e, atcoder-abc342-f, cf-148d, cf-1628d1.
pub trait Field:
    Copy + Add<Output = Self> + Sub<Output = Self> + Mul<Output = Self> + Div<Output = Self>
{
    fn zero() -> Self;
    fn one() -> Self;
    /// The integer `n` in the field.
    fn from_u64(n: u64) -> Self;
    /// Whether the value is 0 (a chance node's total weight must not be).
    fn is_zero(&self) -> bool;
    /// The order of two values, for players who choose; `None` in a field without one.
    fn compare(&self, other: &Self) -> Option<Ordering>;
}

impl Field for f64 {
    fn zero() -> Self {
        0.0
    }
    fn one() -> Self {
        1.0
    }
    fn from_u64(n: u64) -> Self {
        n as f64
    }
    fn is_zero(&self) -> bool {
        *self == 0.0
    }
    fn compare(&self, other: &Self) -> Option<Ordering> {
        self.partial_cmp(other)
    }
}

impl<M: Modulus> Field for ModInt<M> {
    fn zero() -> Self {
        ModInt::zero()
    }
    fn one() -> Self {
        ModInt::one()
    }
    fn from_u64(n: u64) -> Self {
        ModInt::new(n)
    }
    fn is_zero(&self) -> bool {
        self.value() == 0
    }
    /// Residues have no order: `None`.
    fn compare(&self, _: &Self) -> Option<Ordering> {
        None
    }
}
