//! Stalks and the edge rule against the oracle's search of the real cuts.

use super::*;
use num_bigint::BigInt as RefInt;
use num_rational::BigRational;
use oracle::partizan::{stalk_options, PartizanSearch};
use rand::{rngs::StdRng, Rng, SeedableRng};

pub(crate) fn rational(x: &BigDyadic) -> BigRational {
    let numerator: RefInt = x.numerator().to_string().parse().unwrap();
    BigRational::new(numerator, RefInt::from(1) << x.exponent())
}

/// The options of a stalk: cut one own edge and all above it (`oracle::partizan::stalk_options`).
type Cuts = (Vec<Vec<bool>>, Vec<Vec<bool>>);

/// Stalks searched as games.
fn stalk_search() -> PartizanSearch<Vec<bool>, impl Fn(&Vec<bool>) -> Cuts> {
    PartizanSearch::new(|stalk: &Vec<bool>| stalk_options(stalk))
}

#[test]
fn stalks_and_edges_against_game_search() {
    let mut search = stalk_search();
    let mut rng = StdRng::seed_from_u64(11);
    for round in 0..300 {
        let len = if round < 250 {
            rng.random_range(0..=10)
        } else {
            rng.random_range(64..=68)
        };
        let stalk: Vec<bool> = (0..len).map(|_| rng.random_bool(0.5)).collect();
        let value = stalk_value(&stalk);
        assert_eq!(Some(rational(&value)), search.number(&stalk), "{stalk:?}");
        // The edge rule: an edge under the stalk above its first edge.
        if let Some((&first, rest)) = stalk.split_first() {
            assert_eq!(edge_value(&stalk_value(rest), first), value, "{stalk:?}");
        }
    }
}
