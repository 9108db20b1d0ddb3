//! The arithmetic features of `n`: `Ω(n)` (prime factors
//! with multiplicity), `ω(n)` (distinct prime factors), the number of divisors, `v_p(n)` for
//! small primes, and the index of the least prime factor (2 is the 1st prime). Exact for every
//! `n < 2^64`: a factorisation by trial division, Miller–Rabin and Pollard's rho.

use super::feature::Feature;
use std::sync::OnceLock;

pub const ARITHMETIC: [Feature; 7] = [
    Feature {
        name: |x| format!("Ω({x})"),
        phrase: false,
        two_valued: false,
        f: |x| (x > 0).then(|| factor(x).len() as u64),
    },
    Feature {
        name: |x| format!("ω({x})"),
        phrase: false,
        two_valued: false,
        f: |x| (x > 0).then(|| powers(x).len() as u64),
    },
    Feature {
        name: |x| format!("number of divisors of {x}"),
        phrase: true,
        two_valued: false,
        f: |x| (x > 0).then(|| powers(x).iter().map(|&(_, e)| e + 1).product()),
    },
    Feature {
        name: |x| format!("v3({x})"),
        phrase: false,
        two_valued: false,
        f: |x| valuation(x, 3),
    },
    Feature {
        name: |x| format!("v5({x})"),
        phrase: false,
        two_valued: false,
        f: |x| valuation(x, 5),
    },
    Feature {
        name: |x| format!("v7({x})"),
        phrase: false,
        two_valued: false,
        f: |x| valuation(x, 7),
    },
    Feature {
        name: |x| format!("index of the least prime factor of {x}"),
        phrase: true,
        two_valued: false,
        f: least_prime_index,
    },
];

/// The exponent of the prime `p` in `x` (`None` for 0).
pub fn valuation(mut x: u64, p: u64) -> Option<u64> {
    if x == 0 {
        return None;
    }
    let mut e = 0;
    while x.is_multiple_of(p) {
        x /= p;
        e += 1;
    }
    Some(e)
}

/// The primes up to this bound are counted by a sieve; a least prime factor above it has no
/// index here (`None`).
const SIEVE: usize = 1 << 20;

/// `π(p)` for the least prime factor `p` of `x >= 2` (`π(2) = 1`), when `p < 2^20`.
pub fn least_prime_index(x: u64) -> Option<u64> {
    if x < 2 {
        return None;
    }
    let p = *factor(x).first()?;
    static COUNTS: OnceLock<Vec<u32>> = OnceLock::new();
    let counts = COUNTS.get_or_init(|| {
        let mut composite = vec![false; SIEVE];
        let mut counts = vec![0u32; SIEVE];
        let mut count = 0;
        for i in 2..SIEVE {
            if !composite[i] {
                count += 1;
                let mut j = i * i;
                while j < SIEVE {
                    composite[j] = true;
                    j += i;
                }
            }
            counts[i] = count;
        }
        counts
    });
    counts.get(p as usize).map(|&c| c as u64)
}

/// The prime factors of `x >= 1` with multiplicity, in increasing order.
///
/// # Complexity
/// Trial division to 1000, then Pollard's rho: about `x^(1/4)` steps for the hardest `x`.
pub fn factor(mut x: u64) -> Vec<u64> {
    let mut primes = Vec::new();
    for p in 2..1000u64 {
        if p * p > x {
            break;
        }
        while x.is_multiple_of(p) {
            primes.push(p);
            x /= p;
        }
    }
    if x > 1 {
        split(x, &mut primes);
    }
    primes.sort_unstable();
    primes
}

/// `(p, e)` for every prime power `p^e` exactly dividing `x >= 1`.
pub fn powers(x: u64) -> Vec<(u64, u64)> {
    let mut out: Vec<(u64, u64)> = Vec::new();
    for p in factor(x) {
        match out.last_mut() {
            Some((q, e)) if *q == p => *e += 1,
            _ => out.push((p, 1)),
        }
    }
    out
}

fn split(x: u64, primes: &mut Vec<u64>) {
    if x == 1 {
        return;
    }
    if is_prime(x) {
        primes.push(x);
        return;
    }
    let d = rho(x);
    split(d, primes);
    split(x / d, primes);
}

fn mul(a: u64, b: u64, m: u64) -> u64 {
    (a as u128 * b as u128 % m as u128) as u64
}

fn pow(mut b: u64, mut e: u64, m: u64) -> u64 {
    let mut r = 1 % m;
    b %= m;
    while e > 0 {
        if e & 1 == 1 {
            r = mul(r, b, m);
        }
        b = mul(b, b, m);
        e >>= 1;
    }
    r
}

/// Miller–Rabin with the bases that decide every `n < 2^64`.
pub fn is_prime(n: u64) -> bool {
    if n < 2 {
        return false;
    }
    for p in [2u64, 3, 5, 7, 11, 13, 17, 19, 23, 29, 31, 37] {
        if n.is_multiple_of(p) {
            return n == p;
        }
    }
    let s = (n - 1).trailing_zeros();
    let d = (n - 1) >> s;
    [2u64, 3, 5, 7, 11, 13, 17, 19, 23, 29, 31, 37]
        .iter()
        .all(|&a| {
            let mut x = pow(a, d, n);
            if x == 1 || x == n - 1 {
                return true;
            }
            for _ in 1..s {
                x = mul(x, x, n);
                if x == n - 1 {
                    return true;
                }
            }
            false
        })
}

/// A non-trivial factor of the odd composite `n` (Pollard's rho, Brent's cycle finding).
fn rho(n: u64) -> u64 {
    if n.is_multiple_of(2) {
        return 2;
    }
    let gcd = |mut a: u64, mut b: u64| {
        while b != 0 {
            (a, b) = (b, a % b);
        }
        a
    };
    for c in 1.. {
        let f = |x: u64| (mul(x, x, n) + c) % n;
        let (mut x, mut y, mut d) = (2u64, 2u64, 1u64);
        while d == 1 {
            x = f(x);
            y = f(f(y));
            d = gcd(x.abs_diff(y), n);
        }
        if d != n {
            return d;
        }
    }
    unreachable!()
}

#[cfg(test)]
mod tests;
