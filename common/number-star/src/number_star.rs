//! Numbers plus nimbers: the values `x + *n`, their sums, outcomes, and the value of a game
//! `{L | R}` whose options are such values.

use cgt_partizan::{simplest_between, Dyadic, Outcome};
use std::cmp::Ordering;
use std::fmt;
use std::iter::Sum;
use std::ops::{Add, AddAssign, Neg, Sub};

/// The value `number + *star`: a dyadic rational plus a nimber, written `x*n` (`3/2*`, `-1/4*3`,
/// `0`, `*`, `*2`).
///
/// Sums add the numbers and XOR the nimbers (`*a + *b = *(a XOR b)`), `-(x + *n) = -x + *n`
/// (a nimber is its own negative), and two values are equal exactly when both parts are. The
/// order is the order of games, which is partial: `x + *a >= y + *b` iff `x > y`, or `x = y`
/// and `a = b`. So `1/2* > 0` and `-1* < 0`, but `*` and `0`, or `*` and `*2`, are incomparable
/// (`partial_cmp` gives `None`; their difference is a nonzero nimber, a first-player win).
///
/// # Constraints
/// The arithmetic of the numbers is that of [`Dyadic`] (it panics out of its range).
///
/// # Complexity
/// Plain data; `new`, `outcome`, `+`, `-`, `==` and the comparison are O(1).
///
/// # Example
/// ```
/// use cgt_number_star::{Dyadic, NumberStar, Outcome};
/// let half_star = NumberStar::new(Dyadic::new(1, 1), 1);
/// let star2 = NumberStar::new(Dyadic::ZERO, 2);
/// assert_eq!((half_star + half_star).to_string(), "1");
/// assert_eq!((half_star + star2).to_string(), "1/2*3");
/// assert_eq!((-half_star).to_string(), "-1/2*");
/// assert_eq!(star2.outcome(), Outcome::First);
/// assert!(half_star > NumberStar::ZERO);
/// assert_eq!(star2.partial_cmp(&NumberStar::ZERO), None);
/// ```
///
/// atcoder-abc229-h needs numbers only (`cgt-partizan`).
///
/// Used by: no judge problem yet.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct NumberStar {
    /// The number part `x`.
    pub number: Dyadic,
    /// The nimber part: `n` for `*n`.
    pub star: u32,
}

impl NumberStar {
    /// The game 0.
    pub const ZERO: NumberStar = NumberStar {
        number: Dyadic::ZERO,
        star: 0,
    };

    /// `number + *star`.
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// ```
    /// use cgt_number_star::{Dyadic, NumberStar};
    /// assert_eq!(NumberStar::new(Dyadic::integer(-2), 1).to_string(), "-2*");
    /// assert_eq!(NumberStar::new(Dyadic::ZERO, 0), NumberStar::ZERO);
    /// ```
    pub fn new(number: Dyadic, star: u32) -> Self {
        NumberStar { number, star }
    }

    /// The outcome class: decided by the number part unless it is 0, and then by the nimber
    /// (`0` is a second-player win, `*n` with `n >= 1` a first-player win).
    ///
    /// | value | outcome |
    /// | --- | --- |
    /// | `x + *n`, `x > 0` | [`Outcome::Left`] |
    /// | `x + *n`, `x < 0` | [`Outcome::Right`] |
    /// | `0` | [`Outcome::Second`] |
    /// | `*n`, `n >= 1` | [`Outcome::First`] |
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// ```
    /// use cgt_number_star::{Dyadic, NumberStar, Outcome};
    /// let tiny = Dyadic::new(1, 10);
    /// assert_eq!(NumberStar::new(tiny, 5).outcome(), Outcome::Left);
    /// assert_eq!(NumberStar::new(-tiny, 1).outcome(), Outcome::Right);
    /// assert_eq!(NumberStar::new(Dyadic::ZERO, 3).outcome(), Outcome::First);
    /// assert_eq!(NumberStar::ZERO.outcome(), Outcome::Second);
    /// ```
    pub fn outcome(self) -> Outcome {
        match (self.number.outcome(), self.star) {
            (Outcome::Second, 1..) => Outcome::First,
            (outcome, _) => outcome,
        }
    }
}

