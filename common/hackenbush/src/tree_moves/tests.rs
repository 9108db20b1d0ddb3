use super::*;
use crate::naive::{grounded, value};
use rand::{rngs::StdRng, Rng, SeedableRng};
use std::collections::HashMap;

#[test]
fn tree_moves_to_are_the_cuts_a_search_finds() {
    let mut rng = StdRng::seed_from_u64(41);
    for _ in 0..400 {
        let n = rng.random_range(1..=9);
        let mut edges: Vec<(usize, usize)> = Vec::new();
        for v in 1..n {
            let u = rng.random_range(0..v);
            edges.push(if rng.random_bool(0.5) { (u, v) } else { (v, u) });
        }
        // A stray edge away from the tree sometimes: it plays no part.
        let stray = n >= 2 && rng.random_bool(0.2);
        if stray {
            edges.push((n, n + 1));
        }
        let vertices = if stray { n + 2 } else { n };
        let root = rng.random_range(0..n);
        let all = (1u32 << edges.len()) - 1;
        let standing = grounded(&edges, root, all);
        let mut memo = HashMap::new();
        let whole = value(&edges, root, standing, &mut memo);
        let after: Vec<Option<u32>> = (0..edges.len())
            .map(|e| {
                (standing >> e & 1 == 1).then(|| {
                    let next = grounded(&edges, root, standing & !(1 << e));
                    value(&edges, root, next, &mut memo)
                })
            })
            .collect();
        for target in 0..=whole + 2 {
            let expected: Vec<usize> = (0..edges.len())
                .filter(|&e| after[e] == Some(target))
                .collect();
            let cuts = tree_moves_to(vertices, &edges, root, target);
            assert_eq!(cuts, expected, "{edges:?} at {root}, to {target}");
        }
        let winning = tree_winning_moves(vertices, &edges, root);
        assert_eq!(winning.is_empty(), whole == 0, "{edges:?} at {root}");
        assert_eq!(
            tree_winning_move(vertices, &edges, root),
            winning.first().copied()
        );
    }
}
