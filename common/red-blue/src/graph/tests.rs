//! Graphs against the oracle's canonical forms of the real game.

use super::*;
use crate::stalk::tests::rational;
use oracle::partizan::{OutcomeClass, PartizanSearch};
use rand::{rngs::StdRng, Rng, SeedableRng};

#[test]
fn graphs_against_game_search() {
    let mut rng = StdRng::seed_from_u64(12);
    for _ in 0..150 {
        let vertices = rng.random_range(1..=5);
        let m = rng.random_range(0..=8);
        let edges: Vec<(usize, usize, bool)> = (0..m)
            .map(|_| {
                (
                    rng.random_range(0..vertices),
                    rng.random_range(0..vertices),
                    rng.random_bool(0.5),
                )
            })
            .collect();
        let all = (1u64 << m) - 1;
        let mut search = PartizanSearch::new(|&mask: &u64| {
            let cuts = |blue: bool| -> Vec<u64> {
                (0..m)
                    .filter(|&e| mask >> e & 1 == 1 && edges[e].2 == blue)
                    .map(|e| grounded(&edges, 0, mask & !(1 << e)))
                    .collect()
            };
            (cuts(true), cuts(false))
        });
        let start = grounded(&edges, 0, all);
        let value = graph_value(&edges, 0);
        assert_eq!(Some(rational(&value)), search.number(&start), "{edges:?}");
        let class = match value.outcome() {
            crate::Outcome::Left => OutcomeClass::Left,
            crate::Outcome::Right => OutcomeClass::Right,
            crate::Outcome::Second => OutcomeClass::Second,
            crate::Outcome::First => OutcomeClass::First,
        };
        assert_eq!(class, search.outcome(&start), "{edges:?}");
    }
}
