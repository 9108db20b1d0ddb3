//! Treblecross: three-in-a-row on a strip, as a sum of independent strips (the octal game 0.007).
//!
//! A topic of its own, apart from the general octal engine (`cgt-octal`), because the judge
//! problems that play it need this one table and nothing else: `cgt-octal` computes the same
//! values as the code 0.007 (a strip of `n` cells is its heap of `n + 2`; its tests check that)
//! in the same time, but a bundle that takes it carries the whole engine.
//!
//! Used by: poj-3537.

use cgt_mex::MexBuffer;

/// Grundy values `g[0..=limit]` of Treblecross, the octal game 0.007, for strips of n free cells.
///
/// In the game "whoever first completes three X's in a row on a 1 x n strip wins", no player will
/// put an X within two cells of another X (the opponent would complete three at once). So an X
/// at cell `i` (1-based) removes cells `i-2..=i+2` and leaves two independent strips of
/// `i-3` and `n-i-2` cells (0 where that is negative), and the player with no safe cell left loses:
/// `g[n] = mex{ g[max(0, i-3)] xor g[max(0, n-i-2)] : 1 <= i <= n }`, `g[0] = 0`.
/// The first player wins the 1 x n strip iff `g[n] != 0`.
///
/// Unlike Dawson's chess (0.137), this sequence has no known period: tabulate it.
///
/// # Constraints
/// None: any `limit` that time and memory allow (`limit + 1` values of 4 bytes).
///
/// # Complexity
/// O(limit^2) time (by symmetry only `i <= (n + 1) / 2` is tried) and O(limit) memory.
///
/// # Example
/// ```
/// use cgt_treblecross::treblecross_grundy;
/// let g = treblecross_grundy(6);
/// assert_eq!(g, [0, 1, 1, 1, 2, 2, 0]);
/// // POJ 3537: the first player wins a 3-cell strip (g != 0) and loses a 6-cell one.
/// assert!(g[3] != 0 && g[6] == 0);
/// ```
///
/// Used by: poj-3537.
pub fn treblecross_grundy(limit: usize) -> Vec<u32> {
    let mut g = vec![0u32; limit + 1];
    // A strip of n cells has at most (n + 1) / 2 different options, so its mex is at most that.
    let mut options = MexBuffer::new(limit / 2 + 2);
    for n in 1..=limit {
        // An X at cell i leaves strips of i - 3 and n - i - 2 cells (none where negative).
        g[n] = options
            .mex_of((1..=(n + 1) / 2).map(|i| g[i.saturating_sub(3)] ^ g[n.saturating_sub(i + 2)]));
    }
    g
}

#[cfg(test)]
mod tests;
