//! Rocks and Trees against an exhaustive search of the real game on tiny random trees: a move
//! takes 1..=L rocks from one non-root node and puts them on its parent. Every change is checked.

#[path = "../src/main.rs"]
#[allow(dead_code)]
mod solution;

use rand::{rngs::StdRng, Rng, SeedableRng};
use scripts::oracle::GameSearch;

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
        // A position is the rock count of every node 1..=n (index node - 1); the root's rocks
        // can never move again, so they are dropped to keep positions few.
        let mut search = GameSearch::new(|counts: &Vec<u32>| {
            let mut next = Vec::new();
            for node in 2..=n {
                let parent = parents[node - 2];
                for take in 1..=limit.min(counts[node - 1]) {
                    let mut after = counts.clone();
                    after[node - 1] -= take;
                    if parent != 1 {
                        after[parent - 1] += take;
                    }
                    next.push(after);
                }
            }
            next
        });
        let mut counts: Vec<u32> = std::iter::once(0).chain(rocks.iter().copied()).collect();
        let expected: Vec<bool> = changes
            .iter()
            .map(|&(node, r)| {
                counts[node - 1] = if node == 1 { 0 } else { r };
                search.wins(&counts)
            })
            .collect();
        assert_eq!(
            solution::outcomes_after_changes(&parents, &rocks, limit, &changes),
            expected,
            "parents {parents:?} rocks {rocks:?} L = {limit} changes {changes:?}"
        );
    }
}
