//! Residues modulo a prime fixed at compile time or at run time.

use std::cell::Cell;
use std::fmt;
use std::hash::{Hash, Hasher};
use std::iter::{Product, Sum};
use std::marker::PhantomData;
use std::ops::{Add, AddAssign, Div, DivAssign, Mul, MulAssign, Neg, Sub, SubAssign};

/// Where a [`ModInt`] finds its modulus: a constant ([`ConstModulus`]) or a per-thread value
/// ([`RuntimeModulus`]).
///
/// # Constraints
/// `1 <= modulus() < 2^31` (so that two residues add without overflow in a `u32`); a prime for
/// [`ModInt::inv`] to exist for every non-zero residue and for `/` to be a field's division.
///
/// # Complexity
/// `modulus()` is called by every [`ModInt`] operation; it is O(1) in both implementations here
/// (a constant in [`ConstModulus`], a thread-local read in [`RuntimeModulus`]).
///
/// # Example
/// ```
/// use cgt_modular::{ModInt, Modulus};
/// // A modulus of one's own: the integers modulo 5.
/// enum Five {}
/// impl Modulus for Five {
///     fn modulus() -> u32 {
///         5
///     }
/// }
/// let three = ModInt::<Five>::new(3);
/// assert_eq!((three * three).value(), 4);
/// assert_eq!(three.inv().value(), 2); // 3 * 2 = 6 = 1 mod 5
/// assert_eq!(ModInt::<Five>::new(12), ModInt::<Five>::new(2));
/// ```
///
/// Used by: atcoder-abc298-e, cf-1628d1, local-hard-nim, luogu-p2490, luogu-p5363, luogu-p5675,
/// luogu-p5970.
pub trait Modulus: 'static {
    /// The modulus.
    fn modulus() -> u32;
}

/// A modulus fixed at compile time: `ModInt<ConstModulus<998_244_353>>` (alias
/// [`Mod998244353`]). A modulus outside `1..2^31` fails to compile where it is used.
///
/// # Constraints
/// `1 <= P < 2^31`.
///
/// # Complexity
/// No cost: `modulus()` is the constant.
///
/// # Example
/// ```
/// use cgt_modular::{ConstModulus, ModInt};
/// type Mod7 = ModInt<ConstModulus<7>>;
/// assert_eq!(Mod7::new(5) + Mod7::new(4), Mod7::new(2));
/// assert_eq!(Mod7::modulus(), 7);
/// ```
///
/// Used by: atcoder-abc298-e, cf-1628d1, local-hard-nim, luogu-p2490, luogu-p5363, luogu-p5675,
/// luogu-p5970.
pub enum ConstModulus<const P: u32> {}

impl<const P: u32> ConstModulus<P> {
    const CHECKED: u32 = {
        assert!(P >= 1 && P < 1 << 31, "the modulus must be in 1..2^31");
        P
    };
}

impl<const P: u32> Modulus for ConstModulus<P> {
    #[inline]
    fn modulus() -> u32 {
        Self::CHECKED
    }
}

/// Residues modulo 998244353 = 119 * 2^23 + 1 (a prime).
///
/// # Constraints
/// As [`ModInt`], with a prime modulus: every residue but 0 has an inverse; dividing by 0
/// panics.
///
/// # Complexity
/// As [`ModInt`]: `+`, `-`, `*` O(1); `pow(e)` O(log e) products; `inv` and `/` O(log p).
///
/// # Example
/// ```
/// use cgt_modular::Mod998244353;
/// type M = Mod998244353;
/// assert_eq!(M::modulus(), 998_244_353);
/// // A probability 1/3: three thirds make 1.
/// let third = M::new(1) / M::new(3);
/// assert_eq!(third.value(), 332_748_118); // (998244353 + 1) / 3
/// assert_eq!(third * M::new(3), M::new(1));
/// assert_eq!(M::from(-1i64) + M::new(1), M::new(0));
/// // Fermat: a^(p - 1) = 1 for a not 0.
/// assert_eq!(M::new(3).pow(998_244_352), M::new(1));
/// ```
///
/// Used by: atcoder-abc298-e.
pub type Mod998244353 = ModInt<ConstModulus<998_244_353>>;
/// Residues modulo 1000000007 (a prime).
///
/// # Constraints
/// As [`ModInt`], with a prime modulus: every residue but 0 has an inverse; dividing by 0
/// panics.
///
/// # Complexity
/// As [`ModInt`]: `+`, `-`, `*` O(1); `pow(e)` O(log e) products; `inv` and `/` O(log p).
///
/// # Example
/// ```
/// use cgt_modular::Mod1000000007;
/// type M = Mod1000000007;
/// // 10^10 = 9 * (10^9 + 7) + 999999937.
/// assert_eq!((M::new(1_000_000_000) * M::new(10)).value(), 999_999_937);
/// assert_eq!((M::new(1) / M::new(2)).value(), 500_000_004);
/// assert_eq!(M::from(-3i32).value(), 1_000_000_004);
/// assert_eq!(M::new(2).pow(10), M::new(1024));
/// ```
///
/// Used by: cf-1628d1, local-hard-nim, luogu-p2490, luogu-p5675, luogu-p5970.
pub type Mod1000000007 = ModInt<ConstModulus<1_000_000_007>>;

