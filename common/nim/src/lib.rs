//! Sums of games: the nim-sum of Grundy values, and the moves that bring it to 0.
//!
//! Used by: atcoder-abc278-g, atcoder-abc368-f, atcoder-arc091-f, cf-1091h, cf-1704f, cf-603c,
//! gym-103186k, hdu-3537, hdu-3595, hdu-5795, local-coin-game-2, local-octal-game,
//! local-subtraction-game, luogu-p2148, luogu-p2972, luogu-p3185, luogu-p3235, luogu-p4077,
//! luogu-p4279, poj-1704, poj-2234, poj-2425, poj-2960, poj-2975, poj-3710.

use std::ops::BitXor;

/// The nim-sum (XOR) of `values`: by the Sprague-Grundy theorem, the Grundy value of the sum of
/// games whose Grundy values are `values`. The player to move wins a sum iff its nim-sum is not 0.
///
/// The empty sum is 0 (no move: the player to move loses).
///
/// # Constraints
/// None for the integer types: any values. For another `T`, `T::default()` must be the identity
/// of `^` (it is the empty sum).
///
/// # Complexity
/// O(n) for n values.
///
/// # Example
/// ```
/// use cgt_nim::nim_sum;
/// assert_eq!(nim_sum([7u64, 11, 13]), 1);
/// assert_eq!(nim_sum([45u32, 45]), 0);
/// assert_eq!(nim_sum(Vec::<u32>::new()), 0);
/// ```
///
/// Used by: atcoder-abc278-g, atcoder-abc368-f, atcoder-arc091-f, cf-1091h, cf-1704f, cf-603c,
/// gym-103186k, hdu-3537, local-coin-game-2, local-octal-game, local-subtraction-game, luogu-p2148,
/// luogu-p2972, luogu-p3185, luogu-p3235, luogu-p4077, poj-1704, poj-2234, poj-2425, poj-2960,
/// poj-2975, poj-3710.
pub fn nim_sum<T>(values: impl IntoIterator<Item = T>) -> T
where
    T: BitXor<Output = T> + Default,
{
    values
        .into_iter()
        .fold(T::default(), |acc, value| acc ^ value)
}

/// A move in a sum of games: change component `component` (an index into the values given) to a
/// position of Grundy value `to`. In Nim a pile's value is its size, so it reads "leave `to`
/// stones in pile `component`".
///
/// # Constraints
/// None: any fields. The moves [`winning_moves`] and [`winning_move`] make have `component` an
/// index into the values and `to` below that component's value.
///
/// # Complexity
/// Plain data.
///
/// # Example
/// ```
/// use cgt_nim::{nim_sum, winning_move, SumMove};
/// // Nim on 5 and 3: leave 3 stones in pile 0.
/// let SumMove { component, to } = winning_move(&[5, 3]).unwrap();
/// assert_eq!((component, to), (0, 3));
/// let mut piles = [5, 3];
/// piles[component] = to;
/// assert_eq!(nim_sum(piles), 0);
/// ```
///
/// Used by: no judge problem yet.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct SumMove {
    /// The index of the component to move in.
    pub component: usize,
    /// The Grundy value the component must have after the move (always below its value now).
    pub to: u64,
}

