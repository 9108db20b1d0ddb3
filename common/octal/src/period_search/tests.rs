use super::*;
use cgt_mex::EventualPeriod;
use rand::{rngs::StdRng, Rng, SeedableRng};

/// The length at which the finder certifies, and its certificate, against the least length
/// at which some period has its window, on sequences periodic after random noise of a few
/// symbols (which makes short false agreements).
#[test]
fn period_finder_compare_with_naive() {
    let mut rng = StdRng::seed_from_u64(15);
    for _ in 0..40 {
        let k = rng.random_range(1..=4);
        let p0 = rng.random_range(1..=80);
        let n0 = rng.random_range(1..1500);
        let symbols = rng.random_range(2..5);
        let base: Vec<u32> = (0..n0 + p0).map(|_| rng.random_range(0..symbols)).collect();
        let len = 2 * n0 + 2 * p0 + k + 50;
        let g: Vec<u32> = (0..len)
            .map(|n| base[if n < n0 { n } else { n0 + (n - n0) % p0 }])
            .collect();
        let mut finder = PeriodFinder::new(k);
        let found = (1..=len).find_map(|l| finder.observe(&g[..l]).map(|c| (l, c)));
        // Naive: for each p, the first length where the pairs since the last disagreement
        // cover the window.
        let naive = (1..len / 2)
            .filter_map(|p| {
                let mut start = 1;
                (p + 1..=len).find(|&l| {
                    let n = l - 1 - p;
                    if g[n] != g[n + p] {
                        start = n + 1;
                    }
                    2 * start + 2 * p + k <= l
                })
            })
            .min();
        let (l, (n1, p1)) = found.expect("the window fits");
        assert_eq!(Some(l), naive, "k {k} p0 {p0} n0 {n0}");
        assert!(n1 >= 1 && 2 * n1 + 2 * p1 + k <= l);
        assert!((n1..2 * n1 + p1 + k).all(|n| g[n] == g[n + p1]));
    }
}

/// The compact search certifies at the same length as the full one, with a certificate
/// that holds, on the same noisy periodic sequences and on long ones whose tails have a
/// small period (the bases) or none for a while.
#[test]
fn compact_finder_compare_with_naive() {
    let mut rng = StdRng::seed_from_u64(16);
    for round in 0..120 {
        let k = rng.random_range(1..=4);
        let p0 = if round % 4 == 0 {
            rng.random_range(1..=6)
        } else {
            rng.random_range(1..=400)
        };
        let n0 = rng.random_range(1..[1500, 20_000][round % 2]);
        let symbols = rng.random_range(2..6);
        let base: Vec<u8> = (0..n0 + p0).map(|_| rng.random_range(0..symbols)).collect();
        let len = 2 * n0 + 2 * p0 + k + 50;
        let g: Vec<u8> = (0..len)
            .map(|n| base[if n < n0 { n } else { n0 + (n - n0) % p0 }])
            .collect();
        let mut full = PeriodFinder::new(k);
        let wide: Vec<u32> = g.iter().map(|&v| u32::from(v)).collect();
        let expected = (1..=len).find_map(|l| full.observe(&wide[..l]).map(|c| (l, c)));
        let mut compact = CompactFinder::new(k);
        let found = (1..=len).find_map(|l| compact.observe(&g[..l]).map(|c| (l, c)));
        let (l, (n1, p1)) = found.expect("the window fits");
        assert_eq!(Some(l), expected.map(|e| e.0), "k {k} p0 {p0} n0 {n0}");
        assert!(n1 >= 1 && 2 * n1 + 2 * p1 + k <= l);
        assert!((n1..2 * n1 + p1 + k).all(|n| g[n] == g[n + p1]));
        assert_eq!(
            EventualPeriod::least(&g, n1, p1),
            EventualPeriod::least(&wide, expected.unwrap().1 .0, expected.unwrap().1 .1)
        );
    }
}

#[test]
fn segments_grow_by_about_four_percent() {
    let mut last = 0;
    for x in 1..100_000usize {
        let s = segment(x);
        assert!(s >= last);
        last = s;
    }
    // 16 a doubling, and a due (at most three times the length) is fewer than 256 ahead.
    assert_eq!(segment(1 << 20) - segment(1 << 19), 16);
    assert!(segment(3 << 20) - segment(1 << 20) < 30);
}
