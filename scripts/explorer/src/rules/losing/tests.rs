//! The positions of value 0: linear recurrences, the k-multiple construction and growing
//! windows are recognised and predicted.

use crate::rules::tests::{check, texts, FAR};
use crate::rules::{find_sequence_rules, predict_sequence};
use rand::{rngs::StdRng, Rng, SeedableRng};

#[test]
fn losing_sets_are_recognised() {
    let mut rng = StdRng::seed_from_u64(4);
    // Linear recurrences with positive coefficients (growing: the first and last are 1).
    for _ in 0..50 {
        let d = rng.random_range(1..4usize);
        let c: Vec<u64> = if d == 1 {
            vec![rng.random_range(2..4)]
        } else {
            (0..d)
                .map(|j| u64::from(j == 0 || j == d - 1 || rng.random_bool(0.5)))
                .collect()
        };
        let mut a: Vec<u64> = (0..d as u64).map(|i| 1 + i).collect();
        while *a.last().unwrap() < 1 << 63 {
            let k = a.len();
            let v = (0..d).fold(0u64, |s, j| {
                s.saturating_add(c[j].saturating_mul(a[k - 1 - j]))
            });
            a.push(v);
        }
        let table: Vec<u64> = (1..4000)
            .map(|n| u64::from(a.binary_search(&n).is_err()))
            .collect();
        let truth = |n: u64| Some(u64::from(a.binary_search(&n).is_err()));
        assert_eq!(check(&table, 1, truth), FAR.len(), "{c:?}");
    }
    // k-multiple sets.
    for k in 1..=8u64 {
        let mut a = vec![1u64];
        while *a.last().unwrap() < 1 << 62 {
            let last = *a.last().unwrap();
            let m = a.partition_point(|&x| k * x < last);
            a.push(last + a[m]);
        }
        let table: Vec<u64> = (1..2000)
            .map(|n| u64::from(a.binary_search(&n).is_err()))
            .collect();
        let right = check(&table, 1, |n| Some(u64::from(a.binary_search(&n).is_err())));
        assert_eq!(right, FAR.len(), "k = {k}");
    }
}

/// Windows that grow with `n`: the win/lose table of "take 1 to ⌊√n⌋ + 1" by a search of the
/// positions, 2000 values given, is read as such and far values follow a longer search; a
/// query too far to generate answers `?`.
#[test]
fn growing_windows_are_recognised() {
    let window = |n: usize| crate::rules::surd::isqrt(n as u128) as usize + 1;
    let total = 60_000;
    let mut win = vec![0u64; total];
    for n in 1..total {
        win[n] = u64::from((1..=window(n).min(n)).any(|s| win[n - s] == 0));
    }
    let rules = find_sequence_rules(&win[..2000], 0);
    assert!(
        texts(&rules)
            .iter()
            .any(|t| t.contains("takes 1 to ⌊√n⌋ + 1")),
        "{:?}",
        texts(&rules)
    );
    for n in [2000, 10_000, 33_333, 59_999] {
        assert_eq!(
            predict_sequence(&rules, &win[..2000], 0, n),
            Some(win[n as usize])
        );
    }
    assert_eq!(predict_sequence(&rules, &win[..2000], 0, u64::MAX), None);
}
