//! Sign expansions against the oracle: the value of a red-blue Hackenbush stalk searched as a
//! game; and the two directions against each other on numbers past 2^64.

use super::*;
use num_bigint::BigInt as RefInt;
use num_rational::BigRational;
use oracle::partizan::{stalk_options, PartizanSearch};
use rand::{rngs::StdRng, Rng, SeedableRng};

fn rational(x: &BigDyadic) -> BigRational {
    let numerator: RefInt = x.numerator().to_string().parse().unwrap();
    BigRational::new(numerator, RefInt::from(1) << x.exponent())
}

#[test]
fn stalks_against_game_search() {
    // A stalk is its list of colours from the ground; a move cuts one own edge and all above.
    let mut search = PartizanSearch::new(|stalk: &Vec<bool>| stalk_options(stalk));
    let mut rng = StdRng::seed_from_u64(6);
    for round in 0..360 {
        let len = if round < 300 {
            rng.random_range(0..=10)
        } else {
            rng.random_range(64..=70)
        };
        let stalk: Vec<bool> = (0..len).map(|_| rng.random_bool(0.5)).collect();
        let value = from_sign_expansion(&stalk);
        assert_eq!(Some(rational(&value)), search.number(&stalk), "{stalk:?}");
        assert_eq!(sign_expansion(&value), stalk);
    }
}

#[test]
fn expansions_round_trip_past_64_bits() {
    let mut rng = StdRng::seed_from_u64(7);
    for _ in 0..300 {
        let exponent = rng.random_range(0..300u64);
        let fraction: Vec<u64> = (0..=exponent / 64).map(|_| rng.random()).collect();
        let fraction = BigDyadic::new(BigInt::from_words(false, fraction), exponent + 64);
        let integer = BigDyadic::from(rng.random_range(-3000..=3000i64));
        let x = &integer + &fraction;
        let signs = sign_expansion(&x);
        assert_eq!(from_sign_expansion(&signs), x);
        let n = x.floor().to_i64().unwrap();
        let expected_len = if x.is_integer() {
            n.unsigned_abs()
        } else if n >= 0 {
            n as u64 + 1 + x.exponent()
        } else {
            // -m - f with 0 < f < 1: ceil is n + 1, mirrored.
            (n + 1).unsigned_abs() + 1 + x.exponent()
        };
        assert_eq!(signs.len() as u64, expected_len, "{x}");
    }
}
