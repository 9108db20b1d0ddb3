//! Every operation against exact `num-rational` fractions, on values past 2^64 both in the
//! numerator and in the denominator.

use super::*;
use num_bigint::BigInt as RefInt;
use num_rational::BigRational;
use rand::{rngs::StdRng, Rng, SeedableRng};

fn random(rng: &mut StdRng) -> BigDyadic {
    let words = rng.random_range(0..=3);
    let magnitude: Vec<u64> = (0..words).map(|_| rng.random()).collect();
    let exponent = match rng.random_range(0..3) {
        0 => 0,
        1 => rng.random_range(0..8),
        _ => rng.random_range(0..200),
    };
    BigDyadic::new(
        BigInt::from_words(rng.random_bool(0.5), magnitude),
        exponent,
    )
}

pub(crate) fn rational(x: &BigDyadic) -> BigRational {
    let numerator: RefInt = x.numerator().to_string().parse().unwrap();
    BigRational::new(numerator, RefInt::from(1) << x.exponent())
}

fn int(x: &BigInt) -> RefInt {
    x.to_string().parse().unwrap()
}

#[test]
fn arithmetic_against_exact_fractions() {
    let mut rng = StdRng::seed_from_u64(2);
    for _ in 0..800 {
        let (a, b) = (random(&mut rng), random(&mut rng));
        let (x, y) = (rational(&a), rational(&b));
        assert!(a.is_integer() || a.numerator().trailing_zeros() == Some(0));
        assert_eq!(rational(&(&a + &b)), &x + &y);
        assert_eq!(rational(&(&a - &b)), &x - &y);
        assert_eq!(rational(&-&a), -&x);
        assert_eq!(rational(&a.half()), &x / RefInt::from(2));
        let k = rng.random_range(-100..100i64);
        let scale = BigRational::from_integer(RefInt::from(2)).pow(k as i32);
        assert_eq!(rational(&a.mul_pow2(k)), &x * scale);
        assert_eq!(a.cmp(&b), x.cmp(&y));
        assert_eq!(a == b, x == y);
        assert_eq!(int(&a.floor()), x.floor().to_integer());
        assert_eq!(int(&a.ceil()), x.ceil().to_integer());
        assert_eq!(a.to_string(), x.to_string());
        let (p, d) = a.to_fraction();
        assert_eq!((int(&p), int(&d)), (x.numer().clone(), x.denom().clone()));
    }
}

#[test]
fn outcome_is_the_sign() {
    let mut rng = StdRng::seed_from_u64(3);
    for _ in 0..500 {
        let a = random(&mut rng);
        let expected = match rational(&a).cmp(&BigRational::from_integer(0.into())) {
            Ordering::Greater => Outcome::Left,
            Ordering::Less => Outcome::Right,
            Ordering::Equal => Outcome::Second,
        };
        assert_eq!(a.outcome(), expected);
    }
}

#[test]
fn dyadic_round_trips() {
    for (m, k) in [(3, 2), (-5, 7), (0, 0), (i64::MAX, 62), (i64::MIN, 0)] {
        let d = Dyadic::new(m, k);
        assert_eq!(BigDyadic::from(d).to_dyadic(), Some(d));
    }
    assert_eq!(BigDyadic::from(i64::MAX).mul_pow2(1).to_dyadic(), None);
    assert_eq!(
        BigDyadic::new(BigInt::from(-6i64), 4).to_pow2_string(),
        "-3/2^3"
    );
}
