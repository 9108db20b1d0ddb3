//! Games of scale (`n -> ⌊n/c⌋`) give no rule seen once, and tables of scale with three cycles
//! are read with their base and lookup.

use crate::rules::tests::{texts, FAR};
use crate::rules::{find_sequence_rules, predict_sequence};
use rand::{rngs::StdRng, Rng, SeedableRng};

/// The Grundy value of `n` when a move takes `n` to `⌊n/c⌋` for `c` in `divisors`, by a search
/// of the positions reachable from `n` (few: quotients of `n` by products of the divisors).
fn quotient_game(divisors: &[u64], n: u64, memo: &mut std::collections::HashMap<u64, u64>) -> u64 {
    if n == 0 {
        return 0;
    }
    if let Some(&v) = memo.get(&n) {
        return v;
    }
    let mut seen: Vec<u64> = divisors
        .iter()
        .map(|&c| quotient_game(divisors, n / c, memo))
        .collect();
    seen.sort_unstable();
    let v = (0..).find(|v| seen.binary_search(v).is_err()).unwrap();
    memo.insert(n, v);
    v
}

/// Games of moves `n -> ⌊n/c⌋` for a few `c`, n = 0..4999: the values are constant on ranges
/// `[c·k^j, c'·k^j)` with `k` up to 20, so the table holds less than one or two cycles of
/// scale past a few hundred. No rule read from it (a constant tail, a period inside one long
/// range, a halving lookup whose entries were each seen on one or two ranges) may give a wrong
/// far value.
#[test]
fn games_of_scale_give_no_rule_seen_once() {
    let sets: [&[u64]; 10] = [
        // The halving lookup `g(2m) = [1, 2, 0, 0][g(m)] for m >= 432` was read from these
        // two, confirmed once, and wrong from 6912.
        &[2, 3, 6],
        &[2, 4, 5, 6],
        &[2, 6],
        &[2, 3, 5],
        &[4, 5],
        &[3, 6],
        &[3, 4],
        &[3, 4, 6],
        &[2, 3, 4, 5],
        &[2, 4],
    ];
    for divisors in sets {
        let mut memo = std::collections::HashMap::new();
        let values: Vec<u64> = (0..5000)
            .map(|n| quotient_game(divisors, n, &mut memo))
            .collect();
        let rules = find_sequence_rules(&values, 0);
        assert!(
            texts(&rules)
                .iter()
                .all(|t| !t.contains("g(2m) = [1, 2, 0, 0][g(m)] for m >= 432")),
            "{divisors:?}: {:?}",
            texts(&rules)
        );
        for far in [5000, 6000, 6912, 10_007, 65_536, 1_000_000, 123_456_789_012] {
            let got = predict_sequence(&rules, &values, 0, far);
            if got.is_some() {
                let truth = quotient_game(divisors, far, &mut memo);
                assert_eq!(
                    got,
                    Some(truth),
                    "{divisors:?} at {far}: {:?}",
                    texts(&rules)
                );
            }
        }
    }
}

/// Tables of scale `g(n) = T[g(⌊n/k⌋)]` (a random start below `k`, `T` a random permutation)
/// are read with the base and the lookup when the table holds three cycles of scale, and far
/// values follow; the rule's text says on how many ranges each entry was seen.
#[test]
fn tables_of_scale_are_recognised() {
    let mut rng = StdRng::seed_from_u64(33);
    let mut found = 0;
    for _ in 0..20 {
        let k = rng.random_range(3..=12u64);
        let mut t: Vec<u64> = (0..4).collect();
        for i in (1..4).rev() {
            t.swap(i, rng.random_range(0..=i));
        }
        let seed: Vec<u64> = (0..k).map(|_| rng.random_range(0..4)).collect();
        let g = |mut n: u64| {
            let mut steps = 0;
            while n >= k {
                n /= k;
                steps += 1;
            }
            (0..steps).fold(seed[n as usize], |v, _| t[v as usize])
        };
        let len = (3 * k.pow(4)).min(8000);
        let values: Vec<u64> = (0..len).map(g).collect();
        let rules = find_sequence_rules(&values, 0);
        let mut right = 0;
        for n in FAR {
            let got = predict_sequence(&rules, &values, 0, n);
            if got.is_some() {
                assert_eq!(got, Some(g(n)), "at {n}: rules {:?}", texts(&rules));
                right += 1;
            }
        }
        if right == FAR.len()
            && rules
                .iter()
                .any(|r| r.describe().contains("separate ranges of ⌊n/"))
        {
            found += 1;
        }
    }
    assert!(found >= 10, "{found} of 20");
    let values: Vec<u64> = (0..20_000u64)
        .map(|n| u64::from(n.max(1).ilog(3) % 3))
        .collect();
    let rules = find_sequence_rules(&values, 0);
    assert!(
        texts(&rules).contains(&"g(n) = [1, 2, 0][g(⌊n/3⌋)] for n >= 3 (each entry seen on 3 or more separate ranges of ⌊n/3⌋)".to_string()),
        "{:?}",
        texts(&rules)
    );
}
