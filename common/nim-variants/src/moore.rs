//! Moore's Nim_k.

/// Whether the player to move loses Moore's Nim_k on `heaps`: a move removes a positive number of
/// objects from each of 1 to `k` heaps (any amounts, chosen per heap); who cannot move loses.
///
/// Moore's theorem: the position is a P-position (lost for the player to move) iff for every bit,
/// the number of heaps with that bit set is divisible by `k + 1`. For `k = 1` this is Nim's
/// "XOR is 0"; with `k` at least the number of heaps, only the empty position is lost.
///
/// The game is not a sum (one move touches several heaps), so it has no per-heap Grundy values:
/// combine positions through this test, never through XOR.
///
/// # Constraints
/// `k >= 1`.
///
/// # Complexity
/// O(64 * n) for n heaps.
///
/// # Example
/// ```
/// use cgt_nim_variants::moore_loses;
/// // Nim_2: every bit is set in 0 or 3 heaps.
/// assert!(moore_loses(&[1, 2, 3, 3], 2));
/// assert!(moore_loses(&[5, 5, 5], 2));
/// assert!(!moore_loses(&[5, 5], 2)); // take from both heaps at once
/// assert!(!moore_loses(&[5, 5, 5], 1)); // plain Nim: 5 ^ 5 ^ 5 = 5
/// assert!(moore_loses(&[], 3));
/// ```
///
/// Used by: no judge problem yet.
pub fn moore_loses(heaps: &[u64], k: u64) -> bool {
    assert!(k >= 1, "Moore's Nim_k needs k >= 1");
    (0..64).all(|bit| {
        let set = heaps.iter().filter(|&&h| h >> bit & 1 == 1).count() as u64;
        set % (k + 1) == 0
    })
}

/// How many P-positions of Moore's Nim_k (see [`moore_loses`]) have `heaps` heaps (an ordered
/// vector, heaps may be empty) and each total `0..=max_total`, modulo `modulus`: `counts[s]`.
///
/// By Moore's theorem the bits are independent: for bit b, choose which heaps have it set, a
/// multiple of `k + 1` of them, in `C(heaps, c)` ways, adding `c * 2^b` to the total. A DP over the
/// bits, from the lowest, keeps one count per total.
///
/// # Constraints
/// `k >= 1`, `modulus >= 1`, and `modulus^2` fits in a `u64` (e.g. 1e9+7).
///
/// # Complexity
/// O(heaps^2 + B * max_total * (heaps / (k + 1) + 1)) time for B = bits of `max_total`, and
/// O(heaps + max_total) memory.
///
/// # Example
/// ```
/// use cgt_nim_variants::moore_losing_counts;
/// // Nim_1 on two heaps: only (s/2, s/2) is lost, so one position for each even total.
/// assert_eq!(moore_losing_counts(2, 1, 6, 1_000_000_007), [1, 0, 1, 0, 1, 0, 1]);
/// // Nim_2 on three heaps of total 3: only (1, 1, 1).
/// assert_eq!(moore_losing_counts(3, 2, 3, 1_000_000_007), [1, 0, 0, 1]);
/// ```
///
/// Used by: luogu-p2490.
pub fn moore_losing_counts(heaps: usize, k: u64, max_total: usize, modulus: u64) -> Vec<u64> {
    assert!(k >= 1, "Moore's Nim_k needs k >= 1");
    // Row `heaps` of Pascal's triangle, modulo `modulus`.
    let mut choose = vec![0u64; heaps + 1];
    choose[0] = 1 % modulus;
    for row in 1..=heaps {
        for c in (1..=row).rev() {
            choose[c] = (choose[c] + choose[c - 1]) % modulus;
        }
    }
    let step = (k + 1).min(heaps as u64 + 1) as usize;
    let mut counts = vec![0u64; max_total + 1];
    counts[0] = 1 % modulus;
    let mut bit = 1usize;
    while bit <= max_total {
        let mut next = vec![0u64; max_total + 1];
        for (total, &ways) in counts.iter().enumerate() {
            if ways == 0 {
                continue;
            }
            for c in (0..=heaps).step_by(step) {
                let reached = total + c * bit;
                if reached > max_total {
                    break;
                }
                next[reached] = (next[reached] + ways * choose[c]) % modulus;
            }
        }
        counts = next;
        bit *= 2;
    }
    counts
}

