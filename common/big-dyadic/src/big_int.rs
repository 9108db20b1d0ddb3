//! A signed integer of any size: sign and magnitude, the magnitude in 64-bit words.

use std::cmp::Ordering;
use std::fmt;
use std::ops::{Add, AddAssign, Mul, Neg, Sub, SubAssign};
use std::str::FromStr;

/// A signed integer of any size, for the numerators of [`BigDyadic`](crate::BigDyadic) and for
/// sums past 64 bits. The magnitude is a vector of 64-bit words, least significant first, with
/// no leading zero word, and 0 is never negative, so `==`, `Hash` and `Ord` are those of the
/// integers.
///
/// Costs are in words: `w` = the number of 64-bit words of the larger operand (a value of `b`
/// bits has `ceil(b / 64)` words).
///
/// | operation | cost |
/// | --- | --- |
/// | `+`, `-`, comparison, negation, `abs` | O(w) |
/// | `<<`, `>>` by `k` bits ([`BigInt::shl`], [`BigInt::shr_floor`]) | O(w + k / 64) |
/// | [`BigInt::trailing_zeros`], [`BigInt::bit_len`] | O(w) |
/// | [`BigInt::mul_small`], [`BigInt::div_rem_small`] | O(w) |
/// | `*` (schoolbook) | O(w1 · w2) |
/// | printing in decimal, parsing | O(w^2) |
///
/// # Constraints
/// None beyond memory: a value of `b` bits takes `8 · ceil(b / 64)` bytes.
///
/// # Complexity
/// As in the table above: linear in the words for everything but `*`, printing and parsing.
///
/// # Example
/// ```
/// use cgt_big_dyadic::BigInt;
/// let big = BigInt::from(1i64).shl(100); // 2^100
/// assert_eq!(big.to_string(), "1267650600228229401496703205376");
/// let x: BigInt = "-1267650600228229401496703205377".parse().unwrap();
/// assert_eq!(&big + &x, BigInt::from(-1i64));
/// assert!(x < BigInt::from(0i64));
/// assert_eq!(big.trailing_zeros(), Some(100));
/// assert_eq!(big.shr_floor(98), BigInt::from(4i64));
/// assert_eq!(&big * &big, BigInt::from(1i64).shl(200));
/// ```
///
/// Used by: codechef-gerald08.
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct BigInt {
    negative: bool,
    magnitude: Vec<u64>,
}

/// `a + b` on magnitudes.
fn add_magnitudes(a: &[u64], b: &[u64]) -> Vec<u64> {
    let (long, short) = if a.len() >= b.len() { (a, b) } else { (b, a) };
    let mut sum = Vec::with_capacity(long.len() + 1);
    let mut carry = false;
    for (i, &x) in long.iter().enumerate() {
        let (s, c1) = x.overflowing_add(short.get(i).copied().unwrap_or(0));
        let (s, c2) = s.overflowing_add(carry as u64);
        sum.push(s);
        carry = c1 || c2;
    }
    if carry {
        sum.push(1);
    }
    sum
}

/// `a - b` on magnitudes, `a >= b`.
fn sub_magnitudes(a: &[u64], b: &[u64]) -> Vec<u64> {
    let mut difference = Vec::with_capacity(a.len());
    let mut borrow = false;
    for (i, &x) in a.iter().enumerate() {
        let (d, b1) = x.overflowing_sub(b.get(i).copied().unwrap_or(0));
        let (d, b2) = d.overflowing_sub(borrow as u64);
        difference.push(d);
        borrow = b1 || b2;
    }
    debug_assert!(!borrow, "the larger magnitude comes first");
    trim(&mut difference);
    difference
}

fn compare_magnitudes(a: &[u64], b: &[u64]) -> Ordering {
    a.len()
        .cmp(&b.len())
        .then_with(|| a.iter().rev().cmp(b.iter().rev()))
}

fn trim(words: &mut Vec<u64>) {
    while words.last() == Some(&0) {
        words.pop();
    }
}

impl BigInt {
    /// The integer 0.
    ///
    /// # Constraints
    /// None.
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// ```
    /// use cgt_big_dyadic::BigInt;
    /// assert!(BigInt::zero().is_zero());
    /// ```
    pub fn zero() -> Self {
        BigInt::default()
    }

