//! Inputs of atcoder-agc017-d in the statement's exact format (`cargo x gen atcoder-agc017-d`): `small` for the
//! brute force, `random` of moderate size, and the worst cases by name (`max`).

use oracle::gen::Generator;
use rand::{rngs::StdRng, seq::SliceRandom, Rng};
use std::fmt::Write;

pub const GENERATOR: Generator = Generator {
    small: Some(|rng| {
        let n = rng.random_range(2..=12);
        let shape =
            [Shape::Random, Shape::Random, Shape::Path, Shape::Star][rng.random_range(0..4)];
        let root_is_leaf = rng.random_bool(0.3);
        tree(rng, n, shape, root_is_leaf)
    }),
    random: |rng| {
        let n = rng.random_range(2..=1000);
        tree(rng, n, Shape::Random, false)
    },
    max: &[
        ("path-1e5-from-vertex-1", |rng| {
            tree(rng, 100_000, Shape::Path, false)
        }),
        ("star-99999-leaves", |rng| {
            tree(rng, 100_000, Shape::Star, false)
        }),
        ("star-99998-leaves", |rng| {
            tree(rng, 99_999, Shape::Star, false)
        }),
        ("star-vertex-1-a-leaf", |rng| {
            tree(rng, 100_000, Shape::Star, true)
        }),
        ("random-1e5", |rng| tree(rng, 100_000, Shape::Random, false)),
        ("caterpillar-1e5", |rng| {
            tree(rng, 100_000, Shape::Caterpillar, false)
        }),
    ],
};

#[derive(Clone, Copy)]
enum Shape {
    /// Each vertex hangs below a random earlier one.
    Random,
    /// A path starting at vertex 1.
    Path,
    /// Every vertex hangs at the first one.
    Star,
    /// A path from vertex 1 with a leaf on every other vertex.
    Caterpillar,
}

/// `N` and the N-1 edges of a tree of the given shape grown from vertex 1 (or, with
/// `root_is_leaf`, with vertex 1 moved to the last vertex grown), labels other than 1 shuffled,
/// edge lines shuffled and each edge written in a random orientation.
fn tree(rng: &mut StdRng, n: usize, shape: Shape, root_is_leaf: bool) -> String {
    let mut label: Vec<usize> = (2..=n).collect();
    label.shuffle(rng);
    label.insert(if root_is_leaf { n - 1 } else { 0 }, 1);
    let mut edges: Vec<(usize, usize)> = (1..n)
        .map(|v| {
            let parent = match shape {
                Shape::Random => rng.random_range(0..v),
                Shape::Path => v - 1,
                Shape::Star => 0,
                Shape::Caterpillar => (v - 1) & !1,
            };
            if rng.random_bool(0.5) {
                (label[v], label[parent])
            } else {
                (label[parent], label[v])
            }
        })
        .collect();
    edges.shuffle(rng);
    let mut text = format!("{n}\n");
    for (a, b) in edges {
        writeln!(text, "{a} {b}").unwrap();
    }
    text
}

fn main() {
    oracle::gen::main(&GENERATOR);
}
