//! Sums of switches and a number, played to the end, hottest first.

use crate::Switch;

/// The indices of `switches` from the hottest to the coldest (by [`Switch::heat`], ties in
/// index order): the order in which both players take them under optimal play.
///
/// # Constraints
/// None.
///
/// # Complexity
/// O(n log n).
///
/// # Example
/// ```
/// use cgt_hot::{hottest_first, Switch};
/// let s = [Switch { left: 1, right: 0 }, Switch { left: 5, right: -5 }, Switch { left: 0, right: -1 }];
/// assert_eq!(hottest_first(&s), [1, 0, 2]);
/// ```
///
/// Used by: no judge problem yet.
pub fn hottest_first(switches: &[Switch]) -> Vec<usize> {
    let mut order: Vec<usize> = (0..switches.len()).collect();
    order.sort_by_key(|&i| std::cmp::Reverse(switches[i].heat()));
    order
}

/// A best move in a sum of switches, for either player: the hottest switch (the first of the
/// largest [`Switch::heat`]), or `None` when none is left.
///
/// # Constraints
/// None.
///
/// # Complexity
/// O(n).
///
/// # Example
/// ```
/// use cgt_hot::{hottest_switch, Switch};
/// let s = [Switch { left: 2, right: 1 }, Switch { left: -1, right: -9 }];
/// assert_eq!(hottest_switch(&s), Some(1)); // heat 8: take it, whoever you are
/// assert_eq!(hottest_switch(&[]), None);
/// ```
///
/// Used by: no judge problem yet.
pub fn hottest_switch(switches: &[Switch]) -> Option<usize> {
    (0..switches.len()).min_by_key(|&i| std::cmp::Reverse(switches[i].heat()))
}

/// The margin of a sum of switches and a number under optimal play, Left moving first if
/// `left_starts`: the players alternately resolve one switch each (Left to its `left` value,
/// Right to its `right` value) until none is left, and the result is `number` plus the values
/// the switches were resolved to; Left maximises it, Right minimises it. Both take the hottest
/// switch left.
///
/// Proof: the result is `number + Σ right_i + Σ heat_i` over the switches Left resolves, and
/// Left resolves every other switch, so the game is "alternately pick an item; Left scores the
/// heats of his items". Taking the largest heat left is optimal for both: if a player takes
/// `h_j` instead of the largest `h_1`, exchanging the roles of the two items in the rest of play
/// (whoever later takes `h_1` takes `h_j` instead) changes nothing else, and gives that player
/// `h_1 - h_j >= 0` more (Left) or leaves the opponent `h_1 - h_j` less to gain (Right). So
/// with the heats sorted, `h_1 >= h_2 >= ...`, Left gets `h_1 + h_3 + ...` when he starts and
/// `h_2 + h_4 + ...` when Right starts.
///
/// When every switch is hot (`left >= right`), this margin is the Left stop (Left starting) or
/// the Right stop (Right starting) of the game `number + Σ {left_i | right_i}`: nobody would
/// stop while a switch is left, since a move in one is worth its heat.
///
/// Every heat, cold ones (`left < right`) included, is allowed: in a score game each switch must
/// still be played.
///
/// # Constraints
/// The result and every partial sum fit in an `i64`.
///
/// # Complexity
/// O(n log n).
///
/// # Example
/// ```
/// use cgt_hot::{switch_sum_margin, Switch};
/// let s = [Switch { left: 3, right: -3 }, Switch { left: 1, right: -1 }, Switch { left: 0, right: 0 }];
/// assert_eq!(switch_sum_margin(&s, 0, true), 2); // 3 - 1 + 0
/// assert_eq!(switch_sum_margin(&s, 0, false), -2);
/// assert_eq!(switch_sum_margin(&[], 7, true), 7);
/// ```
///
/// Used by: atcoder-nikkei2019-qual-c, luogu-p4643.
pub fn switch_sum_margin(switches: &[Switch], number: i64, left_starts: bool) -> i64 {
    let mut heats: Vec<i64> = switches.iter().map(|s| s.heat()).collect();
    heats.sort_unstable_by(|a, b| b.cmp(a));
    let first = if left_starts { 0 } else { 1 };
    let left_gain: i64 = heats.iter().skip(first).step_by(2).sum();
    number + switches.iter().map(|s| s.right).sum::<i64>() + left_gain
}

#[cfg(test)]
#[path = "sum/tests.rs"]
mod tests;
