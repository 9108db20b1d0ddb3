//! Conway's simplicity rule.

use crate::Dyadic;

/// The simplest number strictly between `left` and `right`: the value of the game
/// `{left | right}` whose only options are these numbers. `None` for a missing side.
///
/// - `{ | } = 0`.
/// - `{a | }` is the least integer `> a` that is `>= 0`: `0` if `a < 0`, else `floor(a) + 1`
///   (`{0 | } = 1`, `{1/2 | } = 1`, `{-3 | } = 0`).
/// - `{ | b}` is the greatest integer `< b` that is `<= 0`: `0` if `b > 0`, else `ceil(b) - 1`.
/// - `{a | b}` with `a < b`: if some integer lies strictly between, the one nearest 0 (`0`
///   itself when `a < 0 < b`); otherwise the unique number `m / 2^k` strictly between with the
///   least `k` (`{0 | 1} = 1/2`, `{0 | 1/2} = 1/4`, `{5/8 | 3/4} = 11/16`).
///
/// Returns `None` when `a >= b`: then `{a | b}` is not a number (`{0 | 0} = *`, `{1 | 0}` is a
/// hot game), and its value must not be taken for one.
///
/// # Constraints
/// The answer must be a [`Dyadic`]: a denominator above `2^62` (`{0 | 1/2^62}` would be
/// `1/2^63`) or a numerator out of `i64` (`{i64::MAX - 1 | i64::MAX}`) panics, and
/// `{i64::MAX | }` and `{ | i64::MIN}` overflow (a panic in a debug build, a wrong answer in a
/// release build). Otherwise none: any numbers, either side missing.
///
/// # Complexity
/// O(k) for the denominator `2^k` of the answer, at most the larger exponent of `a` and `b`.
///
/// # Example
/// ```
/// use cgt_partizan::{simplest_between, Dyadic};
/// let d = |m, k| Some(Dyadic::new(m, k));
/// assert_eq!(simplest_between(None, None), d(0, 0));
/// assert_eq!(simplest_between(d(0, 0), None), d(1, 0)); // {0|} = 1
/// assert_eq!(simplest_between(None, d(0, 0)), d(-1, 0)); // {|0} = -1
/// assert_eq!(simplest_between(d(0, 0), d(1, 0)), d(1, 1)); // {0|1} = 1/2
/// assert_eq!(simplest_between(d(1, 0), None), d(2, 0)); // {1|} = 2
/// assert_eq!(simplest_between(d(0, 0), d(1, 1)), d(1, 2)); // {0|1/2} = 1/4
/// assert_eq!(simplest_between(d(-1, 0), d(1, 0)), d(0, 0)); // {-1|1} = 0
/// assert_eq!(simplest_between(d(0, 0), d(0, 0)), None); // {0|0} = * is no number
/// ```
///
/// Used by: atcoder-abc229-h.
pub fn simplest_between(left: Option<Dyadic>, right: Option<Dyadic>) -> Option<Dyadic> {
    let zero = Dyadic::ZERO;
    let value = match (left, right) {
        (None, None) => zero,
        (Some(a), None) => {
            if a < zero {
                zero
            } else {
                Dyadic::integer(a.floor() + 1)
            }
        }
        (None, Some(b)) => {
            if b > zero {
                zero
            } else {
                Dyadic::integer(b.ceil() - 1)
            }
        }
        (Some(a), Some(b)) => {
            if a >= b {
                return None;
            }
            if a < zero && zero < b {
                zero
            } else {
                // Integers strictly between: floor(a) + 1 ..= ceil(b) - 1, all of one sign.
                let (low, high) = (a.floor() + 1, b.ceil() - 1);
                if low <= high {
                    Dyadic::integer(if a >= zero { low } else { high })
                } else {
                    // a and b lie in one unit interval; the first grid 2^-k that puts a point
                    // strictly between them puts exactly one there.
                    let most = a.exponent().max(b.exponent()) + 1;
                    (1..=most)
                        .find_map(|k| {
                            let above_a = (a.scaled(most) >> (most - k)) + 1;
                            let candidate = above_a << (most - k);
                            (candidate < b.scaled(most))
                                .then(|| Dyadic::new(i64::try_from(above_a).expect("in range"), k))
                        })
                        .expect("a dyadic lies strictly between two distinct dyadics")
                }
            }
        }
    };
    Some(value)
}

/// The value of the game `{left_options | right_options}` when every option is a number, by the
/// simplicity rule applied to Left's best option (the largest) and Right's best (the smallest).
///
/// Returns `None` when Left's best option is at least Right's best: the game is then not a
/// number (its value is a switch, a star or another hot or infinitesimal game) and no number may
/// stand for it.
///
/// # Constraints
/// As [`simplest_between`] for Left's largest and Right's smallest option: the answer must be a
/// [`Dyadic`]. Otherwise none: any options, either side may be empty.
///
/// # Complexity
/// O(|left_options| + |right_options| + k) for the denominator `2^k` of the answer.
///
/// # Example
/// ```
/// use cgt_partizan::{number_value, Dyadic};
/// let (zero, one, half) = (Dyadic::ZERO, Dyadic::integer(1), Dyadic::new(1, 1));
/// // Dominated options do not matter: {0, 1/2 | 1, 2} = {1/2 | 1} = 3/4.
/// let value = number_value(&[zero, half], &[one, Dyadic::integer(2)]);
/// assert_eq!(value, Some(Dyadic::new(3, 2)));
/// assert_eq!(number_value(&[], &[]), Some(zero));
/// assert_eq!(number_value(&[one], &[zero]), None);
/// ```
///
/// Used by: atcoder-abc229-h.
pub fn number_value(left_options: &[Dyadic], right_options: &[Dyadic]) -> Option<Dyadic> {
    simplest_between(
        left_options.iter().copied().max(),
        right_options.iter().copied().min(),
    )
}

#[cfg(test)]
#[path = "simplicity/tests.rs"]
mod tests;
