//! Coin-turning games.
//!
//! Coins lie on numbered places, each heads (active) or tails. A move picks an active coin `x`,
//! turns it over, and may also turn over some coins of a set allowed for `x`, all of them
//! "smaller" than `x` (earlier in the order that makes the game finite), whatever their state.
//! Who cannot move loses.
//!
//! Such a position is the sum of its active coins taken one at a time: a coin that is turned twice
//! is the same as a coin left alone, just as two equal Nim heaps cancel. So the value of a position
//! is the XOR of the values of its active coins, and the value `g(x)` of a lone active coin is the
//! mex, over the moves of `x`, of the XOR of `g(y)` over the other coins `y` that the move turns.
//!
//! Used by: hdu-3537, luogu-p4077.

use cgt_mex::MexBuffer;

/// Single-coin values `g[0..count]` of a coin-turning game: `moves(x)` lists, for each move of
/// coin `x`, the other coins it turns over (possibly none), and
/// `g[x] = mex{ g[y1] ^ ... ^ g[yk] : (y1, ..., yk) in moves(x) }`.
///
/// The value of a position is then the nim-sum (XOR) of `g` over its active coins, each coin
/// counted once.
///
/// # Constraints
/// Every coin a move of `x` turns is below `x` (coins are indexed in an order in which moves
/// only reach back), and a coin appears at most once in one move.
///
/// # Complexity
/// O(total size of all moves) time, plus the cost of `moves`; O(count + most moves of one coin)
/// memory.
///
/// # Example
/// ```
/// use cgt_coin_turning::coin_turning_grundy;
/// // Mock Turtles: turn coin x and at most two smaller coins.
/// let g = coin_turning_grundy(6, |x| {
///     let mut moves = vec![vec![]];
///     for y in 0..x {
///         moves.push(vec![y]);
///         moves.extend((0..y).map(|z| vec![y, z]));
///     }
///     moves
/// });
/// assert_eq!(g, [1, 2, 4, 7, 8, 11]);
/// ```
///
/// Used by: luogu-p4077.
pub fn coin_turning_grundy(count: usize, moves: impl Fn(usize) -> Vec<Vec<usize>>) -> Vec<u32> {
    let mut g = vec![0u32; count];
    let mut bound = 1;
    let mut options = MexBuffer::new(bound);
    for x in 0..count {
        let turns = moves(x);
        if turns.len() >= bound {
            bound = turns.len() + 1;
            options = MexBuffer::new(bound);
        }
        g[x] = options.mex_of(turns.iter().map(|others| {
            assert!(
                others.iter().all(|&y| y < x),
                "a move of coin {x} turns a coin that is not below it: {others:?}"
            );
            others.iter().fold(0, |acc, &y| acc ^ g[y])
        }));
    }
    g
}

/// The value of coin `x` in Mock Turtles (a move turns over 1, 2 or 3 coins, the rightmost of
/// which goes from heads to tails; coins are numbered from 0): the x-th odious number, that is
/// `2x` or `2x + 1`, whichever has an odd number of one bits.
///
/// # Constraints
/// `x < 2^63`.
///
/// # Complexity
/// O(1).
///
/// # Example
/// ```
/// use cgt_coin_turning::mock_turtles_grundy;
/// let g: Vec<u64> = (0..8).map(mock_turtles_grundy).collect();
/// assert_eq!(g, [1, 2, 4, 7, 8, 11, 13, 14]);
/// ```
///
/// Used by: hdu-3537.
pub fn mock_turtles_grundy(x: u64) -> u64 {
    2 * x + u64::from(x.count_ones() % 2 == 0)
}

#[cfg(test)]
mod tests;
