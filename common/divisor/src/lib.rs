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
mod tests;
