//! The reductions that turn judge problems into sums of switches.

use crate::Switch;

/// A dish (or any item one of the two players will take) worth `a` to Left if Left takes it
/// and `b` to Right if Right takes it, in a game scored by Left's total minus Right's: the
/// switch `{a | -b}`, of heat `a + b`. Both ends of the dish count: taking it gains the taker's
/// value and denies the other's, so the item with the largest `a + b` goes first, not the one
/// with the largest `a` or the largest `a - b` (AtCoder NIKKEI 2019 Qual C).
///
/// # Constraints
/// `a + b` fits in an `i64`.
///
/// # Complexity
/// O(1).
///
/// # Example
/// ```
/// use cgt_hot::{dish_switch, switch_sum_margin};
/// let dishes = [dish_switch(20, 10), dish_switch(20, 20), dish_switch(20, 30)];
/// assert_eq!(switch_sum_margin(&dishes, 0, true), 20); // 20 - 20 + 20
/// ```
///
/// Used by: atcoder-nikkei2019-qual-c.
pub fn dish_switch(a: i64, b: i64) -> Switch {
    Switch { left: a, right: -b }
}

/// The switches of the graph game "colour every vertex": vertex `v` weighs `w(v)`, edge `e`
/// weighs `c(e)`; the players alternately take an untaken vertex until all are taken, and a
/// player owning the set `S` scores `Σ_{v in S} w(v) + Σ_{e inside S} c(e)` (an edge with one
/// end each counts for nobody). The margin of Left's score over Right's is the margin of the
/// sum of the returned switches, halved: vertex `v` becomes `{x_v | -x_v}` with
/// `x_v = 2 w(v) + Σ_{e at v} c(e)` (twice the vertex's worth, so that no half is lost).
///
/// Proof: give half of each edge's weight to each end. An edge inside Left's set then counts
/// `c/2 + c/2 = c` for Left, one inside Right's set `c` for Right, and an edge with one end each
/// `+c/2 - c/2 = 0`: exactly the statement's score. So the margin is
/// `Σ_{v Left's} x_v / 2 - Σ_{v Right's} x_v / 2`, a sum of the switches `{x_v / 2 | -x_v / 2}`
/// played to the end (Luogu P4643).
///
/// A loop `(v, v)` counts at both its ends, so `2 c` at `v`, as it should (it is inside `S`
/// exactly when `v` is). Repeated edges add up.
///
/// # Constraints
/// Every end `< vertex_weights.len()`; every `x_v` fits in an `i64`.
///
/// # Complexity
/// O(n + m).
///
/// # Example
/// ```
/// use cgt_hot::{split_edge_weights, switch_sum_margin};
/// // Luogu P4643's sample: weights 6 4 -1 -2, edges 1-2:1, 2-3:6, 3-4:3, 1-4:5.
/// let switches = split_edge_weights(&[6, 4, -1, -2], &[(0, 1, 1), (1, 2, 6), (2, 3, 3), (0, 3, 5)]);
/// assert_eq!(switch_sum_margin(&switches, 0, true) / 2, 3);
/// ```
///
/// Used by: luogu-p4643.
pub fn split_edge_weights(vertex_weights: &[i64], edges: &[(usize, usize, i64)]) -> Vec<Switch> {
    let mut doubled: Vec<i64> = vertex_weights.iter().map(|&w| 2 * w).collect();
    for &(a, b, c) in edges {
        doubled[a] += c;
        doubled[b] += c;
    }
    doubled
        .into_iter()
        .map(|x| Switch { left: x, right: -x })
        .collect()
}

/// Both totals of the pile game where the first player takes the top card of any pile, the
/// second the bottom card of any pile, alternately until all piles are empty, each maximising
/// his own total (Codeforces 388C, Fox and Card Game). Piles list their cards from top to
/// bottom. Returns (first's total, second's total).
///
/// Each player gets his half of every pile: the first the top `floor(s/2)` cards, the second
/// the bottom `floor(s/2)`; the middle cards of the odd piles are switches, taken largest first
/// and alternately, the first player first.
///
/// Proof sketch: the totals add up to a constant, so this is a zero-sum game. Each player
/// keeps his half of every pile by copying: when Jiro takes a card from the bottom half of a
/// pile, Ciel answers with the top card of the same pile while its top half lasts, so Jiro never
/// reaches a card above the middle (and symmetrically for Jiro). What is left to fight for is
/// the middle cards of the odd piles, each taken by whoever first takes it from his end: a sum
/// of switches, taken largest first with Ciel moving first, as in
/// [`switch_sum_margin`](crate::switch_sum_margin). The two guarantees add up to all the cards,
/// so they are the values of the game. The tests check the totals against a plain minimax of the
/// real game, with ties, zeros and negative cards.
///
/// # Constraints
/// The totals fit in an `i64`. Cards of any sign (the statement's are 1 to 1000; the tests
/// include negative cards: every card is taken in the end, so no pile can be left alone).
///
/// # Complexity
/// O(total cards + p log p) for the `p` odd piles.
///
/// # Example
/// ```
/// use cgt_hot::pile_totals;
/// assert_eq!(pile_totals(&[vec![100], vec![1, 10]]), (101, 10));
/// assert_eq!(pile_totals(&[vec![2, 8, 6, 5, 9, 4, 7, 1, 3]]), (30, 15));
/// ```
///
/// Used by: cf-388c.
pub fn pile_totals(piles: &[Vec<i64>]) -> (i64, i64) {
    let (mut first, mut second) = (0, 0);
    let mut middles = Vec::new();
    for pile in piles {
        let half = pile.len() / 2;
        first += pile[..half].iter().sum::<i64>();
        second += pile[pile.len() - half..].iter().sum::<i64>();
        if pile.len() % 2 == 1 {
            middles.push(pile[half]);
        }
    }
    middles.sort_unstable_by(|a, b| b.cmp(a));
    for (i, m) in middles.into_iter().enumerate() {
        if i % 2 == 0 {
            first += m;
        } else {
            second += m;
        }
    }
    (first, second)
}

#[cfg(test)]
#[path = "reductions/tests.rs"]
mod tests;
