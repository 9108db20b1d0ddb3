//! Subtraction games.

use cgt_mex::MexBuffer;

/// Grundy values `g[0..=limit]` of the subtraction game with move set `moves`: a move takes
/// exactly `s` stones from the pile for some `s` in `moves`, so
/// `g[n] = mex{ g[n - s] : s in moves, s <= n }`.
///
/// Duplicates in `moves` are harmless and moves larger than a pile are simply unavailable.
///
/// # Constraints
/// Every move is at least 1 (a move of 0 stones would let the game run forever).
///
/// # Complexity
/// O(limit * k) time for k = `moves.len()`, and O(limit + k) memory.
///
/// # Example
/// ```
/// use cgt_subtraction::subtraction_grundy;
/// // S = {2, 5}: the S-Nim sample of POJ 2960.
/// assert_eq!(subtraction_grundy(&[2, 5], 7), [0, 0, 1, 1, 0, 2, 1, 0]);
/// ```
///
/// Used by: local-coin-game-2, poj-2960.
pub fn subtraction_grundy(moves: &[usize], limit: usize) -> Vec<u32> {
    assert!(
        moves.iter().all(|&s| s >= 1),
        "a move must take at least one stone"
    );
    let mut options = MexBuffer::new(moves.len() + 1);
    let mut g = vec![0u32; limit + 1];
    for n in 1..=limit {
        g[n] = options.mex_of(moves.iter().filter(|&&s| s <= n).map(|&s| g[n - s]));
    }
    g
}

#[cfg(test)]
#[path = "subtraction/tests.rs"]
mod tests;
