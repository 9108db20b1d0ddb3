//! The simplicity rule against the oracle's canonical forms of `{a | b}` (numbers built from
//! their definition, recognised by shape; denominators up to 2^72), and against the definition
//! "least exponent, then nearest 0" in exact fractions for integer parts past 2^64.

use super::*;
use num_bigint::BigInt as RefInt;
use num_rational::BigRational;
use num_traits::{Signed, Zero};
use oracle::partizan::{Games, Shape};
use rand::{rngs::StdRng, Rng, SeedableRng};

fn rational(x: &BigDyadic) -> BigRational {
    let numerator: RefInt = x.numerator().to_string().parse().unwrap();
    BigRational::new(numerator, RefInt::from(1) << x.exponent())
}

/// A number with a small integer part and a denominator up to 2^90, or a close neighbour.
fn random_small(rng: &mut StdRng) -> BigDyadic {
    let exponent = rng.random_range(0..=70u64);
    let mut words: Vec<u64> = (0..=exponent / 64).map(|_| rng.random()).collect();
    // Keep |x| below 4: at most exponent + 2 bits.
    let bits = exponent + 2;
    let last = words.len() - 1;
    let keep = bits - 64 * last as u64;
    if keep < 64 {
        words[last] &= (1u64 << keep) - 1;
    }
    BigDyadic::new(BigInt::from_words(rng.random_bool(0.5), words), exponent)
}

#[test]
fn simplest_between_against_canonical_forms() {
    let mut rng = StdRng::seed_from_u64(4);
    let mut games = Games::new();
    for round in 0..120 {
        let a = random_small(&mut rng);
        let b = match round % 3 {
            0 => random_small(&mut rng),
            // Close pairs, where the answer's exponent is large.
            1 => {
                &a + &BigDyadic::new(
                    BigInt::from(rng.random_range(1..4i64)),
                    rng.random_range(1..72),
                )
            }
            _ => &a + &BigDyadic::from(rng.random_range(0..3i64)),
        };
        let ga = games.number(&rational(&a));
        let gb = games.number(&rational(&b));
        for (left, right) in [
            (vec![ga], vec![gb]),
            (vec![ga], vec![]),
            (vec![], vec![gb]),
            (vec![], vec![]),
        ] {
            let (l, r) = (
                (!left.is_empty()).then_some(&a),
                (!right.is_empty()).then_some(&b),
            );
            let g = games.game(left, right);
            let expected = match games.shape(g) {
                Shape::Number(x) => Some(x),
                _ => None,
            };
            let value = simplest_between(l, r);
            assert_eq!(value.as_ref().map(rational), expected, "{{{l:?} | {r:?}}}");
        }
    }
}

/// The simplest number strictly between by the definition, over exact fractions: the integer
/// nearest 0 if there is one; else, for k = 1, 2, ..., the multiples of 2^-k between, the first
/// k that has one (then it has exactly one).
fn simplest_naive(a: &BigRational, b: &BigRational) -> BigRational {
    let zero = BigRational::zero();
    if a < &zero && &zero < b {
        return zero;
    }
    let one = BigRational::from_integer(RefInt::from(1));
    let (low, high) = (a.floor() + &one, b.ceil() - &one);
    if low <= high {
        return if a.is_negative() { high } else { low };
    }
    // Over the common denominator 2^e (e covers both, plus one), in integers: the grid 2^-k
    // point above a is floor(a·2^k) + 1 = (A >> (e - k)) + 1.
    let e = a.denom().bits().max(b.denom().bits()) + 1;
    let scale = RefInt::from(1) << e;
    let (big_a, big_b) = ((a * &scale).to_integer(), (b * &scale).to_integer());
    for k in 1..=e {
        let first = (&big_a >> (e - k)) + 1;
        if (&first << (e - k)) < big_b {
            assert!(((&first + 1) << (e - k)) >= big_b, "two points on one grid");
            return BigRational::new(first, RefInt::from(1) << k);
        }
    }
    unreachable!()
}

#[test]
fn simplest_between_past_64_bits_against_the_definition() {
    let mut rng = StdRng::seed_from_u64(5);
    for _ in 0..600 {
        // Integer parts near ±2^100, fractions with denominators up to 2^150.
        let base = BigDyadic::integer(BigInt::from(rng.random_range(-3..=3i64)).shl(100));
        let exponent = rng.random_range(0..150u64);
        let words: Vec<u64> = (0..=exponent / 64 + 1).map(|_| rng.random()).collect();
        let jitter = BigDyadic::new(
            BigInt::from_words(rng.random_bool(0.5), words),
            exponent + 64,
        );
        let a = &base + &jitter;
        let gap = BigDyadic::new(
            BigInt::from(rng.random_range(1..5i64)),
            rng.random_range(0..150),
        );
        let b = &a + &gap;
        let value = simplest_between(Some(&a), Some(&b)).unwrap();
        assert_eq!(
            rational(&value),
            simplest_naive(&rational(&a), &rational(&b))
        );
        assert_eq!(simplest_between(Some(&b), Some(&a)), None);
    }
}

#[test]
fn number_value_takes_the_best_options() {
    let d = |m: i64, k: u64| BigDyadic::new(BigInt::from(m), k);
    assert_eq!(
        number_value(&[d(-1, 0), d(1, 2)], &[d(1, 1), d(3, 0)]),
        Some(d(3, 3))
    );
    assert_eq!(number_value(&[d(1, 0)], &[]), Some(d(2, 0)));
    assert_eq!(number_value(&[], &[d(-3, 1)]), Some(d(-2, 0)));
    assert_eq!(number_value(&[d(1, 1)], &[d(1, 1)]), None);
}
