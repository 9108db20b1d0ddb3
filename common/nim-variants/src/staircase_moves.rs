//! Winning moves of staircase Nim.

use crate::staircase_nim_sum;

/// A move of staircase Nim: `coins` coins go from `steps[step]` (step `step + 1`) to the step
/// below (`steps[step - 1]`, or off the board from `steps[0]`).
///
/// # Constraints
/// None: any fields. The moves [`staircase_winning_moves`] and [`staircase_winning_move`] make
/// have `step` an index of `steps` and `coins` between 1 and the coins on that step.
///
/// # Complexity
/// Plain data.
///
/// # Example
/// ```
/// use cgt_nim_variants::{staircase_nim_sum, staircase_winning_move, StaircaseMove};
/// let mut steps = [1, 5, 3];
/// let StaircaseMove { step, coins } = staircase_winning_move(&steps).unwrap();
/// assert_eq!((step, coins), (1, 2)); // 2 coins from step 2 down to step 1
/// steps[step] -= coins;
/// steps[step - 1] += coins;
/// assert_eq!(steps, [3, 3, 3]);
/// assert_eq!(staircase_nim_sum(&steps), 0);
/// ```
///
/// Used by: no judge problem yet.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct StaircaseMove {
    /// The index in `steps` of the step the coins leave.
    pub step: usize,
    /// How many coins move down (at least 1).
    pub coins: u64,
}

/// Every winning move of staircase Nim with `steps[i]` coins on step `i + 1` (the game of
/// [`staircase_nim_sum`]), listed by step. With `s` the XOR of the odd steps, a move wins iff it
/// leaves `s = 0`, and two kinds of moves change an odd step:
/// - from an odd step (even index `i`) whose count `c` has `c xor s < c`: move `c - (c xor s)`
///   coins down, a Nim move on that step;
/// - from an even step (odd index `i`) onto the odd step below with count `c` and
///   `c xor s > c`: move `(c xor s) - c` coins down, if the even step holds that many.
///
/// Empty exactly when `s = 0` (the position is lost).
///
/// # Constraints
/// None: any coin counts.
///
/// # Complexity
/// O(n) for n steps.
///
/// # Example
/// ```
/// use cgt_nim_variants::{staircase_winning_moves, StaircaseMove};
/// // Steps 1, 2, 3 hold 1, 5, 3: s = 1 xor 3 = 2. Step 3 goes from 3 to 1 (2 coins down);
/// // or 2 coins from step 2 raise step 1 from 1 to 3.
/// assert_eq!(
///     staircase_winning_moves(&[1, 5, 3]),
///     [StaircaseMove { step: 1, coins: 2 }, StaircaseMove { step: 2, coins: 2 }]
/// );
/// assert!(staircase_winning_moves(&[3, 100, 3]).is_empty());
/// ```
///
/// Used by: no judge problem yet.
pub fn staircase_winning_moves(steps: &[u64]) -> Vec<StaircaseMove> {
    let s = staircase_nim_sum(steps);
    if s == 0 {
        return Vec::new();
    }
    let mut moves = Vec::new();
    for (step, &c) in steps.iter().enumerate() {
        if step % 2 == 0 {
            if c ^ s < c {
                moves.push(StaircaseMove {
                    step,
                    coins: c - (c ^ s),
                });
            }
        } else {
            let below = steps[step - 1];
            if below ^ s > below && (below ^ s) - below <= c {
                moves.push(StaircaseMove {
                    step,
                    coins: (below ^ s) - below,
                });
            }
        }
    }
    moves
}

/// One winning move of staircase Nim (the first that [`staircase_winning_moves`] lists), or
/// `None` when the position is lost.
///
/// # Constraints
/// None: any coin counts.
///
/// # Complexity
/// O(n) for n steps.
///
/// # Example
/// ```
/// use cgt_nim_variants::{staircase_winning_move, StaircaseMove};
/// assert_eq!(staircase_winning_move(&[4]), Some(StaircaseMove { step: 0, coins: 4 }));
/// assert_eq!(staircase_winning_move(&[0, 7]), None);
/// ```
///
/// Used by: no judge problem yet.
pub fn staircase_winning_move(steps: &[u64]) -> Option<StaircaseMove> {
    staircase_winning_moves(steps).first().copied()
}

#[cfg(test)]
#[path = "staircase_moves/tests.rs"]
mod tests;
