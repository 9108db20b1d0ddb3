//! Exact dyadic rationals and the outcome class of a number.

use std::cmp::Ordering;
use std::fmt;
use std::iter::Sum;
use std::ops::{Add, AddAssign, Neg, Sub};

/// The largest power of two allowed in a denominator.
const MAX_EXPONENT: u32 = 62;

/// A dyadic rational `numerator / 2^exponent`, kept normalised (the numerator is odd, or the
/// exponent is 0), so equal values have equal representations and `==`, `Hash` and `Ord` are
/// those of the rationals.
///
/// # Constraints
/// The exponent is at most 62 and every result of an operation fits `numerator` in an `i64`
/// once brought to the larger denominator; an operation that would leave that range panics
/// rather than round.
///
/// # Complexity
/// Plain data (16 bytes); `new`, `+`, `-`, the comparison, `floor`, `ceil` and `outcome` are
/// O(1).
///
/// # Example
/// ```
/// use cgt_partizan::Dyadic;
/// let half = Dyadic::new(1, 1);
/// let quarter = Dyadic::new(2, 3); // 2/8, normalised to 1/4
/// assert_eq!(quarter, Dyadic::new(1, 2));
/// assert_eq!(half + quarter, Dyadic::new(3, 2));
/// assert_eq!((half - Dyadic::integer(1)).to_string(), "-1/2");
/// assert!(quarter < half);
/// ```
///
/// Used by: atcoder-abc229-h, atcoder-nikkei2019-qual-c, codechef-gerald08, luogu-p4643.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Dyadic {
    numerator: i64,
    exponent: u32,
}

/// Who wins a game, by its outcome class.
///
/// # Constraints
/// None: plain data.
///
/// # Complexity
/// Plain data; its methods are O(1).
///
/// # Example
/// ```
/// use cgt_partizan::{Dyadic, Outcome};
/// // 1/2 > 0: Left wins whoever starts.
/// let half = Dyadic::new(1, 1).outcome();
/// assert_eq!(half, Outcome::Left);
/// assert!(half.left_wins_moving_first() && !half.right_wins_moving_first());
/// // 0: whoever must move first loses.
/// assert_eq!(Dyadic::ZERO.outcome(), Outcome::Second);
/// assert!(!Outcome::Second.left_wins_moving_first());
/// ```
///
/// Used by: atcoder-abc229-h, atcoder-nikkei2019-qual-c, codechef-gerald08, luogu-p4643.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Outcome {
    /// Class L: Left wins whoever moves first (the positive numbers).
    Left,
    /// Class R: Right wins whoever moves first (the negative numbers).
    Right,
    /// Class P: the player to move loses (the game 0, among numbers).
    Second,
    /// Class N: the player to move wins. No number is in this class (`*`, `{1 | -1}` are).
    First,
}

impl Outcome {
    /// Whether Left wins when Left moves first (classes L and N).
    ///
    /// # Constraints
    /// None.
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// ```
    /// use cgt_partizan::Outcome;
    /// assert!(Outcome::First.left_wins_moving_first());
    /// assert!(!Outcome::Second.left_wins_moving_first());
    /// ```
    pub fn left_wins_moving_first(self) -> bool {
        matches!(self, Outcome::Left | Outcome::First)
    }

    /// Whether Right wins when Right moves first (classes R and N).
    ///
    /// # Constraints
    /// None.
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// ```
    /// use cgt_partizan::Outcome;
    /// assert!(Outcome::Right.right_wins_moving_first());
    /// assert!(!Outcome::Left.right_wins_moving_first());
    /// ```
    pub fn right_wins_moving_first(self) -> bool {
        matches!(self, Outcome::Right | Outcome::First)
    }
}

impl Dyadic {
    /// The number 0.
    pub const ZERO: Dyadic = Dyadic {
        numerator: 0,
        exponent: 0,
    };

    /// `numerator / 2^exponent`, normalised.
    ///
    /// # Constraints
    /// `exponent <= 62`.
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// ```
    /// use cgt_partizan::Dyadic;
    /// assert_eq!(Dyadic::new(6, 2), Dyadic::new(3, 1));
    /// assert_eq!(Dyadic::new(0, 5), Dyadic::ZERO);
    /// ```
    pub fn new(numerator: i64, exponent: u32) -> Self {
        assert!(
            exponent <= MAX_EXPONENT,
            "denominator 2^{exponent} is too large"
        );
        if numerator == 0 {
            return Dyadic::ZERO;
        }
        let shift = numerator.trailing_zeros().min(exponent);
        Dyadic {
            numerator: numerator >> shift,
            exponent: exponent - shift,
        }
    }

