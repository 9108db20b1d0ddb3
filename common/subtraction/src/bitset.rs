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
mod tests {
    use super::*;
    use crate::subtraction_grundy;
    use rand::{rngs::StdRng, Rng, SeedableRng};

    #[test]
    fn bitset_compare_with_plain_mex() {
        let mut rng = StdRng::seed_from_u64(31);
        for _ in 0..400 {
            // Small and large sets, dense and sparse, some with values above 64 (take 1..=k
            // has values up to k) and with limits on and off word boundaries.
            let top = rng.random_range(1..=300);
            let k = rng.random_range(1..=top);
            let moves: Vec<usize> = (0..k).map(|_| rng.random_range(1..=top)).collect();
            let limit = rng.random_range(0..=700);
            assert_eq!(
                subtraction_grundy_bitset(&moves, limit),
                subtraction_grundy(&moves, limit),
                "moves {moves:?}, limit {limit}"
            );
        }
    }

    #[test]
    fn values_above_a_word_are_allocated_as_they_appear() {
        // Take 1..=150: g(n) = n mod 151, values up to 150.
        let moves: Vec<usize> = (1..=150).collect();
        let g = subtraction_grundy_bitset(&moves, 1000);
        assert!(g.iter().enumerate().all(|(n, &v)| v as usize == n % 151));
    }

    #[test]
    fn edge_limits_and_unusable_moves() {
        assert_eq!(subtraction_grundy_bitset(&[1], 0), [0]);
        assert_eq!(subtraction_grundy_bitset(&[], 3), [0, 0, 0, 0]);
        assert_eq!(subtraction_grundy_bitset(&[64, 500], 130), {
            let mut g = subtraction_grundy(&[64], 130);
            g.truncate(131);
            g
        });
        for limit in [63, 64, 65, 127, 128, 129] {
            let moves = [1, 63, 64, 65, 128];
            assert_eq!(
                subtraction_grundy_bitset(&moves, limit),
                subtraction_grundy(&moves, limit)
            );
        }
    }

    /// The primes and products of two primes below `bound` (Codeforces 1091H's steps), by a
    /// sieve of smallest prime factors.
    fn primes_and_semiprimes(bound: usize) -> Vec<usize> {
        let mut factors = vec![0u8; bound];
        let mut rest: Vec<usize> = (0..bound).collect();
        for p in 2..bound {
            if rest[p] == 1 || factors[p] != 0 && rest[p] == p {
                continue;
            }
            if factors[p] == 0 {
                // p is prime: divide it out of its multiples.
                for m in (p..bound).step_by(p) {
                    while rest[m] % p == 0 {
                        rest[m] /= p;
                        factors[m] = factors[m].saturating_add(1);
                    }
                }
            }
        }
        (2..bound).filter(|&n| factors[n] <= 2).collect()
    }

    /// CPU time of this thread so far, in seconds (Linux: /proc/thread-self/schedstat).
    fn thread_cpu_seconds() -> f64 {
        let stat = std::fs::read_to_string("/proc/thread-self/schedstat").unwrap();
        stat.split_whitespace()
            .next()
            .unwrap()
            .parse::<f64>()
            .unwrap()
            / 1e9
    }

    /// Codeforces 1091H's set less the size `f`, to 199,998 (every gap of the problem): the
    /// bitset table against the plain one, the largest values, and both timings (CPU of this
    /// thread). `cargo test -p cgt-subtraction --release cf_1091h -- --ignored --nocapture`.
    #[test]
    #[ignore]
    fn cf_1091h_set_timings() {
        let steps = primes_and_semiprimes(200_000);
        assert_eq!(steps.len(), 17_984 + 45_230);
        for (f, largest) in [(200_000, 26), (2, 51), (26, 54), (29, 54), (8, 26)] {
            let moves: Vec<usize> = steps.iter().copied().filter(|&s| s != f).collect();
            let clock = thread_cpu_seconds();
            let fast = subtraction_grundy_bitset(&moves, 199_998);
            let bitset_time = thread_cpu_seconds() - clock;
            let clock = thread_cpu_seconds();
            let plain = subtraction_grundy(&moves, 199_998);
            let plain_time = thread_cpu_seconds() - clock;
            assert_eq!(fast, plain, "f = {f}");
            assert_eq!(*fast.iter().max().unwrap(), largest, "f = {f}");
            println!(
                "f = {f}: {} moves, largest value {largest}, bitset {bitset_time:.3} s, plain {plain_time:.3} s of CPU",
                moves.len()
            );
        }
    }

    #[test]
    #[should_panic(expected = "at least one stone")]
    fn zero_move_is_rejected() {
        subtraction_grundy_bitset(&[0, 1], 3);
    }
}