#[cfg(test)]
mod tests {
    use super::*;
    use itertools::Itertools;
    use rand::{rngs::StdRng, Rng, SeedableRng};
    use std::collections::HashMap;

    /// Every position one move away in Moore's Nim_k: a non-empty set of at most `k` non-empty
    /// heaps, each reduced to any smaller size. Heaps are kept sorted.
    fn moore_moves(heaps: &[u64], k: u64) -> Vec<Vec<u64>> {
        let mut next = Vec::new();
        let nonempty: Vec<usize> = (0..heaps.len()).filter(|&i| heaps[i] > 0).collect();
        for size in 1..=(k as usize).min(nonempty.len()) {
            for chosen in nonempty.iter().copied().combinations(size) {
                let ranges = chosen.iter().map(|&i| 0..heaps[i]);
                for afters in ranges.multi_cartesian_product() {
                    let mut position = heaps.to_vec();
                    for (&i, &after) in chosen.iter().zip(&afters) {
                        position[i] = after;
                    }
                    position.sort_unstable();
                    next.push(position);
                }
            }
        }
        next
    }

    /// Whether the player to move wins, by search of the real game (iterative, memoised).
    fn moore_wins_naive(heaps: &[u64], k: u64, memo: &mut HashMap<Vec<u64>, bool>) -> bool {
        let mut start = heaps.to_vec();
        start.sort_unstable();
        let mut stack = vec![start.clone()];
        while let Some(position) = stack.last().cloned() {
            if memo.contains_key(&position) {
                stack.pop();
                continue;
            }
            let next = moore_moves(&position, k);
            let unknown: Vec<Vec<u64>> = next
                .iter()
                .filter(|p| !memo.contains_key(*p))
                .cloned()
                .collect();
            if unknown.is_empty() {
                let wins = next.iter().any(|p| !memo[p]);
                memo.insert(position, wins);
                stack.pop();
            } else {
                stack.extend(unknown);
            }
        }
        memo[&start]
    }

    #[test]
    fn moore_loses_compare_with_naive() {
        let mut rng = StdRng::seed_from_u64(5);
        for k in 1..=4u64 {
            let mut memo = HashMap::new();
            for _ in 0..150 {
                let len = rng.random_range(0..=5);
                let heaps: Vec<u64> = (0..len).map(|_| rng.random_range(0..=5)).collect();
                assert_eq!(
                    moore_loses(&heaps, k),
                    !moore_wins_naive(&heaps, k, &mut memo),
                    "k = {k}, heaps {heaps:?}"
                );
            }
        }
    }

    #[test]
    fn moore_loses_with_one_move_on_every_heap_only_when_empty() {
        assert!(!moore_loses(&[1, 2, 3], 3));
        assert!(moore_loses(&[0, 0], 1));
        assert!(moore_loses(&[7, 7, 7, 7], 3));
    }

    #[test]
    fn moore_losing_counts_compare_with_naive() {
        // Naive: every vector of `heaps` heaps with entries up to `max_total`, by `moore_loses`
        // (itself checked against the real game above).
        for heaps in 0..=4usize {
            for k in 1..=4u64 {
                let max_total = 9;
                let mut expected = vec![0u64; max_total + 1];
                let ranges = (0..heaps).map(|_| 0..=max_total as u64);
                for vector in ranges.multi_cartesian_product() {
                    let total = vector.iter().sum::<u64>() as usize;
                    if total <= max_total && moore_loses(&vector, k) {
                        expected[total] += 1;
                    }
                }
                if heaps == 0 {
                    expected = vec![0; max_total + 1];
                    expected[0] = 1;
                }
                assert_eq!(
                    moore_losing_counts(heaps, k, max_total, 1_000_000_007),
                    expected,
                    "{heaps} heaps, k = {k}"
                );
                let small = moore_losing_counts(heaps, k, max_total, 7);
                let reduced: Vec<u64> = expected.iter().map(|c| c % 7).collect();
                assert_eq!(small, reduced, "{heaps} heaps, k = {k}, mod 7");
            }
        }
    }
}
