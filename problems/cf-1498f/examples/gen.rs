//! Inputs of cf-1498f (`cargo x gen cf-1498f`): `small` for the brute force (tiny trees, at most 2
//! presents a node), `random` of moderate size, and the worst cases at the statement's limits by
//! name (`max`): n = 1e5 as a path (deepest: a recursive walk overflows) and a star, k = 1 and 20.

use oracle::gen::{line, Generator};
use rand::{rngs::StdRng, Rng};

pub const GENERATOR: Generator = Generator {
    small: Some(|rng| {
        let (n, k) = (rng.random_range(3..=6), rng.random_range(1..=3));
        tree(rng, n, k, Shape::Random, 2)
    }),
    random: |rng| {
        let (n, k) = (rng.random_range(3..=2000), rng.random_range(1..=20));
        let shape = [Shape::Random, Shape::Path, Shape::Star][rng.random_range(0..3)];
        tree(rng, n, k, shape, 1_000_000_000)
    },
    max: &[
        ("path-k20", |rng| {
            tree(rng, 100_000, 20, Shape::Path, 1_000_000_000)
        }),
        ("path-k1", |rng| {
            tree(rng, 100_000, 1, Shape::Path, 1_000_000_000)
        }),
        ("star-k20", |rng| {
            tree(rng, 100_000, 20, Shape::Star, 1_000_000_000)
        }),
        ("star-k1", |rng| {
            tree(rng, 100_000, 1, Shape::Star, 1_000_000_000)
        }),
        ("random-k20", |rng| {
            tree(rng, 100_000, 20, Shape::Random, 1_000_000_000)
        }),
    ],
};

#[derive(Clone, Copy)]
enum Shape {
    /// Each node hangs from a random earlier one.
    Random,
    /// A path.
    Path,
    /// One centre, n - 1 leaves.
    Star,
}

/// `n k`, the n - 1 edges of a tree of the shape with shuffled labels and random directions,
/// then n presents in 0..=`top`.
fn tree(rng: &mut StdRng, n: usize, k: usize, shape: Shape, top: u64) -> String {
    let mut label: Vec<usize> = (1..=n).collect();
    for i in (1..n).rev() {
        label.swap(i, rng.random_range(0..=i));
    }
    let mut text = line([n, k]);
    for v in 1..n {
        let u = match shape {
            Shape::Random => rng.random_range(0..v),
            Shape::Path => v - 1,
            Shape::Star => 0,
        };
        let (a, b) = (label[u], label[v]);
        text.push_str(&if rng.random_bool(0.5) {
            line([a, b])
        } else {
            line([b, a])
        });
    }
    let presents: Vec<u64> = (0..n).map(|_| rng.random_range(0..=top)).collect();
    text.push_str(&line(presents));
    text
}

fn main() {
    oracle::gen::main(&GENERATOR);
}
