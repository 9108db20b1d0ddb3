use super::*;
use oracle::GameSearch;
use rand::{rngs::StdRng, Rng, SeedableRng};

/// Wythoff's game as it is played: take from one pile, or the same from both.
fn wythoff_moves(&(a, b): &(u64, u64)) -> Vec<(u64, u64)> {
    let mut next: Vec<(u64, u64)> = (0..a).map(|x| (x, b)).collect();
    next.extend((0..b).map(|y| (a, y)));
    next.extend((1..=a.min(b)).map(|d| (a - d, b - d)));
    next
}

#[test]
fn wythoff_winning_moves_are_every_move_to_a_lost_position() {
    let mut search = GameSearch::new(wythoff_moves);
    for a in 0..40 {
        for b in 0..40 {
            let mut expected = search.winning_moves(&(a, b));
            expected.sort_unstable();
            let mut moves = wythoff_winning_moves(a, b);
            assert_eq!(wythoff_winning_move(a, b), moves.first().copied());
            moves.sort_unstable();
            assert_eq!(moves, expected, "({a}, {b})");
            assert_eq!(moves.is_empty(), !search.wins(&(a, b)));
        }
    }
}

#[test]
fn wythoff_winning_moves_of_large_piles_reach_losing_pairs() {
    let losing = |a: u64, b: u64| wythoff_partner(a) == b;
    let mut rng = StdRng::seed_from_u64(9);
    for _ in 0..20_000 {
        let a = rng.random_range(0..=FLOOR_TIMES_GOLDEN_RATIO_MAX);
        let b = match rng.random_range(0..3) {
            0 => rng.random_range(0..=FLOOR_TIMES_GOLDEN_RATIO_MAX),
            1 => wythoff_partner(a).min(FLOOR_TIMES_GOLDEN_RATIO_MAX),
            _ => a,
        };
        let moves = wythoff_winning_moves(a, b);
        assert_eq!(moves.is_empty(), losing(a, b), "({a}, {b})");
        for (x, y) in moves {
            assert!(losing(x, y), "({a}, {b}) -> ({x}, {y})");
            let legal = (x < a && y == b) || (x == a && y < b) || (a - x == b - y && x < a);
            assert!(legal, "({a}, {b}) -> ({x}, {y})");
        }
    }
}

/// The integer square root by bisection on exact squares.
fn isqrt_naive(n: u64) -> u64 {
    let (mut low, mut high) = (0u128, 1u128 << 32);
    while high - low > 1 {
        let mid = (low + high) / 2;
        if mid * mid <= u128::from(n) {
            low = mid;
        } else {
            high = mid;
        }
    }
    low as u64
}

/// floor(k * phi) from its definition: the largest m with m <= k * phi, that is
/// 2m - k <= k * sqrt(5), that is (2m - k)^2 <= 5 k^2 when 2m >= k; by bisection.
fn floor_times_golden_ratio_naive(k: u64) -> u64 {
    let k = u128::from(k);
    let fits = |m: u128| 2 * m <= k || (2 * m - k) * (2 * m - k) <= 5 * k * k;
    let (mut low, mut high) = (0u128, 2 * k + 2);
    while high - low > 1 {
        let mid = (low + high) / 2;
        if fits(mid) {
            low = mid;
        } else {
            high = mid;
        }
    }
    low as u64
}

#[test]
fn isqrt_compare_with_naive() {
    let mut rng = StdRng::seed_from_u64(7);
    for _ in 0..20_000 {
        let n = match rng.random_range(0..3) {
            0 => rng.random_range(0..1000),
            1 => rng.random(),
            _ => {
                let r = rng.random_range(0..=u64::from(u32::MAX));
                (r * r)
                    .saturating_add(rng.random_range(0..3))
                    .saturating_sub(1)
            }
        };
        assert_eq!(isqrt(n), isqrt_naive(n), "n = {n}");
    }
    for n in [0, 1, 2, 3, 4, u64::MAX, u64::MAX - 1] {
        assert_eq!(isqrt(n), isqrt_naive(n), "n = {n}");
    }
}

#[test]
fn floor_times_golden_ratio_compare_with_naive() {
    let mut rng = StdRng::seed_from_u64(8);
    let fibonacci_neighbours = [
        165_580_140,
        165_580_141,
        165_580_142,
        102_334_155,
        433_494_437,
    ];
    let samples = (0..20_000)
        .map(|_| rng.random_range(0..=FLOOR_TIMES_GOLDEN_RATIO_MAX))
        .chain(0..2000)
        .chain(fibonacci_neighbours)
        .chain([FLOOR_TIMES_GOLDEN_RATIO_MAX]);
    for k in samples {
        assert_eq!(
            floor_times_golden_ratio(k),
            floor_times_golden_ratio_naive(k),
            "k = {k}"
        );
    }
}

#[test]
#[should_panic(expected = "too large")]
fn too_large_k_is_rejected() {
    floor_times_golden_ratio(FLOOR_TIMES_GOLDEN_RATIO_MAX + 1);
}
