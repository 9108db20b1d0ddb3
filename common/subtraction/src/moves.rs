//! Moves of subtraction games read from the Grundy table: to a given value, and the winning ones.

use cgt_nim::winning_moves_by;

/// Every move of the subtraction game with move set `moves` from a pile of `pile` stones to a
/// position of Grundy value `value`, as the number of stones taken, increasing and without
/// repeats: the `s` in `moves` with `s <= pile` and `g[pile - s] = value`.
///
/// `g` is the game's table ([`subtraction_grundy`](crate::subtraction_grundy)). In a sum of
/// games, `cgt_nim::winning_moves` says which pile to move and to which value; this says how.
/// A value below `g[pile]` always has a move (the mex rule); a value above it may or may not.
///
/// # Constraints
/// `pile < g.len()`.
///
/// # Complexity
/// O(k log k) for k = `moves.len()`.
///
/// # Example
/// ```
/// use cgt_subtraction::{subtraction_grundy, subtraction_moves_to};
/// let moves = [1, 3, 4];
/// let g = subtraction_grundy(&moves, 12); // 0 1 0 1 2 3 2 0 1 0 1 2 3
/// assert_eq!(subtraction_moves_to(&moves, &g, 6, 0), [4]); // g[2] = 0
/// assert_eq!(subtraction_moves_to(&moves, &g, 6, 3), [1]); // a raise: g[6] = 2, g[5] = 3
/// assert_eq!(subtraction_moves_to(&moves, &g, 10, 0), [1, 3]); // g[9] = g[7] = 0
/// assert!(subtraction_moves_to(&moves, &g, 6, 2).is_empty()); // g[6] = 2 itself
/// ```
///
/// Used by: no judge problem yet.
pub fn subtraction_moves_to(moves: &[usize], g: &[u32], pile: usize, value: u32) -> Vec<usize> {
    assert!(
        pile < g.len(),
        "pile {pile} is past the table (0..{})",
        g.len()
    );
    let mut takes: Vec<usize> = moves
        .iter()
        .copied()
        .filter(|&s| s <= pile && g[pile - s] == value)
        .collect();
    takes.sort_unstable();
    takes.dedup();
    takes
}

/// One move of the subtraction game from `pile` to a position of Grundy value `value` (the
/// smallest take that [`subtraction_moves_to`] lists), or `None` if there is none.
///
/// # Constraints
/// `pile < g.len()`.
///
/// # Complexity
/// O(k) for k = `moves.len()`.
///
/// # Example
/// ```
/// use cgt_subtraction::{subtraction_grundy, subtraction_move_to};
/// let g = subtraction_grundy(&[2, 5], 10); // 0 0 1 1 0 2 1 0 0 1 1
/// assert_eq!(subtraction_move_to(&[2, 5], &g, 7, 1), Some(5)); // g[2] = 1
/// assert_eq!(subtraction_move_to(&[2, 5], &g, 7, 0), None);
/// ```
///
/// Used by: no judge problem yet.
pub fn subtraction_move_to(moves: &[usize], g: &[u32], pile: usize, value: u32) -> Option<usize> {
    assert!(
        pile < g.len(),
        "pile {pile} is past the table (0..{})",
        g.len()
    );
    moves
        .iter()
        .copied()
        .filter(|&s| s <= pile && g[pile - s] == value)
        .min()
}

/// Every winning move of a sum of piles of the subtraction game with move set `moves`, as
/// `(pile index, stones taken)`, by pile then take: the moves after which the XOR of the piles'
/// Grundy values is 0. Raises of a pile's value count too (a take to a value above `g[pile]`
/// that makes the XOR 0 wins as well), so this is the whole list. Empty exactly when the sum is
/// lost. ([`cgt_nim::winning_moves_by`] over the piles' [`subtraction_moves_to`].)
///
/// # Constraints
/// Every pile is below `g.len()`, `g` the table of
/// [`subtraction_grundy`](crate::subtraction_grundy).
///
/// # Complexity
/// O(n k log k) for n piles and k moves.
///
/// # Example
/// ```
/// use cgt_subtraction::{subtraction_grundy, subtraction_winning_moves};
/// // S-Nim with S = {2, 5}: values 0 0 1 1 0 2 1 0 0 1 1.
/// let g = subtraction_grundy(&[2, 5], 10);
/// // Piles 5 and 6 have values 2 and 1: the 5 must go to value 1 (take 2, to 3), the 6 to
/// // value 2, which neither 6 - 2 nor 6 - 5 has.
/// assert_eq!(subtraction_winning_moves(&[2, 5], &g, &[5, 6]), [(0, 2)]);
/// assert!(subtraction_winning_moves(&[2, 5], &g, &[2, 3]).is_empty());
/// ```
///
/// Used by: no judge problem yet.
pub fn subtraction_winning_moves(
    moves: &[usize],
    g: &[u32],
    piles: &[usize],
) -> Vec<(usize, usize)> {
    let values: Vec<u64> = piles.iter().map(|&p| u64::from(g[p])).collect();
    winning_moves_by(&values, |i, target| {
        subtraction_moves_to(moves, g, piles[i], target as u32)
    })
}

#[cfg(test)]
#[path = "moves/tests.rs"]
mod tests;
