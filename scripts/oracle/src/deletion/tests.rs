//! The deletion moves against games whose values are known another way: a path of the forest
//! game is a Nim heap, a star is worth 2, and removals on cycles and paths of a real graph
//! against the same game over components by their sizes (`consecutive_removals`).

use super::*;
use crate::{GameSearch, SumSearch};
use rand::{rngs::StdRng, Rng, SeedableRng};

#[test]
fn a_path_of_the_forest_game_is_a_nim_heap() {
    for n in 0..=10usize {
        let parent: Vec<Option<usize>> = (0..n).map(|v| v.checked_sub(1)).collect();
        let mut game = GameSearch::new(|&d: &u64| ancestor_deletions(&parent, d));
        assert_eq!(game.grundy(&0), n as u32, "path of {n}");
    }
}

#[test]
fn a_star_rooted_at_its_centre_is_worth_two() {
    // Picking the centre leaves k single nodes (k mod 2); a leaf, k - 1 of them.
    for k in 1..=9usize {
        let parent: Vec<Option<usize>> = (0..=k).map(|v| (v > 0).then_some(0)).collect();
        let mut game = GameSearch::new(|&d: &u64| ancestor_deletions(&parent, d));
        assert_eq!(game.grundy(&0), 2, "star of {k} leaves");
    }
}

#[test]
fn deleted_ancestors_stay_deleted_and_do_not_stop_the_walk() {
    // 0 - 1 - 2 with 1 already deleted: picking 2 deletes 2 and 0 as well.
    let parent = [None, Some(0), Some(1)];
    assert_eq!(ancestor_deletions(&parent, 0b010), [0b011, 0b111]);
}

#[test]
fn roots_are_the_smallest_nodes_and_parents_are_edges() {
    let mut rng = StdRng::seed_from_u64(7);
    for _ in 0..300 {
        let n = rng.random_range(1..=12);
        // A random forest: each node but the first joins an earlier one or starts a tree;
        // then the labels are shuffled.
        let mut label: Vec<usize> = (0..n).collect();
        for i in (1..n).rev() {
            label.swap(i, rng.random_range(0..=i));
        }
        let mut edges = Vec::new();
        for v in 1..n {
            if rng.random_bool(0.8) {
                let u = rng.random_range(0..v);
                edges.push((label[u], label[v]));
            }
        }
        let parent = parents_rooted_at_smallest(n, &edges);
        let root = |mut v: usize| {
            while let Some(p) = parent[v] {
                v = p;
            }
            v
        };
        for (v, &p) in parent.iter().enumerate() {
            if let Some(p) = p {
                assert!(edges.contains(&(p, v)) || edges.contains(&(v, p)));
            }
            assert!(root(v) <= v, "{v} is in the tree of {}", root(v));
        }
        assert_eq!(
            parent.iter().filter(|p| p.is_some()).count(),
            edges.len(),
            "one parent per edge"
        );
    }
}

#[test]
fn connected_removals_on_cycles_and_paths_match_the_component_search() {
    for l in 1..=3 {
        for r in l..=5 {
            let mut parts = SumSearch::new(|s: &Strand| consecutive_removals(s, l..=r));
            for n in 1..=9usize {
                let cycle: Vec<Vec<usize>> = (0..n)
                    .map(|v| {
                        let mut around = vec![(v + 1) % n, (v + n - 1) % n];
                        around.retain(|&w| w != v);
                        around.dedup();
                        around
                    })
                    .collect();
                let path: Vec<Vec<usize>> = (0..n)
                    .map(|v| {
                        [v.wrapping_sub(1), v + 1]
                            .into_iter()
                            .filter(|&w| w < n)
                            .collect()
                    })
                    .collect();
                let all = (1u64 << n) - 1;
                let mut on_cycle = GameSearch::new(|&s: &u64| connected_removals(&cycle, s, l..=r));
                let mut on_path = GameSearch::new(|&s: &u64| connected_removals(&path, s, l..=r));
                // A "cycle" of 1 or 2 vertices is a vertex or an edge: as the path.
                if n >= 3 {
                    assert_eq!(
                        on_cycle.grundy(&all),
                        parts.component(&Strand::Cycle(n)),
                        "cycle {n}, {l}..={r}"
                    );
                }
                assert_eq!(
                    on_path.grundy(&all),
                    parts.component(&Strand::Path(n)),
                    "path {n}, {l}..={r}"
                );
            }
        }
    }
}

#[test]
fn connected_sets_of_a_star_need_its_centre() {
    // Centre 0, leaves 1, 2, 3: two leaves alone are not connected.
    let star = vec![vec![1, 2, 3], vec![0], vec![0], vec![0]];
    let moves = connected_removals(&star, 0b1111, 2..=2);
    assert_eq!(moves, [0b1100, 0b1010, 0b0110]);
}
