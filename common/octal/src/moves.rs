//! Moves of octal games read from the Grundy table: to a given value (splits included), and
//! the winning ones of a sum of heaps.

use crate::code::OctalCode;

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
/// list. Empty exactly when the sum is lost.
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
    let total = heaps.iter().fold(0, |x, &h| x ^ g[h]);
    let mut winning = Vec::new();
    for (i, &heap) in heaps.iter().enumerate() {
        for left in octal_moves_to(code, g, heap, total ^ g[heap]) {
            winning.push((i, left));
        }
    }
    winning
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::octal_grundy;
    use oracle::GameSearch;
    use rand::{rngs::StdRng, Rng, SeedableRng};

    /// A move named by the heap moved and the heaps left in its place.
    type Named = (usize, Vec<usize>);

    /// The positions one move away from a sum of heaps (sorted), each named by the heap moved
    /// and the heaps left in its place, from the code's rules.
    fn named_moves(code: &OctalCode, heaps: &[usize]) -> Vec<(Named, Vec<usize>)> {
        let mut next = Vec::new();
        for i in 0..heaps.len() {
            for left in code.heap_moves(heaps[i]) {
                let mut position = heaps.to_vec();
                position.remove(i);
                position.extend(&left);
                position.sort_unstable();
                next.push(((i, left), position));
            }
        }
        next
    }

    #[test]
    fn octal_winning_moves_are_every_move_to_a_lost_sum() {
        let mut rng = StdRng::seed_from_u64(31);
        for _ in 0..40 {
            let len = rng.random_range(1..=3);
            let mut digits: Vec<u8> = (0..len).map(|_| rng.random_range(0..=7)).collect();
            *digits.last_mut().unwrap() = rng.random_range(1..=7);
            let code = OctalCode::from_digits(&digits).unwrap();
            let g = octal_grundy(&code, 14);
            let mut search = GameSearch::new(|heaps: &Vec<usize>| {
                named_moves(&code, heaps)
                    .into_iter()
                    .map(|(_, p)| p)
                    .collect()
            });
            for _ in 0..8 {
                let count = rng.random_range(0..=3);
                let mut heaps: Vec<usize> = (0..count).map(|_| rng.random_range(0..=9)).collect();
                heaps.sort_unstable();
                let expected: Vec<(usize, Vec<usize>)> = named_moves(&code, &heaps)
                    .into_iter()
                    .filter(|(_, after)| !search.wins(after))
                    .map(|(m, _)| m)
                    .collect();
                let winning = octal_winning_moves(&code, &g, &heaps);
                assert_eq!(winning, expected, "{code}, {heaps:?}");
                assert_eq!(winning.is_empty(), !search.wins(&heaps));
                for (i, left) in &winning {
                    let value = heaps.iter().fold(0, |x, &h| x ^ g[h]) ^ g[heaps[*i]];
                    assert!(octal_move_to(&code, &g, heaps[*i], value).is_some());
                    assert!(octal_moves_to(&code, &g, heaps[*i], value).contains(left));
                }
            }
        }
    }

    #[test]
    fn every_value_below_a_heaps_value_has_a_move() {
        for code in ["0.07", "0.77", "0.137", "0.44", "0.6", "0.007"] {
            let code: OctalCode = code.parse().unwrap();
            let g = octal_grundy(&code, 40);
            for heap in 0..=40 {
                for value in 0..g[heap] {
                    assert!(
                        octal_move_to(&code, &g, heap, value).is_some(),
                        "{code}, {heap}"
                    );
                }
                assert!(octal_moves_to(&code, &g, heap, g[heap]).is_empty());
            }
        }
    }
}
