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