    /// The integer `sign · magnitude`, the magnitude in 64-bit words, least significant first.
    ///
    /// # Constraints
    /// None.
    ///
    /// # Complexity
    /// O(w).
    ///
    /// # Example
    /// ```
    /// use cgt_big_dyadic::BigInt;
    /// assert_eq!(BigInt::from_words(true, vec![0, 1]), BigInt::from(-1i64).shl(64));
    /// ```
    pub fn from_words(negative: bool, mut magnitude: Vec<u64>) -> Self {
        trim(&mut magnitude);
        let negative = negative && !magnitude.is_empty();
        BigInt {
            negative,
            magnitude,
        }
    }

    /// The magnitude in 64-bit words, least significant first (empty for 0).
    ///
    /// # Constraints
    /// None.
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// ```
    /// use cgt_big_dyadic::BigInt;
    /// assert_eq!(BigInt::from(-5i64).words(), [5]);
    /// ```
    pub fn words(&self) -> &[u64] {
        &self.magnitude
    }

    /// Whether the integer is 0.
    ///
    /// # Constraints
    /// None.
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// ```
    /// use cgt_big_dyadic::BigInt;
    /// assert!(!BigInt::from(3i64).is_zero());
    /// ```
    pub fn is_zero(&self) -> bool {
        self.magnitude.is_empty()
    }

    /// Whether the integer is below 0.
    ///
    /// # Constraints
    /// None.
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// ```
    /// use cgt_big_dyadic::BigInt;
    /// assert!(BigInt::from(-3i64).is_negative());
    /// ```
    pub fn is_negative(&self) -> bool {
        self.negative
    }

    /// The sign: `Less` below 0, `Equal` at 0, `Greater` above.
    ///
    /// # Constraints
    /// None.
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// ```
    /// use cgt_big_dyadic::BigInt;
    /// use std::cmp::Ordering;
    /// assert_eq!(BigInt::from(-3i64).sign(), Ordering::Less);
    /// ```
    pub fn sign(&self) -> Ordering {
        match (self.negative, self.is_zero()) {
            (true, _) => Ordering::Less,
            (false, true) => Ordering::Equal,
            (false, false) => Ordering::Greater,
        }
    }

    /// The absolute value.
    ///
    /// # Constraints
    /// None.
    ///
    /// # Complexity
    /// O(w).
    ///
    /// # Example
    /// ```
    /// use cgt_big_dyadic::BigInt;
    /// assert_eq!(BigInt::from(-3i64).abs(), BigInt::from(3i64));
    /// ```
    pub fn abs(&self) -> BigInt {
        BigInt::from_words(false, self.magnitude.clone())
    }

    /// The number of bits of the magnitude (0 for 0): `|self| < 2^bit_len`.
    ///
    /// # Constraints
    /// None.
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// ```
    /// use cgt_big_dyadic::BigInt;
    /// assert_eq!(BigInt::from(-8i64).bit_len(), 4);
    /// assert_eq!(BigInt::zero().bit_len(), 0);
    /// ```
    pub fn bit_len(&self) -> u64 {
        match self.magnitude.last() {
            None => 0,
            Some(&top) => 64 * self.magnitude.len() as u64 - top.leading_zeros() as u64,
        }
    }

    /// The number of trailing zero bits (the exponent of 2 in the integer), `None` for 0.
    ///
    /// # Constraints
    /// None.
    ///
    /// # Complexity
    /// O(w).
    ///
    /// # Example
    /// ```
    /// use cgt_big_dyadic::BigInt;
    /// assert_eq!(BigInt::from(-12i64).trailing_zeros(), Some(2));
    /// assert_eq!(BigInt::zero().trailing_zeros(), None);
    /// ```
    pub fn trailing_zeros(&self) -> Option<u64> {
        let i = self.magnitude.iter().position(|&w| w != 0)?;
        Some(64 * i as u64 + self.magnitude[i].trailing_zeros() as u64)
    }

