use super::*;
use rand::{rngs::StdRng, Rng, SeedableRng};

/// The value as an exact fraction over 2^20, for small test values.
fn over_2_20(x: Dyadic) -> i64 {
    x.numerator << (20 - x.exponent)
}

fn random(rng: &mut StdRng) -> Dyadic {
    Dyadic::new(rng.random_range(-4000..=4000), rng.random_range(0..=8))
}

#[test]
fn arithmetic_compare_with_naive() {
    let mut rng = StdRng::seed_from_u64(229);
    for _ in 0..5000 {
        let (a, b) = (random(&mut rng), random(&mut rng));
        let (x, y) = (over_2_20(a), over_2_20(b));
        assert_eq!(over_2_20(a + b), x + y);
        assert_eq!(over_2_20(a - b), x - y);
        assert_eq!(over_2_20(-a), -x);
        assert_eq!(a.cmp(&b), x.cmp(&y));
        assert_eq!(a == b, x == y);
        assert_eq!(a.floor(), x.div_euclid(1 << 20));
        assert_eq!(a.ceil(), -(-x).div_euclid(1 << 20));
        assert!(
            a.exponent == 0 || a.numerator % 2 != 0,
            "{a:?} not normalised"
        );
    }
}

#[test]
fn display_and_sum() {
    let values = [Dyadic::new(1, 1), Dyadic::new(1, 2), Dyadic::new(-5, 3)];
    let total: Dyadic = values.iter().copied().sum();
    assert_eq!(total.to_string(), "1/8");
    assert_eq!(Dyadic::new(-7, 7).to_string(), "-7/128");
    assert_eq!(Dyadic::new(64, 6).to_string(), "1");
}

#[test]
#[should_panic(expected = "too large")]
fn huge_denominators_are_rejected() {
    Dyadic::new(1, 63);
}
