//! `berzerk` against a win/lose/draw search of the real game on small circles with random step
//! sets for the two players.

#[path = "../src/main.rs"]
#[allow(dead_code)]
mod solution;

#[path = "../examples/brute.rs"]
#[allow(dead_code)]
mod brute;

use rand::{rngs::StdRng, seq::index::sample, Rng, SeedableRng};

#[test]
fn berzerk_matches_the_game_search() {
    let mut rng = StdRng::seed_from_u64(786);
    for _ in 0..500 {
        let n = rng.random_range(2..=10);
        let mut steps = || {
            let k = rng.random_range(1..n);
            let mut set: Vec<usize> = sample(&mut rng, n - 1, k).iter().map(|s| s + 1).collect();
            set.sort_unstable();
            set
        };
        let (rick, morty) = (steps(), steps());
        assert_eq!(
            solution::berzerk(n, &rick, &morty),
            brute::berzerk(n, &rick, &morty),
            "n {n} rick {rick:?} morty {morty:?}"
        );
    }
}
