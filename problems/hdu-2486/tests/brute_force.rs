//! The losing-size table against a search of the real game: every pile up to 150 for k = 1..8,
//! and random batches of cases mixing several k (the grouping by k of `solve`).

#[path = "../src/main.rs"]
#[allow(dead_code)]
mod solution;

#[path = "../examples/brute.rs"]
#[allow(dead_code)]
mod brute;

use rand::{rngs::StdRng, Rng, SeedableRng};

#[test]
fn every_small_pile_matches_game_search() {
    for k in 1..=8 {
        let mut search = brute::k_multiple_search(k);
        let cases: Vec<(u64, u64)> = (2..=150).map(|n| (n, k)).collect();
        for (&(n, _), answer) in cases.iter().zip(solution::solve(&cases)) {
            assert_eq!(
                answer,
                brute::smallest_winning_first_move(&mut search, k, n),
                "n = {n}, k = {k}"
            );
        }
    }
}

#[test]
fn mixed_batches_match_game_search() {
    let mut rng = StdRng::seed_from_u64(2486);
    let mut searches: Vec<_> = (0..=40).map(brute::k_multiple_search).collect();
    for _ in 0..200 {
        let t = rng.random_range(1..=20);
        let cases: Vec<(u64, u64)> = (0..t)
            .map(|_| (rng.random_range(2..=120), rng.random_range(1..=40)))
            .collect();
        let expected: Vec<Option<u64>> = cases
            .iter()
            .map(|&(n, k)| brute::smallest_winning_first_move(&mut searches[k as usize], k, n))
            .collect();
        assert_eq!(solution::solve(&cases), expected, "{cases:?}");
    }
}