impl From<Dyadic> for NumberStar {
    fn from(number: Dyadic) -> Self {
        NumberStar { number, star: 0 }
    }
}

impl Add for NumberStar {
    type Output = NumberStar;

    fn add(self, other: NumberStar) -> NumberStar {
        NumberStar {
            number: self.number + other.number,
            star: self.star ^ other.star,
        }
    }
}

impl AddAssign for NumberStar {
    fn add_assign(&mut self, other: NumberStar) {
        *self = *self + other;
    }
}

impl Neg for NumberStar {
    type Output = NumberStar;

    fn neg(self) -> NumberStar {
        NumberStar {
            number: -self.number,
            star: self.star,
        }
    }
}

impl Sub for NumberStar {
    type Output = NumberStar;

    fn sub(self, other: NumberStar) -> NumberStar {
        self + -other
    }
}

impl Sum for NumberStar {
    fn sum<I: Iterator<Item = NumberStar>>(values: I) -> NumberStar {
        values.fold(NumberStar::ZERO, Add::add)
    }
}

impl PartialOrd for NumberStar {
    /// The order of games: `x + *a - (y + *b) = (x - y) + *(a XOR b)` is positive when `x > y`,
    /// negative when `x < y`, zero when equal, and otherwise a nonzero nimber, incomparable to 0.
    fn partial_cmp(&self, other: &NumberStar) -> Option<Ordering> {
        match self.number.cmp(&other.number) {
            Ordering::Equal if self.star != other.star => None,
            order => Some(order),
        }
    }
}

impl fmt::Display for NumberStar {
    /// The number unless it is 0 with a star, then `*` for `*1` and `*n` otherwise: `3/2*`,
    /// `-1/4*3`, `0`, `*`, `*2`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.star == 0 || self.number != Dyadic::ZERO {
            write!(f, "{}", self.number)?;
        }
        match self.star {
            0 => Ok(()),
            1 => write!(f, "*"),
            n => write!(f, "*{n}"),
        }
    }
}

/// The day on which a number is born: `|n|` for an integer, `floor(|x|) + 1 + k` for
/// `x = m / 2^k` with `m` odd (`1/2` and `2` are born on day 2, `3/4` and `3/2` on day 3).
fn birthday(x: Dyadic) -> u64 {
    let whole = x.numerator().unsigned_abs() >> x.exponent();
    match x.exponent() {
        0 => whole,
        k => whole + 1 + u64::from(k),
    }
}

