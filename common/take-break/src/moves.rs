//! Moves of take-and-break games read from the Grundy table: to a given value, and the winning
//! ones of a sum of heaps.

use crate::code::TakeBreak;
use cgt_nim::winning_moves_by;

/// Every move of the game `code` from one heap of `heap` tokens to a position of Grundy value
/// `value`, each as the heaps it leaves (sorted, none empty: `[]`, `[a]`, `[a, b]` or
/// `[a, b, c]`), sorted and without repeats. A value below `g[heap]` always has a move (the mex
/// rule); a value above it may or may not.
///
/// `g` is the game's table ([`take_break_grundy`](crate::take_break_grundy)). In a sum of heaps,
/// `cgt_nim::winning_moves` says which heap to move and to which value; this says how.
///
/// # Constraints
/// `heap < g.len()`.
///
/// # Complexity
/// That of [`TakeBreak::heap_moves`]: O(heap^3) with three-heap breaks, O(heap^2) otherwise.
///
/// # Example
/// ```
/// use cgt_take_break::{take_break_grundy, take_break_moves_to, TakeBreak};
/// let lasker = TakeBreak::parse("4.3...").unwrap();
/// let g = take_break_grundy(&lasker, 8); // 0 1 2 4 3 5 6 8 7
/// // A heap of 3 (value 4) to value 3: split it into 1 + 2 (1 ^ 2 = 3).
/// assert_eq!(take_break_moves_to(&lasker, &g, 3, 3), [vec![1, 2]]);
/// assert_eq!(take_break_moves_to(&lasker, &g, 3, 0), [Vec::<usize>::new()]);
/// assert!(take_break_moves_to(&lasker, &g, 3, 4).is_empty());
/// ```
///
/// Used by: no judge problem yet.
pub fn take_break_moves_to(
    code: &TakeBreak,
    g: &[u32],
    heap: usize,
    value: u32,
) -> Vec<Vec<usize>> {
    assert!(
        heap < g.len(),
        "heap {heap} is past the table (0..{})",
        g.len()
    );
    code.heap_moves(heap)
        .into_iter()
        .filter(|parts| parts.iter().fold(0, |x, &p| x ^ g[p]) == value)
        .collect()
}

/// Every winning move of a sum of heaps of the game `code`, as `(heap index, heaps left)`, by
/// index then move: the moves after which the XOR of the heaps' values is 0. Empty exactly
/// when the sum is lost. ([`cgt_nim::winning_moves_by`] over the heaps'
/// [`take_break_moves_to`].)
///
/// # Constraints
/// Every heap is below `g.len()`.
///
/// # Complexity
/// O(n * h^3) for n heaps of at most h with three-heap breaks, O(n * h^2) otherwise.
///
/// # Example
/// ```
/// use cgt_take_break::{take_break_grundy, take_break_winning_moves, TakeBreak};
/// let hdu_5795 = TakeBreak::parse("8.3...").unwrap();
/// let g = take_break_grundy(&hdu_5795, 8); // 0 1 2 3 4 5 6 8 7
/// // {1, 6, 7} has plain Nim sum 0 but values 1 ^ 6 ^ 8 = 15: the 7 (value 8) must go to value
/// // 1 ^ 6 = 7, which no smaller heap has, but the break 7 = 1 + 2 + 4 has.
/// assert_eq!(take_break_winning_moves(&hdu_5795, &g, &[1, 6, 7]), [(2, vec![1, 2, 4])]);
/// assert!(take_break_winning_moves(&hdu_5795, &g, &[1, 6, 8]).is_empty());
/// ```
///
/// Used by: no judge problem yet.
pub fn take_break_winning_moves(
    code: &TakeBreak,
    g: &[u32],
    heaps: &[usize],
) -> Vec<(usize, Vec<usize>)> {
    let values: Vec<u64> = heaps.iter().map(|&h| u64::from(g[h])).collect();
    winning_moves_by(&values, |i, target| {
        take_break_moves_to(code, g, heaps[i], target as u32)
    })
}
