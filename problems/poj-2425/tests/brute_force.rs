//! A Chess Game against an exhaustive search of the real game: several chessmen (possibly on one
//! vertex) on a random DAG; a move slides one chessman along one edge.

#[path = "../src/main.rs"]
#[allow(dead_code)]
mod solution;

#[path = "../examples/brute.rs"]
#[allow(dead_code)]
mod brute;

use rand::{rngs::StdRng, Rng, SeedableRng};

#[test]
fn outcomes_match_game_search() {
    let mut rng = StdRng::seed_from_u64(2425);
    for _ in 0..150 {
        let n = rng.random_range(1..=7);
        // Edges go from a vertex to larger labels after a random relabelling: a DAG.
        let mut label: Vec<usize> = (0..n).collect();
        for i in (1..n).rev() {
            label.swap(i, rng.random_range(0..=i));
        }
        let successors: Vec<Vec<usize>> = (0..n)
            .map(|v| {
                (0..n)
                    .filter(|&w| label[w] > label[v] && rng.random_bool(0.4))
                    .collect()
            })
            .collect();
        let queries: Vec<Vec<usize>> = (0..rng.random_range(1..=5))
            .map(|_| {
                (0..rng.random_range(1..=4))
                    .map(|_| rng.random_range(0..n))
                    .collect()
            })
            .collect();
        let expected = brute::outcomes(&successors, &queries);
        assert_eq!(
            solution::outcomes(&successors, &queries),
            expected,
            "{successors:?} {queries:?}"
        );
    }
}
