//! `RootPathGame` against a search of the real forest game (`oracle::ancestor_deletions`: the set
//! of deleted nodes; a move deletes a node and every ancestor still there), on random forests.

use super::*;
use oracle::{ancestor_deletions, GameSearch};
use rand::{rngs::StdRng, Rng, SeedableRng};

/// A random forest of `n` nodes: each node's parent is an earlier node or none, then the labels
/// are shuffled (so parents are not always smaller).
fn random_forest(rng: &mut StdRng, n: usize) -> Vec<Option<usize>> {
    let mut label: Vec<usize> = (0..n).collect();
    for i in (1..n).rev() {
        label.swap(i, rng.random_range(0..=i));
    }
    let roots = rng.random_range(0.0..0.4);
    let mut parent = vec![None; n];
    for v in 1..n {
        if !rng.random_bool(roots) {
            // Deep forests as well as bushy ones.
            let u = if rng.random_bool(0.5) {
                v - 1
            } else {
                rng.random_range(0..v)
            };
            parent[label[v]] = Some(label[u]);
        }
    }
    parent
}

fn subtree_mask(parent: &[Option<usize>], v: usize) -> u64 {
    (0..parent.len())
        .filter(|&x| {
            let mut node = Some(x);
            while let Some(u) = node {
                if u == v {
                    return true;
                }
                node = parent[u];
            }
            false
        })
        .fold(0, |m, x| m | 1 << x)
}

#[test]
fn values_and_winning_moves_match_the_search_of_the_real_game() {
    let mut rng = StdRng::seed_from_u64(6665);
    for round in 0..400 {
        let n = rng.random_range(1..=13);
        let parent = random_forest(&mut rng, n);
        let game = RootPathGame::new(&parent);
        let mut search = GameSearch::new(|&d: &u64| ancestor_deletions(&parent, d));
        let all = (1u64 << n) - 1;
        assert_eq!(
            game.grundy(),
            u64::from(search.grundy(&0)),
            "round {round} {parent:?}"
        );
        for v in 0..n {
            // The subtree of v alone: everything else deleted.
            let alone = all & !subtree_mask(&parent, v);
            assert_eq!(
                game.subtree_grundy(v),
                u64::from(search.grundy(&alone)),
                "round {round} node {v} {parent:?}"
            );
        }
        let winning: Vec<usize> = (0..n)
            .filter(|&x| {
                let after = ancestor_deletions(&parent, 0)[x];
                !search.wins(&after)
            })
            .collect();
        assert_eq!(game.winning_moves(), winning, "round {round} {parent:?}");
        assert_eq!(game.winning_move(), winning.first().copied());
        for x in 0..n {
            let after = ancestor_deletions(&parent, 0)[x];
            assert_eq!(
                game.value_after(x),
                u64::from(search.grundy(&after)),
                "round {round} move {x}"
            );
        }
    }
}

#[test]
fn a_path_of_a_hundred_thousand_nodes_is_a_nim_heap_without_deep_recursion() {
    let n = 100_000;
    // Rooted at the last node, so the parents are larger than their children.
    let parent: Vec<Option<usize>> = (0..n).map(|v| (v + 1 < n).then_some(v + 1)).collect();
    let game = RootPathGame::new(&parent);
    assert_eq!(game.grundy(), n as u64);
    assert_eq!(game.subtree_grundy(0), 1);
    // The winning move takes the whole heap: pick the deepest node.
    assert_eq!(game.winning_moves(), [0]);
}

#[test]
fn an_empty_forest_and_single_nodes() {
    let game = RootPathGame::new(&[]);
    assert_eq!(game.grundy(), 0);
    assert!(game.winning_moves().is_empty());
    // Three isolated nodes: three heaps of 1.
    let game = RootPathGame::new(&[None, None, None]);
    assert_eq!(game.grundy(), 1);
    assert_eq!(game.winning_moves(), [0, 1, 2]);
}
