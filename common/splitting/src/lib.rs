//! Games that split a position into independent parts, each a game of its own.
//!
//! * [`rectangle_cutting_grundy`]: cutting a rectangle into two rectangles.
//! * [`near_equal_split_grundy`]: splitting a pile into M near-equal piles, M chosen by the
//!   player, with a table in O(X√X) by quotient blocks.
//! * [`quotient_blocks`]: the blocks of M with equal quotient ⌊x/M⌋, the O(√x) walk behind it.
//!
//! Used by: luogu-p3235, poj-2311.

mod near_equal;
mod quotient;

pub use near_equal::near_equal_split_grundy;
pub use quotient::{quotient_blocks, QuotientBlocks};

use cgt_mex::MexBuffer;

/// Grundy values `g[w][h]` (for `w <= max_width`, `h <= max_height`) of the game whose positions
/// are sets of `w x h` rectangles, where a move cuts one rectangle along a grid line into two and
/// every side of both pieces must stay at least `min_side`. A rectangle is the sum of its two
/// pieces after a cut, so
/// `g[w][h] = mex( { g[i][h] ^ g[w-i][h] : min_side <= i <= w - min_side }
///               ∪ { g[w][j] ^ g[w][h-j] : min_side <= j <= h - min_side } )`.
///
/// Rectangles with a side below `min_side` get 0 (they are never reached by a legal cut).
/// With `min_side = 2` this is POJ 2311 Cutting Game, where leaving a side of length 1 lets the
/// opponent cut out a 1x1 piece and win.
///
/// # Constraints
/// `min_side >= 1`.
///
/// # Complexity
/// O(W * H * (W + H)) time and O(W * H) memory for W = `max_width`, H = `max_height`.
///
/// # Example
/// ```
/// use cgt_splitting::rectangle_cutting_grundy;
/// let g = rectangle_cutting_grundy(4, 3, 2);
/// assert_eq!(g[2][2], 0); // every cut leaves 2x1 pieces
/// assert_eq!(g[3][2], 0);
/// assert_eq!(g[4][2], 1); // 4x2 -> 2x2 + 2x2, worth 0 ^ 0
/// ```
///
/// Used by: poj-2311.
pub fn rectangle_cutting_grundy(
    max_width: usize,
    max_height: usize,
    min_side: usize,
) -> Vec<Vec<u32>> {
    assert!(min_side >= 1, "pieces must keep a side of at least 1");
    let mut g = vec![vec![0u32; max_height + 1]; max_width + 1];
    let mut options = MexBuffer::new(max_width + max_height + 1);
    for w in min_side..=max_width {
        for h in min_side..=max_height {
            options.clear();
            for i in min_side..=w.saturating_sub(min_side) {
                options.insert(g[i][h] ^ g[w - i][h]);
            }
            for j in min_side..=h.saturating_sub(min_side) {
                options.insert(g[w][j] ^ g[w][h - j]);
            }
            g[w][h] = options.mex();
        }
    }
    g
}

#[cfg(test)]
mod tests;
