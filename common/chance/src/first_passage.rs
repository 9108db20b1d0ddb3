//! Where a walk of die rolls first reaches a line.

use crate::Field;

/// The distribution of the total at which a walk of rolls of a fair die with faces `1..=d`,
/// started at 0, first reaches `l` or more: entry `r` (for `r` in `0..d`) is the probability
/// that the walk stops at `l + r` (a dealer who rolls while below `l`). For `l = 0` the walk
/// stops at once: `[1, 0, ..., 0]`.
///
/// With `reach(y)` the probability that the walk ever stands on `y`: `reach(0) = 1` and
/// `reach(y) = (1/d) Σ reach(z)` over the `z` in `[y - d, y - 1]` below `l` (the walk leaves `z`
/// only while `z < l`); for `y >= l` that is the chance of stopping at `y`. One running window
/// sum makes it O(l + d), where a face by face recursion is O((l + d) · d).
///
/// # Constraints
/// `d >= 1`; in residues the modulus does not divide `d`.
///
/// # Complexity
/// O(l + d) field operations and one inverse, O(l + d) memory.
///
/// # Example
/// ```
/// use cgt_chance::first_passage_totals;
/// use cgt_modular::Mod998244353;
/// // A coin (faces 1, 2) until 3 or more: stop at 3 with 5/8, at 4 with 3/8.
/// assert_eq!(first_passage_totals::<f64>(3, 2), [0.625, 0.375]);
/// let exact: Vec<Mod998244353> = first_passage_totals(3, 2);
/// assert_eq!(exact[1], Mod998244353::new(3) / Mod998244353::new(8));
/// ```
///
/// Used by: atcoder-abc342-f.
pub fn first_passage_totals<F: Field>(l: usize, d: usize) -> Vec<F> {
    assert!(d >= 1, "a die needs a face");
    let per_face = F::one() / F::from_u64(d as u64);
    let mut reach: Vec<F> = Vec::with_capacity(l + d);
    reach.push(F::one());
    // window = Σ reach(z) for z in [y - d, y - 1] with z < l.
    let mut window = F::zero();
    for y in 1..l + d {
        if y - 1 < l {
            window = window + reach[y - 1];
        }
        if y > d && y - d - 1 < l {
            window = window - reach[y - d - 1];
        }
        reach.push(window * per_face);
    }
    if l == 0 {
        let mut stop = vec![F::zero(); d];
        stop[0] = F::one();
        return stop;
    }
    reach.split_off(l)
}

// The unit tests are in the sibling folder (cargo-equip looks for `src/tests.rs` otherwise).
#[cfg(test)]
#[path = "first_passage/tests.rs"]
mod tests;
