//! The runs against a plain mex table: on random monotone windows every pile, and on windows
//! between roots, piles up to 1e12 (the mex of each window over a plain table of the piles the
//! windows reach).

use super::*;
use crate::{ceil_root, floor_root, window_grundy, RangeMex};
use rand::{rngs::StdRng, Rng, SeedableRng};

/// Random windows whose ends never decrease, end(x) <= x, empty exactly on a prefix.
fn random_windows(rng: &mut StdRng, n: usize) -> Vec<Range<u64>> {
    let first = rng.random_range(1..=4u64);
    let (mut start, mut end) = (0u64, 0u64);
    let step = rng.random_range(1..=4);
    (0..n as u64)
        .map(|x| {
            if x < first {
                return 0..0;
            }
            end = (end + rng.random_range(0..=step)).clamp(1, x);
            start = (start + rng.random_range(0..=step)).min(end - 1);
            start..end
        })
        .collect()
}

fn mex_plain(values: &[u32]) -> u32 {
    (0..).find(|v| !values.contains(v)).unwrap()
}

#[test]
fn runs_match_the_plain_table_on_random_windows() {
    let mut rng = StdRng::seed_from_u64(7);
    for round in 0..400 {
        let n = rng.random_range(0..300);
        let windows = random_windows(&mut rng, n);
        let plain = window_grundy(n, |x| windows[x].start as usize..windows[x].end as usize);
        let table = RunTable::build(n as u64, |x| windows[x as usize].clone());
        let compressed = RunTable::from_values(&plain);
        assert_eq!(table.end(), n as u64);
        assert_eq!(
            table.runs().collect::<Vec<_>>(),
            compressed.runs().collect::<Vec<_>>(),
            "round {round}"
        );
        for (x, &g) in plain.iter().enumerate() {
            assert_eq!(table.value(x as u64), g, "round {round} pile {x}");
        }
        for _ in 0..20 {
            if n == 0 {
                break;
            }
            let a = rng.random_range(0..n);
            let b = rng.random_range(a..=n);
            assert_eq!(table.mex(a as u64..b as u64), mex_plain(&plain[a..b]));
            let target = rng.random_range(0..4);
            let expected = (a..b).find(|&y| plain[y] == target).map(|y| y as u64);
            assert_eq!(table.move_to(a as u64..b as u64, target), expected);
        }
    }
}

/// Windows between roots of x, so that piles up to 1e12 reach only piles below 1e6 + 1.
type Window = fn(u64) -> Range<u64>;

fn root_windows() -> Vec<(&'static str, Window)> {
    vec![
        ("255E: fourth root to square root", |x| {
            ceil_root(x, 4)..(floor_root(x, 2) + 1).min(x)
        }),
        ("cube root to square root", |x| {
            ceil_root(x, 3)..(floor_root(x, 2) + 1).min(x)
        }),
        ("half the cube root to half the square root", |x| {
            floor_root(x, 3) / 2..(floor_root(x, 2) / 2 + 1).min(x)
        }),
        ("square root exactly", |x| {
            floor_root(x, 2)..(floor_root(x, 2) + 1).min(x)
        }),
    ]
}

#[test]
fn runs_up_to_1e12_match_the_plain_mex_of_their_windows() {
    const END: u64 = 1_000_000_000_001;
    const SMALL: usize = 1_000_002;
    let mut rng = StdRng::seed_from_u64(12);
    for (name, window) in root_windows() {
        let plain = window_grundy(SMALL, |x| {
            let w = window(x as u64);
            w.start as usize..w.end as usize
        });
        let counts = RangeMex::new(&plain);
        let table = RunTable::build(END, window);
        // Every run boundary and its neighbours, and random piles.
        let mut piles: Vec<u64> = table
            .runs()
            .flat_map(|(r, _)| [r.start.saturating_sub(1), r.start, r.start + 1])
            .collect();
        piles.extend((0..2000).map(|_| rng.random_range(0..END)));
        piles.extend(0..2000);
        for x in piles.into_iter().filter(|&x| x < END) {
            let w = window(x);
            let expected = counts.mex(w.start as usize..w.end.max(w.start) as usize);
            assert_eq!(table.value(x), expected, "{name}: pile {x}");
            if (x as usize) < SMALL {
                assert_eq!(table.value(x), plain[x as usize], "{name}: pile {x}");
            }
        }
    }
}

#[test]
fn an_empty_table_and_a_table_of_one_pile() {
    let none = RunTable::build(0, |_| 0..0);
    assert_eq!(none.run_count(), 0);
    assert_eq!(none.mex(0..0), 0);
    let one = RunTable::build(1, |_| 0..0);
    assert_eq!(one.runs().collect::<Vec<_>>(), [(0..1, 0)]);
}
