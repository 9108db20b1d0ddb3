//! Inputs of luogu-p6665 (`cargo x gen luogu-p6665`): `small` for the brute force (up to 4 tests
//! of at most 13 nodes), `random` of moderate size, and the worst cases at the statement's limits
//! by name (`max`: the sum of n = 2e5, every tree at most 5e4 nodes): deep paths, stars, random
//! trees, many small trees. Labels are shuffled and every edge is written in a random direction,
//! so a tree's root (its smallest node) is anywhere in it.

use oracle::gen::Generator;
use rand::{rngs::StdRng, Rng};

/// How a tree's nodes choose their parents (before the labels are shuffled).
#[derive(Clone, Copy)]
enum Shape {
    /// Node i hangs from i - 1: a path.
    Path,
    /// Every node hangs from node 0.
    Star,
    /// Node i hangs from a random earlier node.
    Random,
    /// Node i hangs from one of the last few nodes: long and bushy.
    Deep,
}

pub const GENERATOR: Generator = Generator {
    small: Some(|rng| {
        let t = rng.random_range(1..=4);
        let tests: Vec<Vec<usize>> = (0..t)
            .map(|_| {
                let n = rng.random_range(1..=13);
                let trees = rng.random_range(1..=n.min(4));
                split(rng, n, trees)
            })
            .collect();
        input(rng, &tests, None)
    }),
    random: |rng| {
        let t = rng.random_range(1..=10);
        let tests: Vec<Vec<usize>> = (0..t)
            .map(|_| {
                let n = rng.random_range(1..=2000);
                let trees = rng.random_range(1..=n);
                split(rng, n, trees)
            })
            .collect();
        input(rng, &tests, None)
    },
    max: &[
        // Two tests of two paths of 5e4: the deepest trees.
        ("paths-5e4", |rng| {
            input(rng, &[vec![50_000; 2], vec![50_000; 2]], Some(Shape::Path))
        }),
        // Random trees of 5e4: the tries merge the most.
        ("random-trees-5e4", |rng| {
            input(
                rng,
                &[vec![50_000; 2], vec![50_000; 2]],
                Some(Shape::Random),
            )
        }),
        // Long bushy trees of 5e4.
        ("deep-trees-5e4", |rng| {
            input(rng, &[vec![50_000; 2], vec![50_000; 2]], Some(Shape::Deep))
        }),
        // Stars of 5e4: one node with 49 999 children.
        ("stars-5e4", |rng| {
            input(rng, &[vec![50_000; 2], vec![50_000; 2]], Some(Shape::Star))
        }),
        // Ten tests of 2e4 nodes in many small trees.
        ("ten-tests-many-trees", |rng| {
            let tests: Vec<Vec<usize>> = (0..10).map(|_| split(rng, 20_000, 2_000)).collect();
            input(rng, &tests, Some(Shape::Random))
        }),
    ],
};

/// `n` nodes cut into `trees` trees of random sizes (at least one node each).
fn split(rng: &mut StdRng, n: usize, trees: usize) -> Vec<usize> {
    let trees = trees.clamp(1, n);
    let mut sizes = vec![1; trees];
    for _ in trees..n {
        let i = rng.random_range(0..trees);
        sizes[i] += 1;
    }
    sizes
}

/// The input: one test per entry of `tests`, a forest with trees of the given sizes, each of
/// `shape` (a random shape per tree when `None`).
fn input(rng: &mut StdRng, tests: &[Vec<usize>], shape: Option<Shape>) -> String {
    let mut text = format!("{}\n", tests.len());
    for sizes in tests {
        let n: usize = sizes.iter().sum();
        let mut label: Vec<usize> = (1..=n).collect();
        for i in (1..n).rev() {
            label.swap(i, rng.random_range(0..=i));
        }
        let mut edges = Vec::new();
        let mut first = 0;
        for &size in sizes {
            let shape = shape.unwrap_or(
                [Shape::Path, Shape::Star, Shape::Random, Shape::Deep][rng.random_range(0..4)],
            );
            for i in 1..size {
                let parent = match shape {
                    Shape::Path => i - 1,
                    Shape::Star => 0,
                    Shape::Random => rng.random_range(0..i),
                    Shape::Deep => i - rng.random_range(1..=i.min(3)),
                };
                let (a, b) = (label[first + parent], label[first + i]);
                edges.push(if rng.random_bool(0.5) { (a, b) } else { (b, a) });
            }
            first += size;
        }
        for i in (1..edges.len()).rev() {
            edges.swap(i, rng.random_range(0..=i));
        }
        text.push_str(&format!("{n} {}\n", edges.len()));
        for (a, b) in edges {
            text.push_str(&format!("{a} {b}\n"));
        }
    }
    text
}

fn main() {
    oracle::gen::main(&GENERATOR);
}
