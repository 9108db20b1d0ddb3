use super::*;
use crate::naive::picture_value;
use rand::{rngs::StdRng, Rng, SeedableRng};

/// A random tree on `n` vertices with shuffled labels, edge order and orientations.
fn random_tree(rng: &mut StdRng, n: usize) -> Vec<(usize, usize)> {
    let mut label: Vec<usize> = (0..n).collect();
    for i in (1..n).rev() {
        label.swap(i, rng.random_range(0..=i));
    }
    let mut edges: Vec<(usize, usize)> = (1..n)
        .map(|v| {
            let (a, b) = (label[v], label[rng.random_range(0..v)]);
            if rng.random_bool(0.5) {
                (a, b)
            } else {
                (b, a)
            }
        })
        .collect();
    for i in (1..edges.len()).rev() {
        edges.swap(i, rng.random_range(0..=i));
    }
    edges
}

#[test]
fn tree_value_compare_with_naive() {
    let mut rng = StdRng::seed_from_u64(17);
    for _ in 0..1500 {
        let n = rng.random_range(1..=12);
        let edges = random_tree(&mut rng, n);
        let root = rng.random_range(0..n);
        assert_eq!(
            tree_value(n, &edges, root),
            picture_value(&edges, root),
            "n {n}, root {root}, edges {edges:?}"
        );
    }
}

#[test]
fn colon_compare_with_naive() {
    // A vertex carrying stalks of the given lengths against the search of that picture.
    let mut rng = StdRng::seed_from_u64(18);
    for _ in 0..300 {
        let lengths: Vec<u32> = (0..rng.random_range(0..4))
            .map(|_| rng.random_range(1..5))
            .collect();
        let mut edges = Vec::new();
        let mut next = 1;
        for &k in &lengths {
            let mut below = 0;
            for _ in 0..k {
                edges.push((below, next));
                below = next;
                next += 1;
            }
        }
        let value = colon(lengths.iter().map(|&k| k - 1));
        assert_eq!(value, picture_value(&edges, 0), "stalks {lengths:?}");
    }
}

#[test]
fn a_stalk_of_k_edges_is_star_k() {
    let n = 100_000;
    let path: Vec<(usize, usize)> = (1..n).map(|v| (v - 1, v)).collect();
    assert_eq!(tree_value(n, &path, 0), (n - 1) as u32);
    // Rooted in the middle: two stalks, of 49 999 and 50 000 edges.
    assert_eq!(tree_value(n, &path, 50_000), 49_999 ^ 50_000);
}

#[test]
fn a_star_is_the_parity_of_its_leaves() {
    for leaves in [0usize, 1, 2, 99_998, 99_999] {
        let star: Vec<(usize, usize)> = (1..=leaves).map(|v| (v, 0)).collect();
        assert_eq!(tree_value(leaves + 1, &star, 0), (leaves % 2) as u32);
    }
}

#[test]
fn unreachable_vertices_are_ignored() {
    assert_eq!(tree_value(5, &[(0, 1), (2, 3), (3, 4)], 0), 1);
    assert_eq!(tree_value(1, &[], 0), 0);
}

#[test]
#[should_panic(expected = "not a tree")]
fn a_cycle_is_rejected() {
    tree_value(3, &[(0, 1), (1, 2), (2, 0)], 0);
}
