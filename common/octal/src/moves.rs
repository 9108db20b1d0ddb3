//! Moves of octal games read from the Grundy table: to a given value (splits included), and
//! the winning ones of a sum of heaps.

use crate::code::OctalCode;
use cgt_nim::winning_moves_by;

/// Every move of the octal game `code` from one heap of `heap` tokens to a position of Grundy
/// value `value`, each as the heaps it leaves: `[]` (the heap removed), `[a]`, or `[a, b]` with
/// `a <= b` (a split, worth `g[a] xor g[b]`), sorted and without repeats. The move removes
/// `heap` minus what it leaves; which tokens it takes (a row's ends or middle) is for the
/// problem to say.
///
/// `g` is the game's table ([`octal_grundy`](crate::octal_grundy) or
/// [`OctalGrundy::values`](crate::OctalGrundy::values)). In a sum of heaps,
/// `cgt_nim::winning_moves` says which heap to move and to which value; this says how. A value
/// below `g[heap]` always has a move (the mex rule); a value above it may or may not.
///
/// # Constraints
/// `heap < g.len()`.
///
/// # Complexity
/// O(k * heap) for k digits (every split is looked at).
///
/// # Example
/// ```
/// use cgt_octal::{octal_grundy, octal_moves_to, OctalCode};
/// // Kayles (0.77): knock down one pin or two adjacent ones, possibly splitting the row.
/// let kayles: OctalCode = "0.77".parse().unwrap();
/// let g = octal_grundy(&kayles, 12); // 0 1 2 3 1 4 3 2 1 4 2 6 4
/// // A row of 5 (value 4) to value 0: knock down the middle pin, leaving 2 + 2.
/// assert_eq!(octal_moves_to(&kayles, &g, 5, 0), [vec![2, 2]]);
/// // To value 3: a row of 3 (take 2 from an end), or 1 + 2 (take 1 or 2 inside).
/// assert_eq!(octal_moves_to(&kayles, &g, 5, 3), [vec![1, 2], vec![3]]);
/// assert_eq!(octal_moves_to(&kayles, &g, 2, 0), [Vec::<usize>::new()]); // take both
/// assert!(octal_moves_to(&kayles, &g, 5, 4).is_empty());
/// ```
///
/// Used by: atcoder-abc278-g.
pub fn octal_moves_to(code: &OctalCode, g: &[u32], heap: usize, value: u32) -> Vec<Vec<usize>> {
    assert!(
        heap < g.len(),
        "heap {heap} is past the table (0..{})",
        g.len()
    );
    let mut moves = Vec::new();
    for (i, &d) in code.digits().iter().enumerate() {
        let j = i + 1;
        if d & 1 != 0 && heap == j && value == 0 {
            moves.push(Vec::new());
        }
        if d & 2 != 0 && heap > j && g[heap - j] == value {
            moves.push(vec![heap - j]);
        }
        if d & 4 != 0 && heap >= j + 2 {
            let rest = heap - j;
            for a in 1..=rest / 2 {
                if g[a] ^ g[rest - a] == value {
                    moves.push(vec![a, rest - a]);
                }
            }
        }
    }
    moves.sort();
    moves.dedup();
    moves
}

/// One move of the octal game `code` from a heap of `heap` to a position of Grundy value
/// `value` (the first that [`octal_moves_to`] lists), or `None` if there is none.
///
/// # Constraints
/// `heap < g.len()`.
///
/// # Complexity
/// O(k * heap) for k digits.
///
/// # Example
/// ```
/// use cgt_octal::{octal_grundy, octal_move_to, OctalCode};
/// let dawson: OctalCode = "0.07".parse().unwrap();
/// let g = octal_grundy(&dawson, 10); // 0 0 1 1 2 0 3 1 1 0 3
/// // Remove 2 from the middle of 6, leaving 2 + 2 (leaving 4 is worth 2, 1 + 3 is worth 1).
/// assert_eq!(octal_move_to(&dawson, &g, 6, 0), Some(vec![2, 2]));
/// assert_eq!(octal_move_to(&dawson, &g, 5, 0), None);
/// ```
///
/// Used by: no judge problem yet.
pub fn octal_move_to(code: &OctalCode, g: &[u32], heap: usize, value: u32) -> Option<Vec<usize>> {
    octal_moves_to(code, g, heap, value).into_iter().next()
}

/// Every winning move of a sum of heaps of the octal game `code`, as `(heap index, heaps left
/// in its place)`, by heap then as [`octal_moves_to`] lists them: the moves after which the XOR
/// of the heaps' Grundy values is 0, raises of a heap's value included, so this is the whole
/// list. Empty exactly when the sum is lost. ([`cgt_nim::winning_moves_by`] over the heaps'
/// [`octal_moves_to`].)
///
/// # Constraints
/// Every heap is below `g.len()`.
///
/// # Complexity
/// O(k * (sum of the heaps)) for k digits.
///
/// # Example
/// ```
/// use cgt_octal::{octal_grundy, octal_winning_moves, OctalCode};
/// let kayles: OctalCode = "0.77".parse().unwrap();
/// let g = octal_grundy(&kayles, 12);
/// // Rows of 3 and 4 (values 3 and 1): the 3 goes to value 1 (one pin left), the 4 to
/// // value 3 (1 + 2 or a row of 3).
/// assert_eq!(
///     octal_winning_moves(&kayles, &g, &[3, 4]),
///     [(0, vec![1]), (1, vec![1, 2]), (1, vec![3])]
/// );
/// assert!(octal_winning_moves(&kayles, &g, &[4, 4]).is_empty());
/// ```
///
/// Used by: atcoder-abc278-g.
pub fn octal_winning_moves(
    code: &OctalCode,
    g: &[u32],
    heaps: &[usize],
) -> Vec<(usize, Vec<usize>)> {
    let values: Vec<u64> = heaps.iter().map(|&h| u64::from(g[h])).collect();
    winning_moves_by(&values, |i, target| {
        octal_moves_to(code, g, heaps[i], target as u32)
    })
}

#[cfg(test)]
#[path = "moves/tests.rs"]
mod tests;
