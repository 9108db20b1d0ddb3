//! Formats of the rules found, predictions inside and beyond the table, and what every family
//! shares: random noise and extreme queries give `None` (`?`). The helpers here (`check`, `FAR`,
//! the Beatty tables) serve the families' own tests too.

use super::*;
use rand::{rngs::StdRng, Rng, SeedableRng};

pub(crate) const FAR: [u64; 6] = [
    1_000_000,
    1_000_003,
    123_456_789_012,
    999_999_999_999_999_999,
    1_000_000_000_000_000_000,
    (1 << 62) + 12345,
];

pub(crate) fn texts(rules: &[SequenceRule]) -> Vec<String> {
    rules.iter().map(|r| r.describe().to_string()).collect()
}

/// Every far prediction is the truth or `None`; returns how many were the truth.
pub(crate) fn check(values: &[u64], first: u64, truth: impl Fn(u64) -> Option<u64>) -> usize {
    let rules = find_sequence_rules(values, first);
    let mut right = 0;
    for n in FAR {
        let got = predict_sequence(&rules, values, first, n);
        if got.is_some() {
            assert_eq!(got, truth(n), "at {n}: rules {:?}", texts(&rules));
            right += 1;
        }
    }
    right
}

#[test]
fn formats_of_the_rules_found() {
    let ruler: Vec<u64> = (1..600u64).map(|n| n.trailing_zeros() as u64 + 1).collect();
    assert_eq!(
        texts(&find_sequence_rules(&ruler, 1))[0],
        "g(n) = v2(n) + 1 for n >= 1"
    );
    let mut period: Vec<u64> = vec![9, 9, 9];
    period.extend((0..100).map(|n| [0, 1, 1, 2][n % 4]));
    let rules = find_sequence_rules(&period, 0);
    assert_eq!(
        rules[0].describe(),
        "g(n + 4) = g(n) from n = 3 (period 4: 0, 1, 1, 2)"
    );
    assert_eq!(
        rules[0].summary(),
        "g(n + 4) = g(n) from n = 3 (period 4: 0, 1, 1, 2) [confirmed by 96 values from 3]"
    );
    let saltus: Vec<u64> = (0..100u64)
        .map(|n| {
            if n == 0 {
                5
            } else {
                n / 4 * 4 + [0, 1, 3, 2][(n % 4) as usize]
            }
        })
        .collect();
    assert_eq!(
        texts(&find_sequence_rules(&saltus, 0))[0],
        "g(n + 4) = g(n) + 4 from n = 1"
    );
    let nim: Vec<u64> = (0..50).collect();
    assert_eq!(
        texts(&find_sequence_rules(&nim, 0))[0],
        "g(n) = n for n >= 0"
    );
    let mock: Vec<u64> = (0..300u64)
        .map(|n| 2 * n + 1 - (n.count_ones() as u64 & 1))
        .collect();
    assert_eq!(
        texts(&find_sequence_rules(&mock, 0))[0],
        "g(n) = 2n - parity(popcount(n)) + 1 for n >= 0"
    );
    // Fibonacci: positions of value 0 in a 0/1 table.
    let mut fib = vec![1u64, 2];
    while *fib.last().unwrap() < 1000 {
        let k = fib.len();
        fib.push(fib[k - 1] + fib[k - 2]);
    }
    let table: Vec<u64> = (1..1000u64).map(|n| u64::from(!fib.contains(&n))).collect();
    let rules = texts(&find_sequence_rules(&table, 1));
    assert!(rules.contains(&"positions of value 0: a(i) = a(i-1) + a(i-2) from i = 2 (a = 1, 2, 3, 5, 8, 13, 21, 34, ...); every other value is 1".to_string()), "{rules:?}");
}

