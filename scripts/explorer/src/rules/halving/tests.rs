//! Tables built from random halving rules, and games that take up to half a pile, are read
//! over the half.

use crate::rules::tests::{check, texts, FAR};
use crate::rules::{find_sequence_rules, predict_sequence};
use rand::{rngs::StdRng, Rng, SeedableRng};

#[test]
fn halving_tables_are_recognised() {
    let mut rng = StdRng::seed_from_u64(3);
    let mut found = 0;
    for _ in 0..100 {
        let k = rng.random_range(2..4u64);
        let even: Vec<u64> = (0..k).map(|_| rng.random_range(0..k)).collect();
        let odd: Vec<u64> = (0..k).map(|_| rng.random_range(0..k)).collect();
        let odd_constant = rng.random_bool(0.5);
        let seed: Vec<u64> = (0..4).map(|_| rng.random_range(0..k)).collect();
        let truth = |n: u64| {
            fn g(n: u64, seed: &[u64], even: &[u64], odd: &[u64], c: bool) -> u64 {
                if n < 4 {
                    seed[n as usize]
                } else if n % 2 == 1 && c {
                    odd[0]
                } else {
                    let t = if n & 1 == 0 { even } else { odd };
                    t[g(n / 2, seed, even, odd, c) as usize]
                }
            }
            Some(g(n, &seed, &even, &odd, odd_constant))
        };
        let values: Vec<u64> = (0..1000).map(|n| truth(n).unwrap()).collect();
        if check(&values, 0, truth) == FAR.len() {
            found += 1;
        }
    }
    assert!(found >= 90, "{found}");
}

/// Take 1..=floor(n/2) from a pile of n: the values from the game's definition (a mex over the
/// moves), then `g(2m) = m` and `g(2m + 1) = g(m)` predicted far away.
#[test]
fn taking_at_most_half_is_a_rule_over_the_half() {
    let mut values: Vec<u64> = Vec::new();
    for n in 0..600u64 {
        let options: Vec<u64> = (1..=n / 2).map(|k| values[(n - k) as usize]).collect();
        values.push((0..).find(|v| !options.contains(v)).unwrap());
    }
    let rules = find_sequence_rules(&values, 0);
    assert!(
        texts(&rules).iter().any(|t| t.contains("g(2m) = m")),
        "{:?}",
        texts(&rules)
    );
    fn truth(n: u64) -> u64 {
        if n.is_multiple_of(2) {
            n / 2
        } else if n < 2 {
            0
        } else {
            truth(n / 2)
        }
    }
    assert_eq!(check(&values, 0, |n| Some(truth(n))), FAR.len());
    // A shifted variant (g(2m) = m + 3 past the start) is a rule of the same family.
    let shifted: Vec<u64> = (0..800u64)
        .map(|n| if n % 2 == 0 { n / 2 + 3 } else { n % 5 })
        .collect();
    let rules = find_sequence_rules(&shifted, 0);
    for n in [1_000_000u64, 1 << 40] {
        assert_eq!(predict_sequence(&rules, &shifted, 0, n), Some(n / 2 + 3));
    }
}

/// Take 1..=ceil(n/2): from the definition, `g(2m + 1) = m + 1` and `g(2m) = g(m - 1)`, a
/// halving rule one step off.
#[test]
fn taking_at_most_the_larger_half_reads_one_step_back() {
    let mut values: Vec<u64> = Vec::new();
    for n in 0..600u64 {
        let options: Vec<u64> = (1..=n.div_ceil(2))
            .map(|k| values[(n - k) as usize])
            .collect();
        values.push((0..).find(|v| !options.contains(v)).unwrap());
    }
    let rules = find_sequence_rules(&values, 0);
    assert!(
        texts(&rules).iter().any(|t| t.contains("g(2m) = g(m - 1)")),
        "{:?}",
        texts(&rules)
    );
    fn truth(n: u64) -> u64 {
        match n {
            0 => 0,
            n if n % 2 == 1 => n / 2 + 1,
            n => truth(n / 2 - 1),
        }
    }
    assert_eq!(check(&values, 0, |n| Some(truth(n))), FAR.len());
}
