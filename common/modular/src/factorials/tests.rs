use super::*;
use crate::{ConstModulus, Mod1000000007, RuntimeModulus};

#[test]
fn binomials_match_pascals_triangle() {
    let f = Factorials::<ConstModulus<1_000_000_007>>::new(300);
    let mut row = vec![Mod1000000007::one()];
    for n in 0..=300 {
        for (k, &c) in row.iter().enumerate() {
            assert_eq!(f.binomial(n, k), c, "C({n}, {k})");
        }
        assert_eq!(f.binomial(n, n + 1), Mod1000000007::zero());
        let mut next = vec![Mod1000000007::one(); n + 2];
        for k in 1..=n {
            next[k] = row[k - 1] + row[k];
        }
        row = next;
    }
}

#[test]
fn exact_values_for_small_arguments() {
    // Below the modulus the residues are the integers themselves.
    let f = Factorials::<ConstModulus<998_244_353>>::new(12);
    let mut factorial = 1u64;
    for n in 0..=12usize {
        if n > 0 {
            factorial *= n as u64;
            assert_eq!(f.inverse(n) * ModInt::from(n), ModInt::one());
        }
        assert_eq!(u64::from(f.factorial(n).value()), factorial % 998_244_353);
        assert_eq!(f.factorial(n) * f.inverse_factorial(n), ModInt::one());
        for k in 0..=n {
            let falling: u64 = (n - k + 1..=n).map(|x| x as u64).product();
            assert_eq!(u64::from(f.falling(n, k).value()), falling);
        }
    }
}

#[test]
fn a_small_prime_up_to_its_limit() {
    RuntimeModulus::set(13);
    let f = Factorials::<RuntimeModulus>::new(12);
    // Wilson: 12! = -1 mod 13.
    assert_eq!(f.factorial(12).value(), 12);
    for n in 0..=12 {
        let mut c = 1u64;
        for k in 0..=n {
            assert_eq!(u64::from(f.binomial(n, k).value()), c % 13, "C({n}, {k})");
            c = c * (n - k) as u64 / (k + 1) as u64;
        }
    }
}
