//! Tables whose value-0 positions are a Beatty set of a quadratic irrational are recognised,
//! from their continued fraction or as one side of a complementary pair.

use super::*;
use crate::rules::tests::{beatty_table, check, FAR};
use crate::rules::{find_sequence_rules, predict_sequence};
use rand::{rngs::StdRng, Rng, SeedableRng};

/// Tables whose value-0 positions are `⌊kα⌋` for a random quadratic irrational `α > 1`
/// (a random continued fraction: a short preperiod, then a period of one or two terms below
/// 4) are recognised, nearly all (a period 3, 3 grows past what 2000 values show); rational `α` (periodic tables) get no Beatty rule.
#[test]
fn beatty_tables_are_recognised() {
    let mut rng = StdRng::seed_from_u64(8);
    let mut found = 0;
    let mut tried = 0;
    while tried < 60 {
        let pre: Vec<u128> = (0..rng.random_range(1..3))
            .map(|_| rng.random_range(1..5))
            .collect();
        // Large terms make the continued fraction grow faster than 2000 values can show.
        let period: Vec<u128> = (0..rng.random_range(1..3))
            .map(|_| rng.random_range(1..4))
            .collect();
        let Some(alpha) = surd_of(&pre, &period) else {
            continue;
        };
        if alpha.q > 64 || alpha.p.abs() > 256 || alpha.w > 4096 || alpha.s.abs() > 64 {
            continue;
        }
        tried += 1;
        let len = 2000usize;
        let mut values = vec![1u64; len];
        for k in 0.. {
            let x = alpha.floor_times(k).unwrap() as usize;
            if x >= len {
                break;
            }
            values[x] = 0;
        }
        let set = BeattySet {
            alpha,
            from: 0,
            terms: Vec::new(),
            pre: 0,
            period: 0,
        };
        let right = check(&values, 0, |n| Some(u64::from(!set.contains(n)?)));
        if right == FAR.len() {
            found += 1;
        }
    }
    assert!(found >= 50, "{found} of 60");
    for (num, den) in [(13u64, 8u64), (5, 3), (7, 2), (21, 13), (34, 21)] {
        let values: Vec<u64> = (0..2000u64)
            .map(|n| u64::from((n * den) % num >= den))
            .collect();
        assert!(find(&values, 0).is_empty(), "{num}/{den}");
    }
}

/// Win/lose tables with 0 at `⌊kα⌋` for a slope `α` close to 1 (the smaller piles of the
/// k-Wythoff games, `α = (2 - k + √(k² + 4))/2`): the positions of 1 are too sparse for their
/// continued fraction, and the positions of 0 are read instead; far values are exact.
#[test]
fn beatty_tables_of_slopes_near_one_are_recognised() {
    for k in 3..=7i128 {
        let values = beatty_table(1200, 2 - k, (k * k + 4) as u128, 2);
        let alpha = Surd {
            p: 2 - k,
            s: 1,
            w: (k * k + 4) as u128,
            q: 2,
        };
        let set = BeattySet {
            alpha,
            from: 0,
            terms: Vec::new(),
            pre: 0,
            period: 0,
        };
        let right = check(&values, 0, |n| Some(u64::from(!set.contains(n)?)));
        assert_eq!(right, FAR.len(), "k = {k}");
        // One position moved: no Beatty rule.
        let mut moved = values.clone();
        let i = moved.iter().rposition(|&v| v == 1).unwrap() - 300;
        let i = (i..).find(|&i| moved[i] == 1 && moved[i + 1] == 0).unwrap();
        moved.swap(i, i + 1);
        assert!(find(&moved, 0).is_empty(), "k = {k}");
    }
}

/// The win/lose tables of either coordinate of the d-Wythoff games' losing pairs (0 at
/// `⌊kα⌋`, or at `⌊k(α + d)⌋`, `1/α + 1/(α + d) = 1`) over 800 values, for slopes whose
/// continued fractions show too few terms there: recognised as a complementary pair, far
/// values exact; two positions swapped give no Beatty rule.
#[test]
fn coordinates_of_complementary_pairs_are_recognised() {
    for d in 1..=10u64 {
        let alpha = Surd {
            p: 2 - d as i128,
            s: 1,
            w: (d * d + 4) as u128,
            q: 2,
        };
        for surd in [alpha, alpha.plus(d as i128).unwrap()] {
            let set = BeattySet {
                alpha: surd,
                from: 0,
                terms: Vec::new(),
                pre: 0,
                period: 0,
            };
            let values: Vec<u64> = (0..800u64)
                .map(|n| u64::from(!set.contains(n).unwrap()))
                .collect();
            let right = check(&values, 0, |n| Some(u64::from(!set.contains(n)?)));
            assert_eq!(right, FAR.len(), "d = {d}, {surd:?}");
            let rules = find_sequence_rules(&values, 0);
            let _ = predict_sequence(&rules, &values, 0, u64::MAX);
            let mut moved = values.clone();
            let i = (500..).find(|&i| moved[i] != moved[i + 1]).unwrap();
            moved.swap(i, i + 1);
            assert!(find(&moved, 0).is_empty(), "d = {d}");
        }
    }
}
