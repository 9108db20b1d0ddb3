use super::*;
use crate::naive::picture_value;
use crate::tree_value;
use rand::{rngs::StdRng, Rng, SeedableRng};

#[test]
fn graph_value_compare_with_naive() {
    // Any small multigraph: cycles sharing vertices and edges, repeated edges, loops, parts
    // not connected to the root.
    let mut rng = StdRng::seed_from_u64(3710);
    for _ in 0..1500 {
        let n = rng.random_range(1..=7);
        let m = rng.random_range(0..=11);
        let mut edges: Vec<(usize, usize)> = Vec::new();
        for _ in 0..m {
            let (a, b) = (rng.random_range(0..n), rng.random_range(0..n));
            if a != b || rng.random_bool(0.2) {
                edges.push((a, b));
            }
        }
        let root = rng.random_range(0..n);
        assert_eq!(
            graph_value(n, &edges, root),
            picture_value(&edges, root),
            "n {n}, root {root}, edges {edges:?}"
        );
    }
}

#[test]
fn graph_value_on_trees_with_polygons_compare_with_naive() {
    // A tree grown from the root; now and then a polygon of 2..=5 sides hangs at a tree
    // vertex (its other corners are new vertices), several at one vertex, some at the root.
    let mut rng = StdRng::seed_from_u64(3711);
    for _ in 0..800 {
        let mut edges: Vec<(usize, usize)> = Vec::new();
        let mut tree_vertices = vec![0usize];
        let mut n = 1;
        while edges.len() < 12 && rng.random_bool(0.85) {
            let at = tree_vertices[rng.random_range(0..tree_vertices.len())];
            if rng.random_bool(0.6) {
                edges.push((at, n));
                tree_vertices.push(n);
                n += 1;
            } else {
                let sides = rng.random_range(2..=5);
                let mut previous = at;
                for _ in 1..sides {
                    edges.push((previous, n));
                    previous = n;
                    n += 1;
                }
                edges.push((previous, at));
            }
        }
        assert_eq!(
            graph_value(n, &edges, 0),
            picture_value(&edges, 0),
            "edges {edges:?}"
        );
    }
}

#[test]
fn cycles_are_worth_their_parity() {
    // A polygon through the root, with 1e5 sides or one fewer, and hanging below a stalk.
    for sides in [2usize, 3, 99_999, 100_000] {
        let cycle: Vec<(usize, usize)> = (0..sides).map(|v| (v, (v + 1) % sides)).collect();
        assert_eq!(graph_value(sides, &cycle, 0), (sides % 2) as u32);
        let mut hanging: Vec<(usize, usize)> = cycle.iter().map(|&(a, b)| (a + 1, b + 1)).collect();
        hanging.push((0, 1));
        assert_eq!(graph_value(sides + 1, &hanging, 0), 1 + (sides % 2) as u32);
    }
    // A loop is one edge.
    assert_eq!(graph_value(1, &[(0, 0)], 0), 1);
    assert_eq!(graph_value(1, &[(0, 0), (0, 0)], 0), 0);
}

#[test]
fn graph_value_agrees_with_tree_value_on_deep_trees() {
    let n = 100_000;
    let path: Vec<(usize, usize)> = (1..n).map(|v| (v, v - 1)).collect();
    assert_eq!(graph_value(n, &path, 0), tree_value(n, &path, 0));
    let mut rng = StdRng::seed_from_u64(5);
    let random: Vec<(usize, usize)> = (1..n).map(|v| (rng.random_range(0..v), v)).collect();
    assert_eq!(graph_value(n, &random, 0), tree_value(n, &random, 0));
}