thread_local! {
    static RUNTIME_MODULUS: Cell<u32> = const { Cell::new(0) };
}

/// A modulus chosen at run time, one per thread: [`RuntimeModulus::set`] it before computing
/// with `ModInt<RuntimeModulus>`; residues made under one modulus mean nothing under another.
///
/// # Constraints
/// `1 <= p < 2^31`; set before the first residue is made on the thread.
///
/// # Complexity
/// A thread-local read per operation, and a division by a run-time value per product (slower
/// than [`ConstModulus`], whose division the compiler turns into multiplications).
///
/// # Example
/// ```
/// use cgt_modular::{ModInt, RuntimeModulus};
/// RuntimeModulus::set(13);
/// let x = ModInt::<RuntimeModulus>::new(5);
/// assert_eq!((x * x).value(), 12);
/// assert_eq!((x.inv() * x).value(), 1);
/// ```
///
/// Used by: no judge problem yet.
pub enum RuntimeModulus {}

impl RuntimeModulus {
    /// Sets this thread's modulus.
    pub fn set(p: u32) {
        assert!(
            (1..1 << 31).contains(&p),
            "the modulus {p} is not in 1..2^31"
        );
        RUNTIME_MODULUS.with(|m| m.set(p));
    }
}

impl Modulus for RuntimeModulus {
    #[inline]
    fn modulus() -> u32 {
        let p = RUNTIME_MODULUS.with(Cell::get);
        assert!(p != 0, "RuntimeModulus::set was not called on this thread");
        p
    }
}

/// A residue modulo `M::modulus()`, stored reduced in a `u32` (4 bytes: a table of a million
/// counts is 4 MB).
///
/// Made with [`ModInt::new`] or `From` any integer (negative ones too); read with
/// [`ModInt::value`]; printed as its value. `a / b` is `a * b.inv()`. Over a prime modulus the
/// residues are a field: a probability `y / x` is `ModInt::from(y) / ModInt::from(x)`, and the
/// reduced fraction's residue is the same whatever fraction of the same value is divided.
///
/// # Constraints
/// The modulus is in `1..2^31` (see [`Modulus`]); division needs a divisor prime to the modulus.
///
/// # Complexity
/// `+`, `-`: O(1) without division; `*`: one 64-bit product and remainder; [`ModInt::pow`]:
/// O(log e) products; [`ModInt::inv`]: O(log p) (extended Euclid).
///
/// # Example
/// ```
/// use cgt_modular::Mod998244353;
/// let half = Mod998244353::new(1) / Mod998244353::new(2);
/// assert_eq!(half.value(), 499_122_177);
/// assert_eq!(half + half, Mod998244353::new(1));
/// assert_eq!(Mod998244353::from(-1i64).value(), 998_244_352);
/// assert_eq!(Mod998244353::new(3).pow(4), Mod998244353::new(81));
/// assert_eq!(Mod998244353::new(2).to_string(), "2");
/// ```
///
/// Used by: atcoder-abc298-e, cf-1628d1, local-hard-nim, luogu-p2490, luogu-p5363, luogu-p5675,
/// luogu-p5970.
#[repr(transparent)]
pub struct ModInt<M: Modulus> {
    value: u32,
    modulus: PhantomData<fn() -> M>,
}

impl<M: Modulus> ModInt<M> {
    /// The modulus.
    #[inline]
    pub fn modulus() -> u32 {
        M::modulus()
    }

    /// The residue of `value`.
    #[inline]
    pub fn new(value: u64) -> Self {
        Self::from_reduced((value % u64::from(M::modulus())) as u32)
    }

    #[inline]
    fn from_reduced(value: u32) -> Self {
        ModInt {
            value,
            modulus: PhantomData,
        }
    }

    /// 0.
    #[inline]
    pub fn zero() -> Self {
        Self::from_reduced(0)
    }

    /// 1 (0 when the modulus is 1).
    #[inline]
    pub fn one() -> Self {
        Self::new(1)
    }

    /// The representative in `0..modulus`.
    #[inline]
    pub fn value(self) -> u32 {
        self.value
    }

    /// `self^exponent`, by squaring (`0^0 = 1`).
    pub fn pow(self, mut exponent: u64) -> Self {
        let mut base = self;
        let mut result = Self::one();
        while exponent > 0 {
            if exponent & 1 == 1 {
                result *= base;
            }
            base *= base;
            exponent >>= 1;
        }
        result
    }

