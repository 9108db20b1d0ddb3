//! Factorials, their inverses and binomials modulo a prime.

use crate::{ModInt, Modulus};

/// `n!` and `1/n!` for `n` up to a bound, modulo a prime: binomials, falling factorials and
/// inverses `1/n` from them in O(1) each.
///
/// # Constraints
/// The modulus is a prime `p` larger than the bound (`n!` for `n >= p` is 0 and has no inverse).
///
/// # Complexity
/// [`Factorials::new`]: O(N + log p) time (one inverse, then `1/(k-1)! = k/k!` downwards),
/// 8(N + 1) bytes; every query O(1).
///
/// # Example
/// ```
/// use cgt_modular::{Factorials, Mod998244353};
/// let f = Factorials::<_>::new(10);
/// assert_eq!(f.binomial(10, 3), Mod998244353::new(120));
/// assert_eq!(f.binomial(3, 10), Mod998244353::new(0));
/// assert_eq!(f.factorial(5), Mod998244353::new(120));
/// assert_eq!(f.inverse(4) * Mod998244353::new(4), Mod998244353::new(1));
/// assert_eq!(f.falling(10, 2), Mod998244353::new(90));
/// ```
///
/// Used by: luogu-p2490, luogu-p5363.
pub struct Factorials<M: Modulus> {
    factorial: Vec<ModInt<M>>,
    inverse_factorial: Vec<ModInt<M>>,
}

impl<M: Modulus> Factorials<M> {
    /// The tables for `0..=max`.
    pub fn new(max: usize) -> Self {
        assert!(
            (max as u64) < u64::from(M::modulus()),
            "the bound {max} must be below the modulus {}",
            M::modulus()
        );
        let mut factorial = Vec::with_capacity(max + 1);
        factorial.push(ModInt::one());
        for k in 1..=max {
            factorial.push(factorial[k - 1] * ModInt::from(k));
        }
        let mut inverse_factorial = vec![ModInt::zero(); max + 1];
        inverse_factorial[max] = factorial[max].inv();
        for k in (1..=max).rev() {
            inverse_factorial[k - 1] = inverse_factorial[k] * ModInt::from(k);
        }
        Factorials {
            factorial,
            inverse_factorial,
        }
    }

    /// The largest `n` the tables reach.
    pub fn max(&self) -> usize {
        self.factorial.len() - 1
    }

    /// `n!`.
    pub fn factorial(&self, n: usize) -> ModInt<M> {
        self.factorial[n]
    }

    /// `1 / n!`.
    pub fn inverse_factorial(&self, n: usize) -> ModInt<M> {
        self.inverse_factorial[n]
    }

    /// `1 / n` for `n >= 1`.
    pub fn inverse(&self, n: usize) -> ModInt<M> {
        assert!(n >= 1, "0 has no inverse");
        self.inverse_factorial[n] * self.factorial[n - 1]
    }

    /// `C(n, k)`, 0 when `k > n`.
    pub fn binomial(&self, n: usize, k: usize) -> ModInt<M> {
        if k > n {
            return ModInt::zero();
        }
        self.factorial[n] * self.inverse_factorial[k] * self.inverse_factorial[n - k]
    }

    /// `n (n-1) ... (n-k+1)` (the ordered choices of `k` of `n`), 0 when `k > n`.
    pub fn falling(&self, n: usize, k: usize) -> ModInt<M> {
        if k > n {
            return ModInt::zero();
        }
        self.factorial[n] * self.inverse_factorial[n - k]
    }
}

#[cfg(test)]
#[path = "factorials/tests.rs"]
mod tests;
