//! The compressed form against lists of neighbours built edge by edge.

use super::*;
use rand::{rngs::StdRng, Rng, SeedableRng};

#[test]
fn compressed_adjacency_matches_lists_built_edge_by_edge() {
    let mut rng = StdRng::seed_from_u64(1);
    for _ in 0..500 {
        let n = rng.random_range(1..=8);
        let edges: Vec<(usize, usize)> = (0..rng.random_range(0..=12))
            .map(|_| (rng.random_range(0..n), rng.random_range(0..n)))
            .collect();
        let mut lists: Vec<Vec<(usize, usize)>> = vec![Vec::new(); n];
        for (e, &(a, b)) in edges.iter().enumerate() {
            lists[a].push((b, e));
            lists[b].push((a, e));
        }
        let (start, adjacent) = compressed_adjacency(n, &edges, |w, e| (w, e));
        assert_eq!(start.len(), n + 1);
        for v in 0..n {
            assert_eq!(
                &adjacent[start[v]..start[v + 1]],
                &lists[v][..],
                "{edges:?}"
            );
        }
    }
}

#[test]
#[should_panic(expected = "edge (0, 3) names a vertex outside 0..3")]
fn an_edge_outside_the_vertices_is_named() {
    compressed_adjacency(3, &[(0, 1), (0, 3)], |w, _| w);
}
