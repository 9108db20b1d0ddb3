//! Every operation against `num-bigint` on random values of up to 300 bits, both signs.

use super::*;
use num_bigint::BigInt as Reference;
use rand::{rngs::StdRng, Rng, SeedableRng};

fn random(rng: &mut StdRng) -> BigInt {
    let words = rng.random_range(0..=5);
    let mut magnitude: Vec<u64> = (0..words)
        .map(|_| match rng.random_range(0..4) {
            0 => 0,
            1 => u64::MAX,
            _ => rng.random(),
        })
        .collect();
    if rng.random_bool(0.2) {
        magnitude.truncate(1);
    }
    BigInt::from_words(rng.random_bool(0.5), magnitude)
}

fn reference(x: &BigInt) -> Reference {
    x.to_string().parse().unwrap()
}

#[test]
fn arithmetic_against_num_bigint() {
    let mut rng = StdRng::seed_from_u64(1);
    for _ in 0..3000 {
        let (a, b) = (random(&mut rng), random(&mut rng));
        let (x, y) = (reference(&a), reference(&b));
        assert_eq!(reference(&(&a + &b)), &x + &y, "{a} + {b}");
        assert_eq!(reference(&(&a - &b)), &x - &y, "{a} - {b}");
        assert_eq!(reference(&(&a * &b)), &x * &y, "{a} * {b}");
        assert_eq!(reference(&-&a), -&x);
        assert_eq!(a.cmp(&b), x.cmp(&y), "{a} cmp {b}");
        let k = rng.random_range(0..200u64);
        assert_eq!(reference(&a.shl(k)), &x << k);
        // num-bigint's >> on negative values rounds towards minus infinity, as shr_floor does.
        assert_eq!(reference(&a.shr_floor(k)), &x >> k, "{a} >> {k}");
        let small: u64 = rng.random_range(1..=u64::MAX);
        assert_eq!(reference(&a.mul_small(small)), &x * small);
        let (q, r) = a.div_rem_small(small);
        let magnitude = x.magnitude();
        assert_eq!(reference(&q.abs()), Reference::from(magnitude / small));
        assert_eq!(r, (magnitude % small).try_into().unwrap());
        assert!(q.is_zero() || q.is_negative() == a.is_negative());
        assert_eq!(a.bit_len(), x.bits());
        assert_eq!(a.trailing_zeros(), x.trailing_zeros());
        assert_eq!(a.to_i64(), i64::try_from(&x).ok());
        assert_eq!(a.to_i128(), i128::try_from(&x).ok());
        assert_eq!(a.to_string().parse::<BigInt>(), Ok(a.clone()));
    }
}

#[test]
fn edges_of_the_machine_types() {
    for v in [i64::MIN, i64::MAX, 0, -1, 1] {
        assert_eq!(BigInt::from(v).to_i64(), Some(v));
        assert_eq!(BigInt::from(v).to_string(), v.to_string());
    }
    for v in [i128::MIN, i128::MAX, -(1i128 << 64), 1 << 64] {
        assert_eq!(BigInt::from(v).to_i128(), Some(v));
        assert_eq!(BigInt::from(v).to_string(), v.to_string());
    }
    assert_eq!(BigInt::from(u64::MAX).to_string(), u64::MAX.to_string());
    assert_eq!(BigInt::from(-0i64), BigInt::zero());
    assert!(!(-BigInt::zero()).is_negative());
    assert_eq!("".parse::<BigInt>(), Err(ParseBigIntError));
    assert_eq!("-".parse::<BigInt>(), Err(ParseBigIntError));
    assert_eq!("1x".parse::<BigInt>(), Err(ParseBigIntError));
    assert_eq!("+007".parse::<BigInt>(), Ok(BigInt::from(7i64)));
    assert_eq!(format!("{:>5}", BigInt::from(-12i64)), "  -12");
}