/// Every winning move of the sum of games whose Grundy values are `values`: for each component
/// whose value `v` has the top bit of the nim-sum `s`, the move to value `v xor s` (below `v`,
/// so by the mex rule the component has such a move), which leaves a nim-sum of 0. Listed by
/// component. Empty exactly when the sum is lost (`s = 0`).
///
/// These are all the moves to a lost sum that lower a value. A component may also have moves
/// that raise its value (the mex rule does not forbid them); a raise to `v xor s > v` wins as
/// well, but no component needs one, and only the component itself knows whether it has one.
/// In Nim, where a pile's value is its size, there are no raises: this is the whole list of
/// winning moves (piles as values, `to` the stones left).
///
/// # Constraints
/// None: any values.
///
/// # Complexity
/// O(n) for n values.
///
/// # Example
/// ```
/// use cgt_nim::{winning_moves, winning_move, SumMove};
/// // Nim on 3, 4, 5: the nim-sum is 2; pile 0 goes to 3 xor 2 = 1, pile 2 to 5 xor 2 = 7 is
/// // not below 5, pile 1 to 4 xor 2 = 6 neither: one winning move.
/// assert_eq!(winning_moves(&[3, 4, 5]), [SumMove { component: 0, to: 1 }]);
/// // 1 xor 2 xor 4 = 7: only the 4 has the top bit.
/// assert_eq!(winning_move(&[1, 2, 4]), Some(SumMove { component: 2, to: 3 }));
/// assert!(winning_moves(&[6, 6]).is_empty());
/// assert_eq!(winning_moves(&[7, 6, 5]).len(), 3); // nim-sum 4: all three have bit 2
/// ```
///
/// Used by: no judge problem yet.
pub fn winning_moves(values: &[u64]) -> Vec<SumMove> {
    let s = nim_sum(values.iter().copied());
    values
        .iter()
        .enumerate()
        .filter(|&(_, &v)| v ^ s < v)
        .map(|(component, &v)| SumMove {
            component,
            to: v ^ s,
        })
        .collect()
}

/// One winning move of the sum of games whose Grundy values are `values` (the first that
/// [`winning_moves`] lists), or `None` when the sum is lost (nim-sum 0).
///
/// # Constraints
/// None: any values.
///
/// # Complexity
/// O(n) for n values.
///
/// # Example
/// ```
/// use cgt_nim::{winning_move, SumMove};
/// assert_eq!(winning_move(&[5, 3]), Some(SumMove { component: 0, to: 3 }));
/// assert_eq!(winning_move(&[]), None);
/// ```
///
/// Used by: no judge problem yet.
pub fn winning_move(values: &[u64]) -> Option<SumMove> {
    let s = nim_sum(values.iter().copied());
    values
        .iter()
        .position(|&v| v ^ s < v)
        .map(|component| SumMove {
            component,
            to: values[component] ^ s,
        })
}

/// Every winning move of a sum, each as `(component, move)`, given the moves of each component
/// to a Grundy value: `moves_to(i, target)` lists the moves of component `i` (of Grundy value
/// `values[i]`) that leave it worth `target`, and the winning moves are those to the target
/// `values[i] xor nim_sum(values)`, which makes the sum 0. Raises of a component's value are
/// included wherever `moves_to` lists them, so this is the whole list: empty exactly when the
/// sum is lost. By component, then in the order `moves_to` gives.
///
/// The topics whose games are sums of heaps build on it: `cgt_octal::octal_winning_moves`,
/// `cgt_take_break::take_break_winning_moves`, `cgt_subtraction::subtraction_winning_moves`.
///
/// # Constraints
/// `moves_to(i, t)` lists exactly the moves of component `i` to value `t`.
///
/// # Complexity
/// O(n) for n components, plus the calls of `moves_to` (one a component).
///
/// # Example
/// ```
/// use cgt_nim::winning_moves_by;
/// // Piles of a game that takes 1 or 2 stones: a pile of n is worth n mod 3; a move is the
/// // pile left.
/// fn winning(piles: &[u64]) -> Vec<(usize, u64)> {
///     let values: Vec<u64> = piles.iter().map(|&n| n % 3).collect();
///     winning_moves_by(&values, |i, target| {
///         let n = piles[i];
///         (n.saturating_sub(2)..n).filter(|&left| left % 3 == target).collect()
///     })
/// }
/// // 4 and 5 are worth 1 and 2: the 4 is raised to 2 (left), the 5 lowered to 4.
/// assert_eq!(winning(&[4, 5]), [(0, 2), (1, 4)]);
/// assert!(winning(&[4, 7]).is_empty()); // worth 1 and 1: lost
/// ```
///
/// Used by: atcoder-abc278-g.
pub fn winning_moves_by<M>(
    values: &[u64],
    mut moves_to: impl FnMut(usize, u64) -> Vec<M>,
) -> Vec<(usize, M)> {
    let total = nim_sum(values.iter().copied());
    let mut winning = Vec::new();
    for (i, &value) in values.iter().enumerate() {
        for m in moves_to(i, value ^ total) {
            winning.push((i, m));
        }
    }
    winning
}

#[cfg(test)]
mod tests;
