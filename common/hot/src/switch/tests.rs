//! Means and temperatures against the oracle's canonical forms: a hot `{a | b}` is `m ± t`, so
//! `G + G` is the number `2m` and `G - m` is the switch `{t | -t}` (or `*` when `t = 0`); a
//! number's temperature is read off its canonical form.

use super::*;
use num_bigint::BigInt;
use num_rational::BigRational;
use oracle::partizan::{Games, Shape};
use rand::{rngs::StdRng, Rng, SeedableRng};

fn rational(x: Dyadic) -> BigRational {
    BigRational::new(
        BigInt::from(x.numerator()),
        BigInt::from(1i64 << x.exponent()),
    )
}

#[test]
fn mean_and_temperature_against_canonical_forms() {
    let mut rng = StdRng::seed_from_u64(21);
    let mut games = Games::new();
    for _ in 0..600 {
        let option =
            |rng: &mut StdRng| Dyadic::new(rng.random_range(-12..=12), rng.random_range(0..=2));
        let left: Vec<Dyadic> = (0..rng.random_range(0..=3))
            .map(|_| option(&mut rng))
            .collect();
        let right: Vec<Dyadic> = (0..rng.random_range(0..=3))
            .map(|_| option(&mut rng))
            .collect();
        let (mean, temperature) = mean_and_temperature(&left, &right);
        let l = left.iter().map(|&x| games.number(&rational(x))).collect();
        let r = right.iter().map(|&x| games.number(&rational(x))).collect();
        let g = games.game(l, r);
        let m = games.number(&rational(mean));
        if temperature >= Dyadic::ZERO {
            let twice = games.sum(g, g);
            assert_eq!(
                games.shape(twice),
                Shape::Number(rational(mean + mean)),
                "{left:?} | {right:?}"
            );
            let minus_m = games.neg(m);
            let centred = games.sum(g, minus_m);
            let expected = if temperature == Dyadic::ZERO {
                Shape::NumberStar(rational(Dyadic::ZERO), 1)
            } else {
                Shape::Switch(rational(temperature), rational(-temperature))
            };
            assert_eq!(games.shape(centred), expected, "{left:?} | {right:?}");
        } else {
            assert_eq!(g, m, "{left:?} | {right:?} is the number {mean}");
            let (cl, cr) = games.options(g);
            let (cl, cr) = (cl.to_vec(), cr.to_vec());
            let from_form = match (&cl[..], &cr[..]) {
                ([a], [b]) => match (games.shape(*a), games.shape(*b)) {
                    (Shape::Number(a), Shape::Number(b)) => {
                        (a - b) / BigRational::from_integer(2.into())
                    }
                    _ => unreachable!("a number's options are numbers"),
                },
                _ => BigRational::from_integer((-1).into()),
            };
            assert_eq!(rational(temperature), from_form, "{left:?} | {right:?}");
        }
    }
}

#[test]
fn switch_mean_and_temperature_agree() {
    for (a, b) in [(5, -2), (0, 0), (3, 1), (-1, -7)] {
        let s = Switch { left: a, right: b };
        let (mean, temperature) =
            mean_and_temperature(&[Dyadic::integer(a)], &[Dyadic::integer(b)]);
        assert_eq!((s.mean(), s.temperature()), (mean, temperature));
    }
}