    /// The inverse, if `self` is prime to the modulus (every non-zero residue when it is prime).
    pub fn checked_inv(self) -> Option<Self> {
        // Extended Euclid on (value, p), keeping only the coefficient of `value`.
        let p = i64::from(M::modulus());
        let (mut a, mut b) = (i64::from(self.value), p);
        let (mut x, mut y) = (1i64, 0i64);
        while b != 0 {
            let q = a / b;
            (a, b) = (b, a - q * b);
            (x, y) = (y, x - q * y);
        }
        (a == 1 || p == 1).then(|| Self::from(x))
    }

    /// The inverse. Panics if there is none (zero, or not prime to the modulus).
    pub fn inv(self) -> Self {
        match self.checked_inv() {
            Some(inverse) => inverse,
            None => panic!("{} has no inverse modulo {}", self.value, M::modulus()),
        }
    }
}

impl<M: Modulus> Clone for ModInt<M> {
    #[inline]
    fn clone(&self) -> Self {
        *self
    }
}
impl<M: Modulus> Copy for ModInt<M> {}
impl<M: Modulus> PartialEq for ModInt<M> {
    #[inline]
    fn eq(&self, other: &Self) -> bool {
        self.value == other.value
    }
}
impl<M: Modulus> Eq for ModInt<M> {}
impl<M: Modulus> Hash for ModInt<M> {
    fn hash<H: Hasher>(&self, state: &mut H) {
        self.value.hash(state);
    }
}
impl<M: Modulus> Default for ModInt<M> {
    fn default() -> Self {
        Self::zero()
    }
}
impl<M: Modulus> fmt::Display for ModInt<M> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(&self.value, f)
    }
}
impl<M: Modulus> fmt::Debug for ModInt<M> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Debug::fmt(&self.value, f)
    }
}

macro_rules! from_unsigned {
    ($($t:ty),*) => {$(
        impl<M: Modulus> From<$t> for ModInt<M> {
            #[inline]
            fn from(value: $t) -> Self {
                Self::new(value as u64)
            }
        }
    )*};
}
from_unsigned!(u8, u16, u32, u64, usize);

macro_rules! from_signed {
    ($($t:ty),*) => {$(
        impl<M: Modulus> From<$t> for ModInt<M> {
            #[inline]
            fn from(value: $t) -> Self {
                let p = i64::from(M::modulus());
                Self::from_reduced((value as i64).rem_euclid(p) as u32)
            }
        }
    )*};
}
from_signed!(i8, i16, i32, i64, isize);

impl<M: Modulus> Add for ModInt<M> {
    type Output = Self;
    #[inline]
    fn add(self, rhs: Self) -> Self {
        let sum = self.value + rhs.value;
        let p = M::modulus();
        Self::from_reduced(if sum >= p { sum - p } else { sum })
    }
}
impl<M: Modulus> Sub for ModInt<M> {
    type Output = Self;
    #[inline]
    fn sub(self, rhs: Self) -> Self {
        let (difference, borrow) = self.value.overflowing_sub(rhs.value);
        Self::from_reduced(if borrow {
            difference.wrapping_add(M::modulus())
        } else {
            difference
        })
    }
}
impl<M: Modulus> Mul for ModInt<M> {
    type Output = Self;
    #[inline]
    fn mul(self, rhs: Self) -> Self {
        let product = u64::from(self.value) * u64::from(rhs.value);
        Self::from_reduced((product % u64::from(M::modulus())) as u32)
    }
}
impl<M: Modulus> Div for ModInt<M> {
    type Output = Self;
    /// Multiplies by the inverse; panics if `rhs` has none.
    #[allow(clippy::suspicious_arithmetic_impl)]
    fn div(self, rhs: Self) -> Self {
        self * rhs.inv()
    }
}
impl<M: Modulus> Neg for ModInt<M> {
    type Output = Self;
    #[inline]
    fn neg(self) -> Self {
        Self::zero() - self
    }
}

macro_rules! assign {
    ($($trait:ident $method:ident $op:tt),*) => {$(
        impl<M: Modulus> $trait for ModInt<M> {
            #[inline]
            fn $method(&mut self, rhs: Self) {
                *self = *self $op rhs;
            }
        }
    )*};
}
assign!(AddAssign add_assign +, SubAssign sub_assign -, MulAssign mul_assign *, DivAssign div_assign /);

impl<M: Modulus> Sum for ModInt<M> {
    fn sum<I: Iterator<Item = Self>>(iter: I) -> Self {
        iter.fold(Self::zero(), Add::add)
    }
}
impl<'a, M: Modulus> Sum<&'a ModInt<M>> for ModInt<M> {
    fn sum<I: Iterator<Item = &'a Self>>(iter: I) -> Self {
        iter.copied().sum()
    }
}
impl<M: Modulus> Product for ModInt<M> {
    fn product<I: Iterator<Item = Self>>(iter: I) -> Self {
        iter.fold(Self::one(), Mul::mul)
    }
}
impl<'a, M: Modulus> Product<&'a ModInt<M>> for ModInt<M> {
    fn product<I: Iterator<Item = &'a Self>>(iter: I) -> Self {
        iter.copied().product()
    }
}

#[cfg(test)]
#[path = "modint/tests.rs"]
mod tests;
