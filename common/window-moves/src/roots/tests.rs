//! The roots against a binary search on exact powers, near every power and at random, and the
//! square root against `cgt_wythoff::isqrt`.

use super::*;
use rand::{rngs::StdRng, Rng, SeedableRng};

/// The largest r with r^k <= x, by bisection on exact (saturating) powers.
fn floor_root_naive(x: u64, k: u32) -> u64 {
    let pow = |r: u64| (0..k).fold(1u128, |p, _| p.saturating_mul(u128::from(r)));
    let (mut lo, mut hi) = (0u64, x);
    while lo < hi {
        let mid = lo + (hi - lo) / 2 + (hi - lo) % 2;
        if pow(mid) <= u128::from(x) {
            lo = mid;
        } else {
            hi = mid - 1;
        }
    }
    lo
}

fn check(x: u64, k: u32) {
    let floor = floor_root_naive(x, k);
    assert_eq!(floor_root(x, k), floor, "floor root {k} of {x}");
    let exact = (0..k).fold(1u128, |p, _| p.saturating_mul(u128::from(floor))) == u128::from(x);
    let ceil = if exact || x == 0 { floor } else { floor + 1 };
    assert_eq!(ceil_root(x, k), ceil, "ceil root {k} of {x}");
}

#[test]
fn roots_near_every_power_match_the_bisection() {
    for k in 1..=6u32 {
        let mut r = 0u64;
        while let Some(p) = (0..k).try_fold(1u64, |p, _| p.checked_mul(r)) {
            for x in [p.saturating_sub(1), p, p.saturating_add(1)] {
                check(x, k);
            }
            // Every root below 3000, then sparser.
            r = if r < 3000 { r + 1 } else { r + r / 7 + 1 };
            if k == 1 && r > 100_000 {
                break;
            }
        }
    }
}

#[test]
fn roots_at_random_and_at_the_extremes_match_the_bisection() {
    let mut rng = StdRng::seed_from_u64(255);
    for _ in 0..20_000 {
        let x = rng.random::<u64>() >> rng.random_range(0..64);
        check(x, rng.random_range(1..=8));
    }
    for k in 1..=64 {
        for x in [0, 1, 2, 3, u64::MAX - 1, u64::MAX, 777_777_777_777] {
            check(x, k);
        }
    }
}

#[test]
fn the_square_root_is_cgt_wythoff_isqrt() {
    let mut rng = StdRng::seed_from_u64(2);
    for _ in 0..20_000 {
        let x = rng.random::<u64>() >> rng.random_range(0..64);
        assert_eq!(floor_root(x, 2), cgt_wythoff::isqrt(x));
    }
}
