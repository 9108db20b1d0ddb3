//! The sliding table and the prefix counts against a plain mex (the values of the window
//! collected, then the least one missing), and the plain table against a search of the game.

use super::*;
use oracle::GameSearch;
use rand::{rngs::StdRng, Rng, SeedableRng};

/// Random windows of `0..n` whose two ends never decrease and whose end stays at most x.
pub(crate) fn random_windows(rng: &mut StdRng, n: usize) -> Vec<Range<usize>> {
    let (mut start, mut end) = (0usize, 0usize);
    let step = rng.random_range(1..=3);
    (0..n)
        .map(|x| {
            end = (end + rng.random_range(0..=step)).min(x);
            start =
                start.max((start + rng.random_range(0..=step)).min(end + rng.random_range(0..=1)));
            start..end
        })
        .collect()
}

fn mex_plain(values: impl Iterator<Item = u32>) -> u32 {
    let seen: Vec<u32> = values.collect();
    (0..).find(|v| !seen.contains(v)).unwrap()
}

fn plain_table(windows: &[Range<usize>]) -> Vec<u32> {
    let mut g = Vec::new();
    for w in windows {
        let value = mex_plain(w.clone().map(|y| g[y]));
        g.push(value);
    }
    g
}

#[test]
fn the_sliding_table_matches_the_plain_mex() {
    let mut rng = StdRng::seed_from_u64(255);
    for round in 0..500 {
        let n = rng.random_range(0..200);
        let windows = random_windows(&mut rng, n);
        let g = window_grundy(n, |x| windows[x].clone());
        assert_eq!(g, plain_table(&windows), "round {round} {windows:?}");
    }
}

#[test]
fn the_plain_table_is_the_search_of_the_real_game() {
    let mut rng = StdRng::seed_from_u64(4);
    for _ in 0..100 {
        let windows = random_windows(&mut rng, 60);
        let mut game = GameSearch::new(|&x: &usize| windows[x].clone().collect());
        let searched: Vec<u32> = (0..60).map(|x| game.grundy(&x)).collect();
        assert_eq!(window_grundy(60, |x| windows[x].clone()), searched);
    }
}

#[test]
fn take_between_a_and_b_has_period_a_plus_b() {
    // Known: take a..=b stones from one pile has g(x) = floor((x mod (a + b)) / a).
    for a in 1..6usize {
        for b in a..10 {
            let g = window_grundy(300, |x| x.saturating_sub(b)..(x + 1).saturating_sub(a));
            for (x, &v) in g.iter().enumerate() {
                assert_eq!(v as usize, x % (a + b) / a, "take {a}..={b}, pile {x}");
            }
        }
    }
}

#[test]
fn range_mex_matches_the_plain_mex() {
    let mut rng = StdRng::seed_from_u64(9);
    for _ in 0..300 {
        let n = rng.random_range(0..60);
        let top = rng.random_range(1..8);
        let values: Vec<u32> = (0..n).map(|_| rng.random_range(0..top)).collect();
        let table = RangeMex::new(&values);
        assert_eq!(table.len(), n);
        assert_eq!(table.is_empty(), n == 0);
        for _ in 0..30 {
            let a = rng.random_range(0..=n);
            let b = rng.random_range(0..=n);
            let expected = if a < b {
                mex_plain(values[a..b].iter().copied())
            } else {
                0
            };
            assert_eq!(table.mex(a..b), expected, "{values:?} {a}..{b}");
        }
    }
}