    /// Bit `i` of the magnitude.
    ///
    /// # Constraints
    /// None.
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// ```
    /// use cgt_big_dyadic::BigInt;
    /// assert!(BigInt::from(-5i64).magnitude_bit(2));
    /// assert!(!BigInt::from(5i64).magnitude_bit(1));
    /// ```
    pub fn magnitude_bit(&self, i: u64) -> bool {
        let word = self.magnitude.get((i / 64) as usize).copied().unwrap_or(0);
        word >> (i % 64) & 1 == 1
    }

    /// `self · 2^k`.
    ///
    /// # Constraints
    /// None.
    ///
    /// # Complexity
    /// O(w + k / 64).
    ///
    /// # Example
    /// ```
    /// use cgt_big_dyadic::BigInt;
    /// assert_eq!(BigInt::from(-3i64).shl(70).shr_floor(70), BigInt::from(-3i64));
    /// ```
    pub fn shl(&self, k: u64) -> BigInt {
        if self.is_zero() {
            return BigInt::zero();
        }
        let (words, bits) = ((k / 64) as usize, (k % 64) as u32);
        let mut magnitude = vec![0u64; words];
        if bits == 0 {
            magnitude.extend_from_slice(&self.magnitude);
        } else {
            let mut carry = 0u64;
            for &w in &self.magnitude {
                magnitude.push(w << bits | carry);
                carry = w >> (64 - bits);
            }
            magnitude.push(carry);
        }
        BigInt::from_words(self.negative, magnitude)
    }

    /// `floor(self / 2^k)`: an arithmetic shift right, rounding towards minus infinity.
    ///
    /// # Constraints
    /// None.
    ///
    /// # Complexity
    /// O(w).
    ///
    /// # Example
    /// ```
    /// use cgt_big_dyadic::BigInt;
    /// assert_eq!(BigInt::from(7i64).shr_floor(1), BigInt::from(3i64));
    /// assert_eq!(BigInt::from(-7i64).shr_floor(1), BigInt::from(-4i64));
    /// assert_eq!(BigInt::from(-7i64).shr_floor(500), BigInt::from(-1i64));
    /// ```
    pub fn shr_floor(&self, k: u64) -> BigInt {
        let truncated = self.shr_magnitude(k);
        if self.negative && self.trailing_zeros().is_some_and(|t| t < k) {
            // Some bit shifted out was 1: truncation went towards 0, one step too high.
            &truncated - &BigInt::from(1i64)
        } else {
            truncated
        }
    }

    /// `self / 2^k` rounded towards 0.
    fn shr_magnitude(&self, k: u64) -> BigInt {
        let (words, bits) = ((k / 64) as usize, (k % 64) as u32);
        if words >= self.magnitude.len() {
            return BigInt::zero();
        }
        let rest = &self.magnitude[words..];
        let magnitude = if bits == 0 {
            rest.to_vec()
        } else {
            (0..rest.len())
                .map(|i| rest[i] >> bits | rest.get(i + 1).map_or(0, |&next| next << (64 - bits)))
                .collect()
        };
        BigInt::from_words(self.negative, magnitude)
    }

    /// `self · factor` for a word `factor`.
    ///
    /// # Constraints
    /// None.
    ///
    /// # Complexity
    /// O(w).
    ///
    /// # Example
    /// ```
    /// use cgt_big_dyadic::BigInt;
    /// assert_eq!(BigInt::from(-6i64).mul_small(7), BigInt::from(-42i64));
    /// ```
    pub fn mul_small(&self, factor: u64) -> BigInt {
        let mut carry = 0u128;
        let mut magnitude = Vec::with_capacity(self.magnitude.len() + 1);
        for &w in &self.magnitude {
            let product = w as u128 * factor as u128 + carry;
            magnitude.push(product as u64);
            carry = product >> 64;
        }
        magnitude.push(carry as u64);
        BigInt::from_words(self.negative, magnitude)
    }

