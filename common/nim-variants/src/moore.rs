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
#[path = "moore/tests.rs"]
mod tests;