    /// The integer `n`.
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// ```
    /// use cgt_partizan::Dyadic;
    /// assert_eq!(Dyadic::integer(-3).to_string(), "-3");
    /// ```
    pub fn integer(n: i64) -> Self {
        Dyadic {
            numerator: n,
            exponent: 0,
        }
    }

    /// The numerator of the normalised fraction (odd unless the value is an integer).
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// ```
    /// use cgt_partizan::Dyadic;
    /// assert_eq!(Dyadic::new(12, 3).numerator(), 3);
    /// ```
    pub fn numerator(self) -> i64 {
        self.numerator
    }

    /// `k` such that the normalised denominator is `2^k` (0 for an integer).
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// ```
    /// use cgt_partizan::Dyadic;
    /// assert_eq!(Dyadic::new(12, 3).exponent(), 1);
    /// ```
    pub fn exponent(self) -> u32 {
        self.exponent
    }

    /// The greatest integer `<= self`.
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// ```
    /// use cgt_partizan::Dyadic;
    /// assert_eq!(Dyadic::new(-1, 1).floor(), -1);
    /// assert_eq!(Dyadic::new(5, 2).floor(), 1);
    /// ```
    pub fn floor(self) -> i64 {
        // An arithmetic shift rounds towards minus infinity.
        self.numerator >> self.exponent
    }

    /// The least integer `>= self`.
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// ```
    /// use cgt_partizan::Dyadic;
    /// assert_eq!(Dyadic::new(-1, 1).ceil(), 0);
    /// assert_eq!(Dyadic::integer(2).ceil(), 2);
    /// ```
    pub fn ceil(self) -> i64 {
        -((-self.numerator) >> self.exponent)
    }

    /// The outcome class of a game whose value is this number: positive numbers are wins for
    /// Left, negative ones for Right, and 0 for the second player. Never [`Outcome::First`].
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// ```
    /// use cgt_partizan::{Dyadic, Outcome};
    /// assert_eq!(Dyadic::new(1, 7).outcome(), Outcome::Left);
    /// assert_eq!(Dyadic::integer(-2).outcome(), Outcome::Right);
    /// assert_eq!(Dyadic::ZERO.outcome(), Outcome::Second);
    /// ```
    pub fn outcome(self) -> Outcome {
        match self.numerator.cmp(&0) {
            Ordering::Greater => Outcome::Left,
            Ordering::Less => Outcome::Right,
            Ordering::Equal => Outcome::Second,
        }
    }

    /// The numerator over the denominator `2^exponent` (at least the own exponent), widened.
    pub(crate) fn scaled(self, exponent: u32) -> i128 {
        (self.numerator as i128) << (exponent - self.exponent)
    }
}

impl Add for Dyadic {
    type Output = Dyadic;

    fn add(self, other: Dyadic) -> Dyadic {
        let exponent = self.exponent.max(other.exponent);
        let sum = self.scaled(exponent) + other.scaled(exponent);
        let numerator = i64::try_from(sum).expect("dyadic sum out of the i64 range");
        Dyadic::new(numerator, exponent)
    }
}

impl AddAssign for Dyadic {
    fn add_assign(&mut self, other: Dyadic) {
        *self = *self + other;
    }
}

impl Neg for Dyadic {
    type Output = Dyadic;

    fn neg(self) -> Dyadic {
        Dyadic {
            numerator: self.numerator.checked_neg().expect("dyadic out of range"),
            exponent: self.exponent,
        }
    }
}

impl Sub for Dyadic {
    type Output = Dyadic;

    fn sub(self, other: Dyadic) -> Dyadic {
        self + -other
    }
}

impl Sum for Dyadic {
    fn sum<I: Iterator<Item = Dyadic>>(values: I) -> Dyadic {
        values.fold(Dyadic::ZERO, Add::add)
    }
}

impl Ord for Dyadic {
    fn cmp(&self, other: &Dyadic) -> Ordering {
        let exponent = self.exponent.max(other.exponent);
        self.scaled(exponent).cmp(&other.scaled(exponent))
    }
}

impl PartialOrd for Dyadic {
    fn partial_cmp(&self, other: &Dyadic) -> Option<Ordering> {
        Some(self.cmp(other))
    }
}

impl fmt::Display for Dyadic {
    /// `n` for an integer, `m/d` otherwise (`-3/4`).
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.exponent == 0 {
            write!(f, "{}", self.numerator)
        } else {
            write!(f, "{}/{}", self.numerator, 1u64 << self.exponent)
        }
    }
}

#[cfg(test)]
#[path = "dyadic/tests.rs"]
mod tests;