    /// `(q, r)` with `|self| = q · divisor + r`, `0 <= r < divisor`, and `q` of the sign of
    /// `self` (division of the magnitude, rounding towards 0).
    ///
    /// # Constraints
    /// `divisor > 0`.
    ///
    /// # Complexity
    /// O(w).
    ///
    /// # Example
    /// ```
    /// use cgt_big_dyadic::BigInt;
    /// assert_eq!(BigInt::from(-43i64).div_rem_small(7), (BigInt::from(-6i64), 1));
    /// ```
    pub fn div_rem_small(&self, divisor: u64) -> (BigInt, u64) {
        assert!(divisor > 0, "division by 0");
        let mut remainder = 0u128;
        let mut quotient = vec![0u64; self.magnitude.len()];
        for i in (0..self.magnitude.len()).rev() {
            let current = remainder << 64 | self.magnitude[i] as u128;
            quotient[i] = (current / divisor as u128) as u64;
            remainder = current % divisor as u128;
        }
        (
            BigInt::from_words(self.negative, quotient),
            remainder as u64,
        )
    }

    /// The value as an `i64`, if it fits.
    ///
    /// # Constraints
    /// None.
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// ```
    /// use cgt_big_dyadic::BigInt;
    /// assert_eq!(BigInt::from(i64::MIN).to_i64(), Some(i64::MIN));
    /// assert_eq!(BigInt::from(1i64).shl(63).to_i64(), None);
    /// ```
    pub fn to_i64(&self) -> Option<i64> {
        let value = self.to_i128()?;
        i64::try_from(value).ok()
    }

    /// The value as an `i128`, if it fits.
    ///
    /// # Constraints
    /// None.
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// ```
    /// use cgt_big_dyadic::BigInt;
    /// assert_eq!(BigInt::from(-1i64).shl(100).to_i128(), Some(-(1i128 << 100)));
    /// ```
    pub fn to_i128(&self) -> Option<i128> {
        if self.magnitude.len() > 2 {
            return None;
        }
        let low = self.magnitude.first().copied().unwrap_or(0) as u128;
        let high = self.magnitude.get(1).copied().unwrap_or(0) as u128;
        let magnitude = high << 64 | low;
        if self.negative {
            (magnitude <= 1u128 << 127).then(|| (magnitude as i128).wrapping_neg())
        } else {
            i128::try_from(magnitude).ok()
        }
    }
}

impl From<i64> for BigInt {
    fn from(value: i64) -> Self {
        BigInt::from(value as i128)
    }
}

impl From<u64> for BigInt {
    fn from(value: u64) -> Self {
        BigInt::from_words(false, vec![value])
    }
}

impl From<i128> for BigInt {
    fn from(value: i128) -> Self {
        let magnitude = value.unsigned_abs();
        BigInt::from_words(value < 0, vec![magnitude as u64, (magnitude >> 64) as u64])
    }
}

impl Neg for &BigInt {
    type Output = BigInt;

    fn neg(self) -> BigInt {
        BigInt::from_words(!self.negative, self.magnitude.clone())
    }
}

impl Neg for BigInt {
    type Output = BigInt;

    fn neg(self) -> BigInt {
        BigInt::from_words(!self.negative, self.magnitude)
    }
}

impl Add for &BigInt {
    type Output = BigInt;

    fn add(self, other: &BigInt) -> BigInt {
        if self.negative == other.negative {
            return BigInt::from_words(
                self.negative,
                add_magnitudes(&self.magnitude, &other.magnitude),
            );
        }
        match compare_magnitudes(&self.magnitude, &other.magnitude) {
            Ordering::Equal => BigInt::zero(),
            Ordering::Greater => BigInt::from_words(
                self.negative,
                sub_magnitudes(&self.magnitude, &other.magnitude),
            ),
            Ordering::Less => BigInt::from_words(
                other.negative,
                sub_magnitudes(&other.magnitude, &self.magnitude),
            ),
        }
    }
}

impl Sub for &BigInt {
    type Output = BigInt;

    fn sub(self, other: &BigInt) -> BigInt {
        self + &-other
    }
}

impl Add for BigInt {
    type Output = BigInt;

    fn add(self, other: BigInt) -> BigInt {
        &self + &other
    }
}

impl Sub for BigInt {
    type Output = BigInt;

    fn sub(self, other: BigInt) -> BigInt {
        &self - &other
    }
}

impl AddAssign<&BigInt> for BigInt {
    fn add_assign(&mut self, other: &BigInt) {
        *self = &*self + other;
    }
}

