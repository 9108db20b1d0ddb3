//! The Grundy table of a subtraction game with a large move set, by a bitset mex.

/// Grundy values `g[0..=limit]` of the subtraction game with move set `moves` (take exactly `s`
/// tokens for some `s` in `moves`), the same table as
/// [`subtraction_grundy`](crate::subtraction_grundy), computed by a bitset mex: fast when the
/// move set is large (thousands of sizes) and the values are few.
///
/// Turned around: instead of looking at the options of each pile, each pile pushes its value
/// to the piles it is an option of. `has[v]` is the set of piles (a bitset over `0..=limit`)
/// that have an option of value `v`. Piles are taken in increasing order; when `g[i]` is
/// known, every pile `i + s` (`s` in `moves`) has an option of value `g[i]`, so
/// `has[g[i]] |= moves << i` (a shifted OR of the move set's bitset, over the words from `i`
/// on). `g[i]` is the least `v` whose bit `i` is clear in `has[v]`: all of pile `i`'s options
/// are smaller piles, already pushed. A bitset `has[v]` is allocated only when the value `v`
/// first appears, so the memory follows the largest value, however large it turns out to be
/// (Codeforces 1091H's sets reach 26, 51 or 54 depending on the one size removed).
///
/// Duplicates in `moves` are harmless and moves larger than `limit` are ignored.
///
/// # Constraints
/// Every move is at least 1.
///
/// # Complexity
/// About `limit^2 / 128` word operations (pile `i` ORs the `(limit - i) / 64` words from `i` on)
/// plus O(limit * V) for the mex scans, whatever the number of moves; O(V * limit / 64) words of
/// memory for V distinct values. The plain table costs `limit * k` for k moves, so this wins
/// once k is above about `limit / 64`: on Codeforces 1091H's set (63,213 moves) to 199,998,
/// about 0.1 s of CPU against 7.5 s (see the crate docs).
///
/// # Example
/// ```
/// use cgt_subtraction::{subtraction_grundy, subtraction_grundy_bitset};
/// // S = {2, 5}: the S-Nim sample of POJ 2960.
/// assert_eq!(subtraction_grundy_bitset(&[2, 5], 7), [0, 0, 1, 1, 0, 2, 1, 0]);
/// // Every odd size up to 999: the values alternate 0, 1 (a pile's parity decides).
/// let odd: Vec<usize> = (1..1000).step_by(2).collect();
/// let g = subtraction_grundy_bitset(&odd, 2000);
/// assert_eq!(g, subtraction_grundy(&odd, 2000));
/// assert_eq!(g[..6], [0, 1, 0, 1, 0, 1]);
/// ```
///
/// Used by: cf-1091h.
pub fn subtraction_grundy_bitset(moves: &[usize], limit: usize) -> Vec<u32> {
    assert!(
        moves.iter().all(|&s| s >= 1),
        "a move must take at least one stone"
    );
    let words = limit / 64 + 1;
    let mut move_bits = vec![0u64; words];
    for &s in moves.iter().filter(|&&s| s <= limit) {
        move_bits[s / 64] |= 1 << (s % 64);
    }
    let mut has: Vec<Vec<u64>> = Vec::new();
    let mut g = Vec::with_capacity(limit + 1);
    for i in 0..=limit {
        let (word, bit) = (i / 64, i % 64);
        let value = has
            .iter()
            .position(|set| set[word] >> bit & 1 == 0)
            .unwrap_or(has.len());
        if value == has.len() {
            has.push(vec![0u64; words]);
        }
        g.push(value as u32);
        or_shifted(&mut has[value], &move_bits, i);
    }
    g
}

/// `target |= bits << shift`, on the words of `target` from `shift / 64` on (the bits below
/// `shift` of `bits << shift` are zero anyway), cut at `target`'s length.
fn or_shifted(target: &mut [u64], bits: &[u64], shift: usize) {
    let (q, r) = (shift / 64, shift % 64);
    let target = &mut target[q..];
    if r == 0 {
        for (t, &b) in target.iter_mut().zip(bits) {
            *t |= b;
        }
    } else {
        target[0] |= bits[0] << r;
        // Word w of `bits << r` is bits[w] << r | bits[w - 1] >> (64 - r): three slices of one
        // length, so that the loop has no bounds checks. The right shift is written as two
        // (`>> 1 >> (63 - r)`, the same for 1 <= r <= 63) so that the compiler vectorises the
        // loop instead of turning it into scalar double shifts (rustc 1.95 takes 2.4 times as
        // long with one shift here).
        let len = (target.len() - 1).min(bits.len() - 1);
        let (target, high, low) = (&mut target[1..=len], &bits[1..=len], &bits[..len]);
        let back = 63 - r;
        for w in 0..len {
            target[w] |= high[w] << r | low[w] >> 1 >> back;
        }
    }
}

#[cfg(test)]
#[path = "bitset/tests.rs"]
mod tests;
