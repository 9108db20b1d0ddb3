//! Christmas Game against a search of the real game for every root (examples/brute.rs), on tiny
//! random trees with at most 2 presents a node and k from 1 to 3.

#[path = "../src/main.rs"]
#[allow(dead_code)]
mod solution;

#[path = "../examples/brute.rs"]
#[allow(dead_code)]
mod brute;

use rand::{rngs::StdRng, Rng, SeedableRng};

#[test]
fn every_root_matches_game_search() {
    let mut rng = StdRng::seed_from_u64(1498);
    for _ in 0..300 {
        let n = rng.random_range(3..=6);
        let k = rng.random_range(1..=3);
        let edges: Vec<(usize, usize)> = (1..n).map(|v| (rng.random_range(0..v), v)).collect();
        let presents: Vec<u64> = (0..n).map(|_| rng.random_range(0..=2)).collect();
        assert_eq!(
            solution::alice_wins_for_each_root(k, &edges, &presents),
            brute::alice_wins_for_each_root(k, &edges, &presents),
            "k = {k}, edges {edges:?}, presents {presents:?}"
        );
    }
}
