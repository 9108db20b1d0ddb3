//! Anti-SG: misère sums decided by Grundy values (the SJ theorem).

/// Whether the first player wins the misère sum (the player who makes the last move loses) of
/// components whose normal-play Grundy values are `values`, by the anti-SG rule (the
/// Sprague-Grundy-Jia, or SJ, theorem): the first player wins iff
/// - the nim-sum is not 0 and some component has a value above 1, or
/// - the nim-sum is 0 and every component has a value of at most 1.
///
/// # Constraints
/// The theorem's condition: in every component, a position of Grundy value 0 that is not
/// terminal has a move to a position of value 1 (true of Nim, where value 0 is the empty pile,
/// and of "take 1, 2 or 4", whose misère sums the tests search), and the whole game ends when
/// every component has ended. Check it on the game at hand; outside it, search the game.
///
/// # Complexity
/// O(n) for n components.
///
/// # Example
/// ```
/// use cgt_misere::anti_sg_wins;
/// assert!(anti_sg_wins([3u64, 5, 1])); // nim-sum 7, a value above 1
/// assert!(!anti_sg_wins([1u64])); // forced to make the last move
/// assert!(anti_sg_wins([1u64, 1])); // an even count of ones
/// assert!(!anti_sg_wins([2u64, 2])); // nim-sum 0 with values above 1
/// ```
///
/// Used by: luogu-p4279.
pub fn anti_sg_wins(values: impl IntoIterator<Item = u64>) -> bool {
    let (mut sum, mut above_one) = (0u64, false);
    for value in values {
        sum ^= value;
        above_one |= value > 1;
    }
    (sum != 0) == above_one
}

/// Whether the first player wins misère Nim (take any positive number from one pile; whoever
/// takes the last stone loses) on `piles`. A pile of 0 is no pile: when every non-empty pile
/// holds one stone, the first player wins iff their count is even; otherwise iff the nim-sum is
/// not 0. With no stone at all the first player wins (the opponent took the last one).
///
/// # Constraints
/// None: any pile sizes.
///
/// # Complexity
/// O(n) for n piles.
///
/// # Example
/// ```
/// use cgt_misere::misere_nim_wins;
/// assert!(misere_nim_wins(&[3, 5, 1]));
/// assert!(!misere_nim_wins(&[1]));
/// assert!(!misere_nim_wins(&[0, 1, 1, 1])); // the 0 is no pile: three ones
/// assert!(misere_nim_wins(&[0, 1, 1]));
/// ```
///
/// Used by: luogu-p4279.
pub fn misere_nim_wins(piles: &[u64]) -> bool {
    anti_sg_wins(piles.iter().copied())
}

#[cfg(test)]
#[path = "anti_sg/tests.rs"]
mod tests;