impl SubAssign<&BigInt> for BigInt {
    fn sub_assign(&mut self, other: &BigInt) {
        *self = &*self - other;
    }
}

impl Mul for &BigInt {
    type Output = BigInt;

    fn mul(self, other: &BigInt) -> BigInt {
        let mut product = vec![0u64; self.magnitude.len() + other.magnitude.len()];
        for (i, &a) in self.magnitude.iter().enumerate() {
            let mut carry = 0u128;
            for (j, &b) in other.magnitude.iter().enumerate() {
                let t = a as u128 * b as u128 + product[i + j] as u128 + carry;
                product[i + j] = t as u64;
                carry = t >> 64;
            }
            product[i + other.magnitude.len()] = carry as u64;
        }
        BigInt::from_words(self.negative != other.negative, product)
    }
}

impl Ord for BigInt {
    fn cmp(&self, other: &BigInt) -> Ordering {
        match (self.negative, other.negative) {
            (false, true) => Ordering::Greater,
            (true, false) => Ordering::Less,
            (false, false) => compare_magnitudes(&self.magnitude, &other.magnitude),
            (true, true) => compare_magnitudes(&other.magnitude, &self.magnitude),
        }
    }
}

impl PartialOrd for BigInt {
    fn partial_cmp(&self, other: &BigInt) -> Option<Ordering> {
        Some(self.cmp(other))
    }
}

/// The largest power of 10 in a word, for printing 19 digits at a time.
const TEN_19: u64 = 10_000_000_000_000_000_000;

impl fmt::Display for BigInt {
    /// In decimal, with a `-` below 0.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.is_zero() {
            return write!(f, "0");
        }
        let mut chunks = Vec::new();
        let mut rest = self.abs();
        while !rest.is_zero() {
            let (q, r) = rest.div_rem_small(TEN_19);
            chunks.push(r);
            rest = q;
        }
        let mut text = String::new();
        if self.negative {
            text.push('-');
        }
        text.push_str(&chunks.pop().expect("a nonzero value").to_string());
        for chunk in chunks.iter().rev() {
            text.push_str(&format!("{chunk:019}"));
        }
        f.pad(&text)
    }
}

/// A string that is not an integer in decimal.
///
/// # Constraints
/// None: the parse of [`BigInt`] returns it for any string that is not an optional `-` or `+`
/// followed by one or more ASCII decimal digits (an empty string, a lone sign, spaces, a `.`).
///
/// # Complexity
/// Plain data (a unit struct).
///
/// # Example
/// ```
/// use cgt_big_dyadic::{BigInt, ParseBigIntError};
/// assert_eq!("12a".parse::<BigInt>(), Err(ParseBigIntError));
/// assert_eq!("-".parse::<BigInt>(), Err(ParseBigIntError));
/// assert_eq!("".parse::<BigInt>(), Err(ParseBigIntError));
/// assert_eq!(ParseBigIntError.to_string(), "not an integer in decimal");
/// assert_eq!("+42".parse::<BigInt>(), Ok(BigInt::from(42i64)));
/// ```
///
/// Used by: codechef-gerald08.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ParseBigIntError;

impl fmt::Display for ParseBigIntError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "not an integer in decimal")
    }
}

impl FromStr for BigInt {
    type Err = ParseBigIntError;

    /// An optional `-` or `+` and one or more decimal digits.
    fn from_str(text: &str) -> Result<Self, ParseBigIntError> {
        let (negative, digits) = match text.as_bytes().first() {
            Some(b'-') => (true, &text[1..]),
            Some(b'+') => (false, &text[1..]),
            _ => (false, text),
        };
        if digits.is_empty() || !digits.bytes().all(|b| b.is_ascii_digit()) {
            return Err(ParseBigIntError);
        }
        let mut value = BigInt::zero();
        for chunk in digits.as_bytes().chunks(18) {
            let part: u64 = std::str::from_utf8(chunk)
                .expect("ASCII digits")
                .parse()
                .expect("at most 18 digits");
            value = &value.mul_small(10u64.pow(chunk.len() as u32)) + &BigInt::from(part);
        }
        Ok(if negative { -value } else { value })
    }
}

#[cfg(test)]
#[path = "big_int/tests.rs"]
mod tests;
