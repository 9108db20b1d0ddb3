//! Winning moves of misère Nim.

use cgt_nim::{winning_moves, SumMove};

/// Every winning move of misère Nim (take any positive number from one pile; whoever takes the
/// last stone loses) on `piles`, each as the pile and the stones left in it, listed by pile.
///
/// The lost positions (P-positions) of misère Nim are those with a pile above 1 and nim-sum 0,
/// and those with every pile at most 1 and an odd number of ones ([`misere_nim_wins`]). So:
/// - with two or more piles above 1, the winning moves are those of normal Nim (a move to
///   nim-sum 0 keeps two piles above 1: one alone would carry a bit no other pile has);
/// - with exactly one pile above 1, the one winning move takes it to 0 or 1, whichever leaves
///   an odd number of ones (any other move leaves a pile above 1 and a nim-sum that is not 0);
/// - with every pile at most 1, an even (non-zero) number of ones is won by taking any one of
///   them, and an odd number is lost.
///
/// Empty exactly when the position is lost, or when no stone is left (a win, since the
/// opponent took the last stone, but with no move to make).
///
/// [`misere_nim_wins`]: crate::misere_nim_wins
///
/// # Constraints
/// None: any pile sizes.
///
/// # Complexity
/// O(n) for n piles.
///
/// # Example
/// ```
/// use cgt_misere::misere_nim_winning_moves;
/// use cgt_nim::SumMove;
/// // One pile above 1 and two ones: leave it at 1, three ones in all.
/// assert_eq!(misere_nim_winning_moves(&[1, 5, 1]), [SumMove { component: 1, to: 1 }]);
/// // With one 1 beside it, empty it (normal Nim would leave it at 1, two ones: lost here).
/// assert_eq!(misere_nim_winning_moves(&[5, 1]), [SumMove { component: 0, to: 0 }]);
/// // Two ones: take either.
/// assert_eq!(misere_nim_winning_moves(&[1, 0, 1]).len(), 2);
/// assert!(misere_nim_winning_moves(&[1, 1, 1]).is_empty());
/// assert!(misere_nim_winning_moves(&[2, 3, 1]).is_empty()); // nim-sum 0, piles above 1
/// ```
///
/// Used by: no judge problem yet.
pub fn misere_nim_winning_moves(piles: &[u64]) -> Vec<SumMove> {
    let big: Vec<usize> = (0..piles.len()).filter(|&i| piles[i] > 1).collect();
    let ones = piles.iter().filter(|&&p| p == 1).count();
    match big.len() {
        0 if ones % 2 == 0 => (0..piles.len())
            .filter(|&i| piles[i] == 1)
            .map(|component| SumMove { component, to: 0 })
            .collect(),
        0 => Vec::new(),
        1 => {
            // Leave an odd number of ones: 1 more if the others are even in number.
            let to = if ones % 2 == 0 { 1 } else { 0 };
            vec![SumMove {
                component: big[0],
                to,
            }]
        }
        _ => winning_moves(piles),
    }
}

/// One winning move of misère Nim on `piles` (the first that [`misere_nim_winning_moves`]
/// lists), or `None` when the position is lost or has no stone left.
///
/// # Constraints
/// None: any pile sizes.
///
/// # Complexity
/// O(n) for n piles.
///
/// # Example
/// ```
/// use cgt_misere::misere_nim_winning_move;
/// use cgt_nim::SumMove;
/// assert_eq!(misere_nim_winning_move(&[3]), Some(SumMove { component: 0, to: 1 }));
/// assert_eq!(misere_nim_winning_move(&[1]), None);
/// ```
///
/// Used by: no judge problem yet.
pub fn misere_nim_winning_move(piles: &[u64]) -> Option<SumMove> {
    misere_nim_winning_moves(piles).first().copied()
}

#[cfg(test)]
#[path = "misere_moves/tests.rs"]
mod tests;