/// The value of the game `{left | right}` whose options have the values `left` (Left's options)
/// and `right` (Right's), when it is a number plus a nimber; `None` when it is not.
///
/// Write the options `a_i + *n_i` (Left) and `b_j + *m_j` (Right).
///
/// 1. **A number** (Conway's simplicity theorem): the numbers `z` with every Left option `⧏ z`
///    (not `>= z`: `a_i < z`, or `a_i = z` with `n_i != 0`) and every Right option `⧐ z` form
///    an interval from `max a_i` to `min b_j`, closed at an end where every option of that
///    side with that number part carries a star. When it is not empty, the game is its
///    simplest number (the one born first): `{0 | 1} = 1/2`, `{* | *} = 0`, `{0, * | 1} = 1/2`,
///    `{ | *} = 0`, and at a closed end `{1/2* | 1} = 1/2`.
/// 2. **Otherwise** the game is no number, and by number translation it is `x + *k` only if
///    both stops are `x`: `max a_i = min b_j = x`. Options with other number parts are then
///    dominated; let `P` and `Q` be the nimbers of Left's and Right's options at `x`. Comparing
///    `{*P | *Q}` with `*j` for `j = 0, 1, ...` shows that it equals a nimber iff
///    `k = mex(P ∩ Q)` is in neither `P` nor `Q`, and then it is `*k`:
///    - `{x | x} = x*`, `{x, x* | x, x*} = x*2`, and generally `{x + *0..*(n-1) | the same} = x*n`;
///    - `{0, *2 | 0} = *` (the option `*2` reverses through `*`);
///    - `{0, * | 0} = ↑*` (`k = 1` is in `P`), `{0 | *} = ↑` (`k = 0` is in `P`) and
///      `{1 | 0}` (hot: stops 1 and 0) are not numbers plus nimbers: `None`.
///
/// # Constraints
/// The simplest number strictly between the largest number part in `left` and the smallest in
/// `right` is computed in every case, by [`cgt_partizan::simplest_between`], and must be a
/// [`Dyadic`]: a denominator above `2^62` (`{0 | 1/2^62}` would be `1/2^63`) or a numerator out
/// of `i64` panics, and a Left number part `i64::MAX` with no Right option, or a Right one
/// `i64::MIN` with no Left option, overflows (a panic in a debug build). Otherwise none: any
/// options, and either side may be empty.
///
/// # Complexity
/// O(|left| + |right| + k) for the denominator `2^k` of a number answer.
///
/// # Example
/// ```
/// use cgt_number_star::{number_star_value, Dyadic, NumberStar};
/// let v = |m, k, s| NumberStar::new(Dyadic::new(m, k), s);
/// let (zero, star, one) = (v(0, 0, 0), v(0, 0, 1), v(1, 0, 0));
/// assert_eq!(number_star_value(&[zero], &[one]), Some(v(1, 1, 0))); // {0 | 1} = 1/2
/// assert_eq!(number_star_value(&[one], &[one]), Some(v(1, 0, 1))); // {1 | 1} = 1*
/// assert_eq!(number_star_value(&[zero, star], &[zero, star]), Some(v(0, 0, 2)));
/// assert_eq!(number_star_value(&[star], &[star]), Some(zero));
/// assert_eq!(number_star_value(&[zero, v(0, 0, 2)], &[zero]), Some(star));
/// assert_eq!(number_star_value(&[zero, star], &[zero]), None); // ↑*
/// assert_eq!(number_star_value(&[one], &[zero]), None); // hot
/// ```
///
/// Used by: no judge problem yet.
pub fn number_star_value(left: &[NumberStar], right: &[NumberStar]) -> Option<NumberStar> {
    let low = left.iter().map(|o| o.number).max();
    let high = right.iter().map(|o| o.number).min();
    let fits = |z: Dyadic| {
        let z = NumberStar::from(z);
        left.iter()
            .all(|o| !matches!(o.partial_cmp(&z), Some(Ordering::Greater | Ordering::Equal)))
            && right
                .iter()
                .all(|o| !matches!(o.partial_cmp(&z), Some(Ordering::Less | Ordering::Equal)))
    };
    let simplest = [simplest_between(low, high), low, high]
        .into_iter()
        .flatten()
        .filter(|&z| fits(z))
        .min_by_key(|&z| birthday(z));
    if let Some(z) = simplest {
        return Some(z.into());
    }
    // Not a number. By number translation G - x = {G^L - x | G^R - x}, and G = x + *k needs
    // both stops at x; then H = G - x = {*P | *Q} once the dominated options (number part below
    // x for Left, above x for Right) are gone. From the definition of <=,
    //   H >= *j  iff  j is not in Q and H <= *i for no i < j,
    //   H <= *j  iff  j is not in P and H >= *i for no i < j,
    // so both fail below k = mex(P ∩ Q), one of them holds at k (k is missing from P or from
    // Q), and H = *k iff both do (k in neither); past k one side is closed for good.
    let x = low.filter(|&x| Some(x) == high)?;
    // Which nimbers Left (bit 1) and Right (bit 2) reach at number x; the mex of the common
    // ones is at most min(|left|, |right|), so nimbers beyond |left| + |right| do not matter.
    let mut seen = vec![0u8; left.len() + right.len() + 1];
    for (side, bit) in [(left, 1), (right, 2)] {
        for o in side.iter().filter(|o| o.number == x) {
            if let Some(s) = seen.get_mut(o.star as usize) {
                *s |= bit;
            }
        }
    }
    let k = seen
        .iter()
        .position(|&s| s != 3)
        .expect("more slots than common nimbers");
    (seen[k] == 0).then_some(NumberStar::new(x, k as u32))
}
