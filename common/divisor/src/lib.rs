//! Games on divisors, and the arithmetic they need.
//!
//! * [`SmallestPrimeFactor`]: the smallest prime factor of every number up to a limit (a linear
//!   sieve), and from it primality, factorisations, Ω(n) (prime factors counted with
//!   multiplicity) and ω(n) (distinct prime factors).
//! * [`divisor_game_grundy`]: the Grundy value of the game "replace n by a proper divisor of n"
//!   is Ω(n).
//!
//! Used by: atcoder-abc368-f, local-hard-nim.

/// The smallest prime factor of every number in `0..=limit`, by a linear sieve (each composite
/// is crossed out once, by its smallest prime factor).
///
/// # Constraints
/// `limit < 2^32`; memory is 4 bytes per number (1e7 numbers take 40 MB).
///
/// # Complexity
/// O(limit) time to build. Then [`SmallestPrimeFactor::smallest_prime_factor`] and
/// [`SmallestPrimeFactor::is_prime`] are O(1), [`SmallestPrimeFactor::factorize`],
/// [`SmallestPrimeFactor::big_omega`] and [`SmallestPrimeFactor::little_omega`] O(log n),
/// [`SmallestPrimeFactor::big_omega_table`] O(limit).
///
/// # Example
/// ```
/// use cgt_divisor::SmallestPrimeFactor;
/// let sieve = SmallestPrimeFactor::new(100);
/// assert_eq!(sieve.smallest_prime_factor(91), 7);
/// assert_eq!(sieve.factorize(72), [(2, 3), (3, 2)]);
/// assert_eq!(sieve.big_omega(72), 5);
/// assert_eq!(sieve.little_omega(72), 2);
/// assert!(sieve.is_prime(97) && !sieve.is_prime(1));
/// ```
///
/// Used by: atcoder-abc368-f, local-hard-nim.
#[derive(Clone, Debug)]
pub struct SmallestPrimeFactor {
    /// `spf[n]` for `n >= 2`; `spf[0] = spf[1] = 0`.
    spf: Vec<u32>,
    primes: Vec<u32>,
}

impl SmallestPrimeFactor {
    /// The sieve of `0..=limit`.
    pub fn new(limit: usize) -> Self {
        assert!(limit < 1 << 32, "limit {limit} does not fit in u32");
        let mut spf = vec![0u32; limit + 1];
        let mut primes = Vec::new();
        for n in 2..=limit {
            if spf[n] == 0 {
                spf[n] = n as u32;
                primes.push(n as u32);
            }
            let smallest = spf[n];
            // n * p for every prime p up to spf(n): its smallest prime factor is p.
            for &p in &primes {
                if p > smallest || n * p as usize > limit {
                    break;
                }
                spf[n * p as usize] = p;
            }
        }
        SmallestPrimeFactor { spf, primes }
    }

    /// The largest number the sieve knows.
    pub fn limit(&self) -> usize {
        self.spf.len() - 1
    }

    /// The smallest prime factor of `n`.
    ///
    /// # Constraints
    /// `2 <= n <= limit`.
    pub fn smallest_prime_factor(&self, n: usize) -> usize {
        assert!(n >= 2, "{n} has no prime factor");
        self.spf[n] as usize
    }

    /// Whether `n` is prime (`n <= limit`).
    pub fn is_prime(&self, n: usize) -> bool {
        n >= 2 && self.spf[n] as usize == n
    }

    /// The primes up to the limit, in increasing order.
    pub fn primes(&self) -> impl Iterator<Item = usize> + '_ {
        self.primes.iter().map(|&p| p as usize)
    }

    /// The factorisation of `n` as (prime, exponent) pairs, primes increasing; empty for 1.
    ///
    /// # Constraints
    /// `1 <= n <= limit`.
    pub fn factorize(&self, n: usize) -> Vec<(usize, u32)> {
        assert!(n >= 1, "0 has no factorisation");
        let mut factors: Vec<(usize, u32)> = Vec::new();
        let mut m = n;
        while m > 1 {
            let p = self.spf[m] as usize;
            match factors.last_mut() {
                Some((q, e)) if *q == p => *e += 1,
                _ => factors.push((p, 1)),
            }
            m /= p;
        }
        factors
    }

    /// Ω(n): the number of prime factors of `n` counted with multiplicity (OEIS A001222);
    /// Ω(1) = 0.
    ///
    /// # Constraints
    /// `1 <= n <= limit`.
    pub fn big_omega(&self, n: usize) -> u32 {
        assert!(n >= 1, "Ω(0) is not defined");
        let mut count = 0;
        let mut m = n;
        while m > 1 {
            m /= self.spf[m] as usize;
            count += 1;
        }
        count
    }

    /// ω(n): the number of distinct prime factors of `n` (OEIS A001221); ω(1) = 0.
    ///
    /// # Constraints
    /// `1 <= n <= limit`.
    pub fn little_omega(&self, n: usize) -> u32 {
        assert!(n >= 1, "ω(0) is not defined");
        let mut count = 0;
        let mut m = n;
        while m > 1 {
            let p = self.spf[m];
            while self.spf[m] == p {
                m /= p as usize;
            }
            count += 1;
        }
        count
    }

    /// Ω(n) for every `n` in `0..=limit` (Ω(0) is set to 0), by Ω(n) = Ω(n / spf(n)) + 1.
    pub fn big_omega_table(&self) -> Vec<u32> {
        let mut omega = vec![0u32; self.spf.len()];
        for n in 2..omega.len() {
            omega[n] = omega[n / self.spf[n] as usize] + 1;
        }
        omega
    }
}

/// The Grundy value of the divisor game at `n`: a move replaces `n` by a proper divisor of `n`
/// (any divisor other than `n` itself, 1 included), and 1 has no move. The value is Ω(n), the
/// number of prime factors of `n` counted with multiplicity.
///
/// Proof, by induction on n: every proper divisor d of n has Ω(d) < Ω(n), so Ω(n) is not among
/// the options' values; and for every `j < Ω(n)` a product of `j` of the prime factors of `n` is
/// a proper divisor with value `j`. So the mex of the options is Ω(n).
///
/// # Constraints
/// `1 <= n <= sieve.limit()`.
///
/// # Complexity
/// O(log n) with the sieve; for a whole table use [`SmallestPrimeFactor::big_omega_table`].
///
/// # Example
/// ```
/// use cgt_divisor::{divisor_game_grundy, SmallestPrimeFactor};
/// let sieve = SmallestPrimeFactor::new(100);
/// assert_eq!(divisor_game_grundy(&sieve, 1), 0);
/// assert_eq!(divisor_game_grundy(&sieve, 7), 1); // 7 -> 1 only
/// assert_eq!(divisor_game_grundy(&sieve, 12), 3); // 12 = 2 * 2 * 3
/// // A sum of games is won iff the XOR is not 0: 2, 3, 4 give 1 ^ 1 ^ 2 = 2, a first-player win.
/// assert_ne!([2, 3, 4].iter().fold(0, |x, &n| x ^ divisor_game_grundy(&sieve, n)), 0);
/// ```
///
/// Used by: atcoder-abc368-f.
pub fn divisor_game_grundy(sieve: &SmallestPrimeFactor, n: usize) -> u32 {
    sieve.big_omega(n)
}

#[cfg(test)]
mod tests {
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
}
