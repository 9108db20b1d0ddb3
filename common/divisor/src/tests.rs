use super::*;
use std::collections::{BTreeSet, HashMap};

/// The divisor game searched from its definition: the mex over every proper divisor,
/// found by trial division, memoised.
fn grundy_by_search(n: usize, memo: &mut HashMap<usize, u32>) -> u32 {
    if let Some(&g) = memo.get(&n) {
        return g;
    }
    let options: BTreeSet<u32> = (1..n)
        .filter(|d| n % d == 0)
        .map(|d| grundy_by_search(d, memo))
        .collect();
    let g = (0..).find(|v| !options.contains(v)).unwrap();
    memo.insert(n, g);
    g
}

/// The prime factors of `n` with multiplicity, by trial division.
fn prime_factors_naive(mut n: usize) -> Vec<usize> {
    let mut factors = Vec::new();
    let mut p = 2;
    while p * p <= n {
        while n % p == 0 {
            factors.push(p);
            n /= p;
        }
        p += 1;
    }
    if n > 1 {
        factors.push(n);
    }
    factors
}

#[test]
fn the_game_value_is_the_searched_value() {
    let sieve = SmallestPrimeFactor::new(3000);
    let mut memo = HashMap::new();
    for n in 1..=3000 {
        assert_eq!(
            divisor_game_grundy(&sieve, n),
            grundy_by_search(n, &mut memo),
            "n {n}"
        );
    }
}

#[test]
fn the_sieve_matches_trial_division() {
    let limit = 20_000;
    let sieve = SmallestPrimeFactor::new(limit);
    let table = sieve.big_omega_table();
    for n in 1..=limit {
        let factors = prime_factors_naive(n);
        let mut distinct = factors.clone();
        distinct.dedup();
        if n >= 2 {
            assert_eq!(sieve.smallest_prime_factor(n), factors[0]);
        }
        assert_eq!(sieve.is_prime(n), factors == [n]);
        assert_eq!(sieve.big_omega(n) as usize, factors.len());
        assert_eq!(sieve.little_omega(n) as usize, distinct.len());
        let product: usize = sieve.factorize(n).iter().map(|&(p, e)| p.pow(e)).product();
        assert_eq!(product, n);
    }
    let by_omega: Vec<u32> = (0..=limit).map(|n| sieve.big_omega(n.max(1))).collect();
    assert_eq!(table, by_omega);
    let primes: Vec<usize> = sieve.primes().collect();
    assert_eq!(primes.len(), 2262); // π(20000)
    assert!(primes.iter().all(|&p| prime_factors_naive(p) == [p]));
}

#[test]
fn omega_tables_match_oeis() {
    let sieve = SmallestPrimeFactor::new(20);
    let big: Vec<u32> = (1..=20).map(|n| sieve.big_omega(n)).collect();
    let little: Vec<u32> = (1..=20).map(|n| sieve.little_omega(n)).collect();
    // A001222 and A001221, n = 1..20.
    assert_eq!(
        big,
        [0, 1, 1, 2, 1, 2, 1, 3, 2, 2, 1, 3, 1, 2, 2, 4, 1, 3, 1, 3]
    );
    assert_eq!(
        little,
        [0, 1, 1, 1, 1, 2, 1, 1, 1, 2, 1, 2, 1, 2, 2, 1, 1, 2, 1, 2]
    );
}

#[test]
fn tiny_limits() {
    for limit in 0..4 {
        let sieve = SmallestPrimeFactor::new(limit);
        assert_eq!(sieve.limit(), limit);
        assert_eq!(sieve.primes().count(), [0, 0, 1, 2][limit]);
        assert_eq!(sieve.big_omega_table().len(), limit + 1);
    }
}