#[test]
fn predict_answers_the_table_inside_it_and_none_without_a_rule() {
    let values = vec![3, 1, 4, 1, 5, 9, 2, 6, 5, 3, 5, 8, 9, 7, 9];
    let rules = find_sequence_rules(&values, 10);
    assert!(rules.is_empty());
    assert_eq!(predict_sequence(&rules, &values, 10, 12), Some(4));
    assert_eq!(predict_sequence(&rules, &values, 10, 9), None);
    assert_eq!(predict_sequence(&rules, &values, 10, 25), None);
}

#[test]
fn noise_gives_none() {
    let mut rng = StdRng::seed_from_u64(5);
    for trial in 0..100 {
        let top = [2u64, 3, 5, 50][trial % 4];
        let values: Vec<u64> = (0..500).map(|_| rng.random_range(0..top)).collect();
        let rules = find_sequence_rules(&values, 0);
        assert!(rules.is_empty(), "{:?}", texts(&rules));
        let grid: Vec<Vec<u64>> = (0..40)
            .map(|_| (0..40).map(|_| rng.random_range(0..top)).collect())
            .collect();
        let rules = find_grid_rules(&grid, 0, 0);
        assert!(
            rules.is_empty(),
            "{:?}",
            rules
                .iter()
                .map(|r| r.describe().to_string())
                .collect::<Vec<_>>()
        );
    }
}

#[test]
fn extreme_queries_do_not_overflow() {
    let tables: Vec<Vec<u64>> = vec![
        (0..300).collect(),
        (0..300u64).map(|n| 3 * n + 7).collect(),
        (1..300u64).map(|n| 1 << n.trailing_zeros()).collect(),
        (0..300u64)
            .map(|n| 2 * n + 1 - (n.count_ones() as u64 & 1))
            .collect(),
    ];
    for values in &tables {
        let rules = find_sequence_rules(values, 1);
        assert!(!rules.is_empty());
        for n in [u64::MAX, u64::MAX - 1, 1 << 63] {
            let _ = predict_sequence(&rules, values, 1, n);
        }
    }
    let wythoff: Vec<Vec<u64>> = (0..50u64)
        .map(|a| {
            (0..50u64)
                .map(|b| u64::from(!grid::is_wythoff_pair(a, b)))
                .collect()
        })
        .collect();
    let sum: Vec<Vec<u64>> = (0..50u64)
        .map(|a| (0..50u64).map(|b| a + b).collect())
        .collect();
    for g in [&wythoff, &sum] {
        let rules = find_grid_rules(g, 0, 0);
        assert!(!rules.is_empty());
        for (a, b) in [
            (u64::MAX, 0),
            (u64::MAX, u64::MAX),
            (1 << 63, 5),
            (0, u64::MAX),
        ] {
            let _ = predict_grid(&rules, g, 0, 0, a, b);
        }
    }
    // The largest Wythoff pairs within u64 are still recognised.
    let k = (1u64 << 62) - 1;
    let lo = grid::floor_k_phi(k) as u64;
    assert_eq!(grid::wythoff_pair(lo, lo + k), Some(true));
    assert_eq!(grid::wythoff_pair(lo + 1, lo + k), Some(false));
}

/// `⌊k·(u + √w)/v⌋`, exactly (the tests' own, from the definition).
pub(crate) fn floor_surd(k: u64, u: i128, w: u128, v: i128) -> i128 {
    let k = k as u128;
    let n = w * k * k;
    let mut r = (n as f64).sqrt() as u128;
    while r * r > n {
        r -= 1;
    }
    while (r + 1) * (r + 1) <= n {
        r += 1;
    }
    (u * k as i128 + r as i128).div_euclid(v)
}

/// A 0/1 table over `0..len` with 0 exactly at `⌊kα⌋`, `α = (u + √w)/v`.
pub(crate) fn beatty_table(len: usize, u: i128, w: u128, v: i128) -> Vec<u64> {
    let mut values = vec![1u64; len];
    for k in 0.. {
        let x = floor_surd(k, u, w, v) as usize;
        if x >= len {
            break;
        }
        values[x] = 0;
    }
    values
}
