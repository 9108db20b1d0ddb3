//! Rocks and Trees against an exhaustive search of the real game (examples/brute.rs) on tiny random trees: a move
//! takes 1..=L rocks from one non-root node and puts them on its parent. Every change is checked.

#[path = "../src/main.rs"]
#[allow(dead_code)]
mod solution;

#[path = "../examples/brute.rs"]
#[allow(dead_code)]
mod brute;

use rand::{rngs::StdRng, Rng, SeedableRng};

#[test]
fn outcomes_match_game_search() {
    let mut rng = StdRng::seed_from_u64(2972);
    for _ in 0..60 {
        let n = rng.random_range(2..=5);
        let limit = rng.random_range(1..=3u32);
        // parent[v] for v in 2..=n (index v), the root 1 has none.
        let parents: Vec<usize> = (2..=n).map(|v| rng.random_range(1..v)).collect();
        let rocks: Vec<u32> = (2..=n).map(|_| rng.random_range(1..=3)).collect();
        let changes: Vec<(usize, u32)> = (0..rng.random_range(1..=4))
            .map(|_| (rng.random_range(1..=n), rng.random_range(1..=3)))
            .collect();
        let expected = brute::outcomes_after_changes(&parents, &rocks, limit, &changes);
        assert_eq!(
            solution::outcomes_after_changes(&parents, &rocks, limit, &changes),
            expected,
            "parents {parents:?} rocks {rocks:?} L = {limit} changes {changes:?}"
        );
    }
}
