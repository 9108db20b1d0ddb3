//! Switches, and the mean and temperature of games whose options are numbers.

use cgt_partizan::{number_value, Dyadic};

/// The switch `{left | right}`: one move, by either player, ends it; Left's move leaves the
/// number `left`, Right's the number `right`. With `left > right` it is hot (`±` a temperature
/// around its mean); `left = right` is `left + *`; `left < right` is a number, but in a game
/// where every switch must be played out (a score game) it is still a move to make.
///
/// Integers here; a problem with halves works in doubled units (see [`split_edge_weights`](crate::split_edge_weights)).
///
/// # Constraints
/// `left + right` and `left - right` fit in an `i64`.
///
/// # Complexity
/// O(1) for every method.
///
/// # Example
/// ```
/// use cgt_hot::{Dyadic, Switch};
/// let s = Switch { left: 5, right: -2 };
/// assert_eq!(s.heat(), 7);
/// assert_eq!(s.mean(), Dyadic::new(3, 1)); // 3/2
/// assert_eq!(s.temperature(), Dyadic::new(7, 1)); // 7/2
/// ```
///
/// Used by: atcoder-nikkei2019-qual-c, luogu-p4643.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Switch {
    /// The number Left's move leaves.
    pub left: i64,
    /// The number Right's move leaves.
    pub right: i64,
}

impl Switch {
    /// `left - right`: twice the temperature, the order in which switches are played (hottest
    /// first).
    ///
    /// # Constraints
    /// None.
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// ```
    /// use cgt_hot::Switch;
    /// assert_eq!(Switch { left: 3, right: 4 }.heat(), -1);
    /// ```
    pub fn heat(self) -> i64 {
        self.left - self.right
    }

    /// The mean `(left + right) / 2` of the hot switch (`left >= right`).
    ///
    /// # Constraints
    /// `left >= right` (else the switch is a number: [`mean_and_temperature`]).
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// ```
    /// use cgt_hot::{Dyadic, Switch};
    /// assert_eq!(Switch { left: 4, right: 0 }.mean(), Dyadic::integer(2));
    /// ```
    pub fn mean(self) -> Dyadic {
        debug_assert!(self.left >= self.right, "a hot switch");
        Dyadic::new(self.left + self.right, 1)
    }

    /// The temperature `(left - right) / 2` of the hot switch (`left >= right`).
    ///
    /// # Constraints
    /// `left >= right`.
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// ```
    /// use cgt_hot::{Dyadic, Switch};
    /// assert_eq!(Switch { left: 1, right: 1 }.temperature(), Dyadic::ZERO); // 1*
    /// ```
    pub fn temperature(self) -> Dyadic {
        debug_assert!(self.left >= self.right, "a hot switch");
        Dyadic::new(self.heat(), 1)
    }
}

/// The mean and the temperature of the game `{left_options | right_options}` whose options are
/// all numbers, from its thermograph.
///
/// With `a` Left's best option and `b` Right's best: if `a >= b` the game is the switch
/// `{a | b}` (dominated options aside), of mean `(a + b) / 2` and temperature `(a - b) / 2`.
/// Otherwise it is a number `x` (the simplicity rule), of mean `x` and the temperature of a
/// number: `-1/2^k` for `x = m / 2^k` in lowest terms with `k >= 1`, whose canonical form is
/// `{x - 1/2^k | x + 1/2^k}`, and `-1` for an integer (Siegel, *Combinatorial Game Theory*,
/// II.5: a number is colder than every game that is not one).
///
/// # Constraints
/// The options fit [`Dyadic`] (denominators up to 2^62) and so do their half-sums.
///
/// # Complexity
/// O(options + k) for the answer's exponent `k`.
///
/// # Example
/// ```
/// use cgt_hot::{mean_and_temperature, Dyadic};
/// let n = Dyadic::integer;
/// // {3, 1 | -1}: the switch {3 | -1}, mean 1 and temperature 2.
/// assert_eq!(mean_and_temperature(&[n(3), n(1)], &[n(-1)]), (n(1), n(2)));
/// // {0 | 1} = 1/2, a number: temperature -1/2.
/// assert_eq!(mean_and_temperature(&[n(0)], &[n(1)]), (Dyadic::new(1, 1), Dyadic::new(-1, 1)));
/// assert_eq!(mean_and_temperature(&[n(2)], &[]), (n(3), n(-1))); // {2 | } = 3
/// assert_eq!(mean_and_temperature(&[n(2)], &[n(2)]), (n(2), n(0))); // 2*
/// ```
///
/// Used by: no judge problem yet.
pub fn mean_and_temperature(left_options: &[Dyadic], right_options: &[Dyadic]) -> (Dyadic, Dyadic) {
    let a = left_options.iter().copied().max();
    let b = right_options.iter().copied().min();
    if let (Some(a), Some(b)) = (a, b) {
        if a >= b {
            let (sum, difference) = (a + b, a - b);
            let half = |x: Dyadic| Dyadic::new(x.numerator(), x.exponent() + 1);
            return (half(sum), half(difference));
        }
    }
    let x = number_value(left_options, right_options).expect("a < b: a number");
    let temperature = if x.exponent() == 0 {
        Dyadic::integer(-1)
    } else {
        Dyadic::new(-1, x.exponent())
    };
    (x, temperature)
}

#[cfg(test)]
#[path = "switch/tests.rs"]
mod tests;
