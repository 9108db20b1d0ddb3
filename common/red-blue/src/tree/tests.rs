//! Trees against the oracle's search of the real cuts (small trees), and against the edge rule
//! in exact fractions (`num-rational`) on trees of a few thousand vertices whose values reach
//! denominators of 2^1000 and beyond.

use super::*;
use crate::graph::grounded;
use crate::stalk::tests::rational;
use crate::{graph_value, stalk_value};
use num_bigint::BigInt as RefInt;
use num_rational::BigRational;
use num_traits::{One, Zero};
use oracle::partizan::PartizanSearch;
use rand::{rngs::StdRng, Rng, SeedableRng};

/// A random tree on `n` vertices, edges listed with their ends in random order, and a shape
/// that ranges from a path to a star.
fn random_tree(rng: &mut StdRng, n: usize, depth_bias: f64) -> Vec<(usize, usize, bool)> {
    let blue_share = rng.random_range(0.1..0.9);
    (1..n)
        .map(|v| {
            let parent = if rng.random_bool(depth_bias) {
                v - 1
            } else {
                rng.random_range(0..v)
            };
            let blue = rng.random_bool(blue_share);
            if rng.random_bool(0.5) {
                (v, parent, blue)
            } else {
                (parent, v, blue)
            }
        })
        .collect()
}

#[test]
fn small_trees_against_game_search() {
    let mut rng = StdRng::seed_from_u64(13);
    for _ in 0..300 {
        let n = rng.random_range(1..=11);
        let bias = rng.random_range(0.0..1.0);
        let edges = random_tree(&mut rng, n, bias);
        let root = rng.random_range(0..n);
        let value = tree_value(n, root, &edges);
        // The real game over sets of standing edges, searched as positions.
        let m = edges.len();
        let mut search = PartizanSearch::new(|&mask: &u64| {
            let cuts = |blue: bool| -> Vec<u64> {
                (0..m)
                    .filter(|&e| mask >> e & 1 == 1 && edges[e].2 == blue)
                    .map(|e| grounded(&edges, root, mask & !(1 << e)))
                    .collect()
            };
            (cuts(true), cuts(false))
        });
        let all = (1u64 << m) - 1;
        assert_eq!(
            Some(rational(&value)),
            search.number(&all),
            "root {root}, {edges:?}"
        );
        assert_eq!(value, graph_value(&edges, root));
    }
}

/// The edge rule on exact fractions, recursively: a blue edge over x is (x + k) / 2^(k-1) with
/// k the least positive integer such that x + k > 1; a red edge is its mirror image.
fn edge_rule(x: &BigRational, blue: bool) -> BigRational {
    if !blue {
        return -edge_rule(&-x, true);
    }
    let one = BigRational::one();
    let mut k = BigRational::one();
    while x + &k <= one {
        k += &one;
    }
    let power = RefInt::one()
        << (k.to_integer() - 1u32)
            .to_string()
            .parse::<usize>()
            .unwrap();
    (x + k) / BigRational::from_integer(power)
}

fn exact_value(n: usize, root: usize, edges: &[(usize, usize, bool)]) -> BigRational {
    let mut adjacent = vec![Vec::new(); n];
    for &(u, v, blue) in edges {
        adjacent[u].push((v, blue));
        adjacent[v].push((u, blue));
    }
    let mut order = vec![root];
    let mut parent = vec![(usize::MAX, false); n];
    let mut seen = vec![false; n];
    seen[root] = true;
    let mut i = 0;
    while i < order.len() {
        let v = order[i];
        i += 1;
        for &(w, blue) in &adjacent[v] {
            if !seen[w] {
                seen[w] = true;
                parent[w] = (v, blue);
                order.push(w);
            }
        }
    }
    let mut value = vec![BigRational::zero(); n];
    for &v in order.iter().rev().take(order.len() - 1) {
        let (p, blue) = parent[v];
        let edge = edge_rule(&value[v], blue);
        value[p] += edge;
    }
    value[root].clone()
}

#[test]
fn large_trees_against_exact_fractions() {
    let mut rng = StdRng::seed_from_u64(14);
    let mut deepest = 0;
    for round in 0..40 {
        let n = if round < 30 {
            rng.random_range(2..=300)
        } else {
            1500
        };
        let bias = rng.random_range(0.5..1.0);
        let edges = random_tree(&mut rng, n, bias);
        let value = tree_value(n, 0, &edges);
        assert_eq!(rational(&value), exact_value(n, 0, &edges), "{edges:?}");
        deepest = deepest.max(value.exponent());
    }
    assert!(
        deepest > 1000,
        "denominators past 2^1000 were met ({deepest})"
    );
}

#[test]
fn long_paths_are_stalks() {
    // 1e5 vertices, no recursion: the value of a blue edge under 99,999 red ones is 2^-99999.
    let n = 100_000;
    let colours: Vec<bool> = (0..n - 1).map(|i| i == 0).collect();
    let edges: Vec<(usize, usize, bool)> = (0..n - 1).map(|i| (i, i + 1, colours[i])).collect();
    let value = tree_value(n, 0, &edges);
    assert_eq!(value.exponent(), n as u64 - 2);
    assert!(value.numerator().to_i64() == Some(1));
    let mut rng = StdRng::seed_from_u64(15);
    let colours: Vec<bool> = (0..3000).map(|_| rng.random_bool(0.5)).collect();
    let edges: Vec<(usize, usize, bool)> = (0..3000).map(|i| (i + 1, i, colours[i])).collect();
    assert_eq!(tree_value(3001, 0, &edges), stalk_value(&colours));
}
