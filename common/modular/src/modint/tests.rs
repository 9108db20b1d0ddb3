use super::*;
use rand::{rngs::StdRng, Rng, SeedableRng};

/// The operations against u128 arithmetic, for one modulus type.
fn check_against_u128<M: Modulus>(rng: &mut StdRng) {
    let p = u128::from(M::modulus());
    for _ in 0..2000 {
        let (a, b): (u64, u64) = (rng.random(), rng.random());
        let (x, y) = (ModInt::<M>::new(a), ModInt::<M>::new(b));
        let (ra, rb) = (u128::from(a) % p, u128::from(b) % p);
        assert_eq!(u128::from(x.value()), ra);
        assert_eq!(u128::from((x + y).value()), (ra + rb) % p);
        assert_eq!(u128::from((x - y).value()), (ra + p - rb) % p);
        assert_eq!(u128::from((-x).value()), (p - ra) % p);
        assert_eq!(u128::from((x * y).value()), ra * rb % p);
        let e = rng.random_range(0..40u32);
        let naive = (0..e).fold(1 % p, |acc, _| acc * ra % p);
        assert_eq!(u128::from(x.pow(u64::from(e)).value()), naive, "{a}^{e}");
        let signed: i64 = rng.random();
        let expected = i128::from(signed).rem_euclid(p as i128) as u128;
        assert_eq!(u128::from(ModInt::<M>::from(signed).value()), expected);
        if rb != 0 {
            assert_eq!((x / y) * y, x, "{a} / {b} mod {p}");
            assert_eq!(y.inv() * y, ModInt::one());
        }
    }
    // Fermat: a^(p-1) = 1 for a prime p.
    let a = ModInt::<M>::new(rng.random_range(1..p as u64));
    assert_eq!(a.pow(p as u64 - 1), ModInt::one());
    assert_eq!(ModInt::<M>::zero().checked_inv(), None);
}

#[test]
fn constant_moduli_match_u128_arithmetic() {
    let mut rng = StdRng::seed_from_u64(998);
    check_against_u128::<ConstModulus<998_244_353>>(&mut rng);
    check_against_u128::<ConstModulus<1_000_000_007>>(&mut rng);
    check_against_u128::<ConstModulus<2_147_483_647>>(&mut rng);
    check_against_u128::<ConstModulus<7>>(&mut rng);
    check_against_u128::<ConstModulus<2>>(&mut rng);
}

#[test]
fn runtime_moduli_match_u128_arithmetic() {
    let mut rng = StdRng::seed_from_u64(1007);
    for p in [3, 5, 65_537, 998_244_353, 1_000_000_009, 2_147_483_647] {
        RuntimeModulus::set(p);
        check_against_u128::<RuntimeModulus>(&mut rng);
    }
}

#[test]
fn the_runtime_modulus_is_per_thread() {
    RuntimeModulus::set(11);
    let other = std::thread::spawn(|| {
        RuntimeModulus::set(13);
        ModInt::<RuntimeModulus>::new(20).value()
    })
    .join()
    .unwrap();
    assert_eq!(other, 7);
    assert_eq!(ModInt::<RuntimeModulus>::new(20).value(), 9);
}

#[test]
fn inverses_exist_exactly_for_units_of_a_composite_modulus() {
    type Mod12 = ModInt<ConstModulus<12>>;
    for a in 0..12u64 {
        let coprime = [1, 5, 7, 11].contains(&a);
        assert_eq!(Mod12::new(a).checked_inv().is_some(), coprime, "{a}");
        if coprime {
            assert_eq!(Mod12::new(a).inv() * Mod12::new(a), Mod12::one());
        }
    }
    type Mod1 = ModInt<ConstModulus<1>>;
    assert_eq!(Mod1::new(5), Mod1::one());
}

#[test]
fn sums_and_products_of_iterators() {
    let values: Vec<Mod998244353> = (1..=10u32).map(Mod998244353::from).collect();
    assert_eq!(values.iter().sum::<Mod998244353>().value(), 55);
    assert_eq!(
        values.into_iter().product::<Mod998244353>().value(),
        3_628_800
    );
    assert_eq!(std::mem::size_of::<Mod1000000007>(), 4);
}
