//! Inputs of poj-3710 in the statement's exact format (`cargo x gen poj-3710`): `small` for the
//! brute force, `random` of moderate size, and the worst cases by name (`max`).

use oracle::gen::Generator;
use rand::{rngs::StdRng, seq::SliceRandom, Rng};
use std::fmt::Write;

pub const GENERATOR: Generator = Generator {
    small: Some(|rng| {
        // A few test cases of trees of at most 14 edges: the brute force searches every cut of
        // each tree.
        let cases = rng.random_range(1..=3);
        (0..cases)
            .map(|_| {
                let n = rng.random_range(1..=5);
                test_case(rng, n, 14, 0.8)
            })
            .collect()
    }),
    random: |rng| {
        let cases = rng.random_range(1..=5);
        (0..cases)
            .map(|_| {
                let n = rng.random_range(1..=20);
                test_case(rng, n, 60, 0.95)
            })
            .collect()
    },
    max: &[
        ("100-cases-of-99-full-trees", |rng| {
            (0..100).map(|_| test_case(rng, 99, 499, 1.0)).collect()
        }),
        ("100-cases-of-99-double-edge-stars", |rng| {
            (0..100).map(|_| double_edge_stars(rng, 99)).collect()
        }),
    ],
};

/// One test case: `n` trees with polygons, each grown from the root until it has 99 nodes, would
/// pass `budget` edges, or stops by chance (probability `1 - grow` per step).
fn test_case(rng: &mut StdRng, n: usize, budget: usize, grow: f64) -> String {
    let mut text = format!("{n}\n");
    for _ in 0..n {
        let edges = tree_with_polygons(rng, budget, grow);
        write_tree(&mut text, rng, edges);
    }
    text
}

/// Edges (1-based, node 1 the root) of a tree with polygons: each step adds a tree edge or a
/// polygon of 2..=6 sides (2: a double edge) hanging at a node of the tree (the root included,
/// several at one node allowed); the other corners of a polygon are new nodes.
fn tree_with_polygons(rng: &mut StdRng, budget: usize, grow: f64) -> (usize, Vec<(usize, usize)>) {
    let mut edges = Vec::new();
    let mut tree_nodes = vec![1usize];
    let mut m = 1;
    while rng.random_bool(grow) {
        let at = tree_nodes[rng.random_range(0..tree_nodes.len())];
        let sides = if rng.random_bool(0.5) {
            1
        } else {
            rng.random_range(2..=6)
        };
        if edges.len() + sides > budget || m + sides.max(2) - 1 > 99 {
            break;
        }
        if sides == 1 {
            m += 1;
            edges.push((at, m));
            tree_nodes.push(m);
        } else {
            let mut previous = at;
            for _ in 1..sides {
                m += 1;
                edges.push((previous, m));
                previous = m;
            }
            edges.push((previous, at));
        }
    }
    (m, edges)
}

/// A tree of `m` nodes whose every other node hangs at the root by a double edge.
fn double_edge_stars(rng: &mut StdRng, n: usize) -> String {
    let mut text = format!("{n}\n");
    for _ in 0..n {
        let edges = (2..=99).flat_map(|v| [(1, v), (v, 1)]).collect();
        write_tree(&mut text, rng, (99, edges));
    }
    text
}

/// `m k` and the edges, with the labels of nodes other than 1 shuffled, the edge lines shuffled
/// and each edge in a random orientation.
fn write_tree(text: &mut String, rng: &mut StdRng, (m, edges): (usize, Vec<(usize, usize)>)) {
    let mut label: Vec<usize> = (0..=m).collect();
    label[2..].shuffle(rng);
    let mut edges: Vec<(usize, usize)> = edges
        .into_iter()
        .map(|(a, b)| {
            if rng.random_bool(0.5) {
                (label[a], label[b])
            } else {
                (label[b], label[a])
            }
        })
        .collect();
    edges.shuffle(rng);
    writeln!(text, "{m} {}", edges.len()).unwrap();
    for (a, b) in edges {
        writeln!(text, "{a} {b}").unwrap();
    }
}

fn main() {
    oracle::gen::main(&GENERATOR);
}
