//! Coins slid left on a strip: staircase Nim on the gaps between them.

use crate::count_tuples_by_sum_with_xor;
use cgt_modular::{Factorials, ModInt, Modulus};

/// The Nim piles of coins on a strip: cells `1..=n`, coins at the distinct cells `coins`
/// (any order); a move slides one coin left by one or more cells, never onto or over another
/// coin nor off the strip; who cannot move loses. The position is lost for the player to move
/// iff the XOR of the returned piles is 0.
///
/// **The reduction.** With the coins at `p_1 < ... < p_m`, let `g_i` be the free cells just
/// left of coin i (`g_1 = p_1 - 1`, `g_i = p_i - p_{i-1} - 1`). Sliding coin i left by t takes
/// t from `g_i` and, for i < m, adds t to `g_{i+1}` (the free cells behind it); for i = m the
/// t cells go to the strip's free end, which no move uses. So the gaps are the steps of a
/// staircase `g_1, g_2, ..., g_m, ground` down which stones move one step at a time: staircase
/// Nim, where `g_m` is one step from the ground, `g_{m-1}` two, and so on. Staircase Nim is Nim
/// on the steps at an odd distance from the ground, `g_m, g_{m-2}, g_{m-4}, ...`: a move from
/// an odd step is a Nim move there (the stones land on an even step); a move from an even step
/// adds stones to an odd one, and the opponent moves exactly those stones one step further,
/// again to an even step (or the ground), restoring the odd steps; the even steps only empty
/// as play goes on, so this answer ends. Hence the position is Nim on those ceil(m/2) gaps,
/// which this returns, the gap just left of the rightmost coin first.
///
/// # Constraints
/// The coins are distinct cells of `1..=n`.
///
/// # Complexity
/// O(m log m) time (a sort), O(m) memory.
///
/// # Example
/// ```
/// use cgt_counting::coin_strip_piles;
/// // Cells 1..=10, coins at 2, 5, 9: gaps 1, 2, 3; the odd steps from the right are g_3 and
/// // g_1: piles 3 and 1 (XOR 2, a win: slide the coin at 9 to 7).
/// assert_eq!(coin_strip_piles(10, &[9, 2, 5]), [3, 1]);
/// ```
///
/// Used by: no judge problem yet.
pub fn coin_strip_piles(n: usize, coins: &[usize]) -> Vec<u64> {
    let mut cells = coins.to_vec();
    cells.sort_unstable();
    assert!(
        cells.windows(2).all(|w| w[0] < w[1]),
        "two coins on one cell"
    );
    assert!(
        cells.first().map_or(true, |&c| c >= 1) && cells.last().map_or(true, |&c| c <= n),
        "a coin off the strip 1..={n}"
    );
    let gap = |i: usize| (cells[i] - if i == 0 { 1 } else { cells[i - 1] + 1 }) as u64;
    (0..cells.len()).rev().step_by(2).map(gap).collect()
}

/// The number of placements of `m` coins on the cells `1..=n` (at most one a cell) that are
/// lost for the player to move in the game of [`coin_strip_piles`], modulo a prime; the
/// placements won by the player to move are `C(n, m)` minus these.
///
/// By the reduction of [`coin_strip_piles`] a placement is its gaps `g_1, ..., g_m` and the
/// free cells after the last coin, `m + 1` non-negative numbers adding up to `n - m`, and it is
/// lost iff the `r = ceil(m/2)` gaps at odd steps have XOR 0. So with `T(s)` the r-tuples of sum
/// s and XOR 0 ([`count_tuples_by_sum_with_xor`]), the other `m + 1 - r` numbers share the
/// `n - m - s` cells left in `C(n - m - s + m - r, m - r)` ways (stars and bars):
/// `lost = Σ_s T(s) · C(n - s - r, m - r)`.
///
/// # Constraints
/// `1 <= m <= n`; the modulus is a prime above n.
///
/// # Complexity
/// O(n log n · m) time (the tuples by sum), O(n) memory.
///
/// # Example
/// ```
/// use cgt_counting::count_lost_coin_placements;
/// use cgt_modular::{ConstModulus, ModInt};
/// type Mod = ModInt<ConstModulus<1_000_000_009>>;
/// // 10 cells, 3 coins: 120 placements, 20 lost (Luogu P5363's sample: 100 won).
/// assert_eq!(count_lost_coin_placements::<_>(10, 3), Mod::new(20));
/// // One coin: only the coin on cell 1 is lost.
/// assert_eq!(count_lost_coin_placements::<_>(7, 1), Mod::new(1));
/// ```
///
/// Used by: luogu-p5363.
pub fn count_lost_coin_placements<M: Modulus>(n: usize, m: usize) -> ModInt<M> {
    assert!(1 <= m && m <= n, "1 <= m <= n");
    let r = (m + 1) / 2;
    let free = n - m;
    let odd_steps = count_tuples_by_sum_with_xor::<M>(r, free, 0);
    let binomials = Factorials::<M>::new(n);
    odd_steps
        .iter()
        .enumerate()
        .map(|(s, &t)| t * binomials.binomial(n - s - r, m - r))
        .sum()
}

// The unit tests are in the sibling folder (cargo-equip looks for `src/tests.rs` otherwise).
#[cfg(test)]
#[path = "coin_strip/tests.rs"]
mod tests;
