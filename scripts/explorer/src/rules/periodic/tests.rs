//! Tables built from a random period are recognised and predicted; near-periods, late starts
//! and late constant runs are weighed by their repetitions.

use super::*;
use crate::rules::tests::{beatty_table, check, texts, FAR};
use crate::rules::{find_sequence_rules, predict_sequence};
use rand::{rngs::StdRng, Rng, SeedableRng};

#[test]
fn periodic_tables_are_recognised() {
    let mut rng = StdRng::seed_from_u64(1);
    for _ in 0..200 {
        let p = rng.random_range(1..20u64);
        let s = rng.random_range(0..30u64);
        let saltus = if rng.random_bool(0.3) {
            rng.random_range(1..4u64)
        } else {
            0
        };
        let base: Vec<u64> = (0..p).map(|_| rng.random_range(0..6)).collect();
        let pre: Vec<u64> = (0..s).map(|_| rng.random_range(0..6)).collect();
        let g = |n: u64| {
            if n < s {
                pre[n as usize]
            } else {
                base[((n - s) % p) as usize] + (n - s) / p * saltus
            }
        };
        let len = (3 * (s + p) + 10).max(120);
        let values: Vec<u64> = (0..len).map(g).collect();
        assert_eq!(check(&values, 0, |n| Some(g(n))), FAR.len());
    }
}

/// Near-periods are no periods: a Beatty sequence of φ² repeats almost exactly at Fibonacci
/// lengths (610 over 3000 values), and a value growing like log n (a valuation capped by
/// ⌊log4 n⌋) looks periodic between two rises.
#[test]
fn near_periods_give_no_periodic_rule() {
    let wythoff = beatty_table(3000, 3, 5, 2);
    assert!(find(&wythoff, 0).is_none());
    assert!(crate::detected_period::detect_period(&wythoff).is_none());
    let capped: Vec<u64> = (1..=1000u64)
        .map(|n| (n.trailing_zeros() as u64).min((63 - n.leading_zeros() as u64) / 2))
        .collect();
    assert!(find(&capped, 1).is_none());
    // Its growth rule: the valuation capped by half the bit length.
    assert_eq!(
        texts(&find_sequence_rules(&capped, 1))[0],
        "g(n) = min(v2(n), ⌊(bit length of n + 1)/2⌋ - 1) for n >= 1"
    );
    let rules = find_sequence_rules(&capped, 1);
    for n in FAR {
        let truth = (n.trailing_zeros() as u64).min((63 - n.leading_zeros() as u64) / 2);
        assert_eq!(predict_sequence(&rules, &capped, 1, n), Some(truth));
    }
    // Sparse exceptions: zeros at powers of 2 leave a long constant stretch at the end.
    for len in [1000u64, 1024, 1300] {
        let powers: Vec<u64> = (1..len).map(|n| u64::from(!n.is_power_of_two())).collect();
        assert!(find(&powers, 1).is_none(), "{len}");
    }
}

/// A period that starts late is found when it is confirmed many times over.
#[test]
fn late_starts_weighed_by_repetitions() {
    let mut rng = StdRng::seed_from_u64(21);
    for _ in 0..100 {
        let p = rng.random_range(1..25usize);
        let len = rng.random_range(1200..3000usize);
        // The start in the second half, the tail confirmed by at least 16 periods.
        let start = rng.random_range(len / 2..len - 17 * p);
        let base: Vec<u64> = (0..p).map(|_| rng.random_range(0..4)).collect();
        let values: Vec<u64> = (0..len)
            .map(|n| {
                if n < start {
                    rng.random_range(0..4)
                } else {
                    base[(n - start) % p]
                }
            })
            .collect();
        let found = crate::detected_period::detect_period(&values).expect("a period");
        assert_eq!(found.period % found.period.min(p), 0);
        assert!(found.preperiod <= start);
        let g = |n: u64| {
            let i = if n < start as u64 {
                n
            } else {
                start as u64 + (n - start as u64) % p as u64
            };
            values.get(i as usize).copied()
        };
        let right = check(&values, 0, g);
        assert_eq!(right, FAR.len());
    }
}

/// Subtract a square, win (1) or loss (0), n = 0..4999 from the game's definition: its losing
/// positions never end (they thin out), so the last stretch of 1 at the end of the table is no
/// constant tail: it is shorter than the stretches between losing positions before it.
#[test]
fn a_late_constant_run_is_no_rule() {
    let n = 5000;
    let mut win = vec![0u64; n];
    for i in 0..n {
        win[i] = u64::from(
            (1..)
                .take_while(|k| k * k <= i)
                .any(|k| win[i - k * k] == 0),
        );
    }
    let rules = find_sequence_rules(&win, 0);
    assert!(
        rules.iter().all(|r| r.predict(5000).is_none()),
        "{:?}",
        texts(&rules)
    );
    for far in FAR {
        assert_eq!(predict_sequence(&rules, &win, 0, far), None);
    }
}
