//! Inputs of luogu-p2972 in the statement's exact format (`cargo x gen luogu-p2972`): `small` for the
//! brute force, `random` of moderate size, and the worst cases by name (`max`).

use oracle::gen::Generator;
use rand::{rngs::StdRng, Rng};

pub const GENERATOR: Generator = Generator {
    small: Some(|rng| {
        let n = rng.random_range(2..=5);
        let t = rng.random_range(1..=4);
        let l = rng.random_range(1..=3);
        tree(rng, n, t, l, Shape::Random, 3)
    }),
    random: |rng| {
        let n = rng.random_range(2..=30);
        let t = rng.random_range(1..=30);
        let l = rng.random_range(1..=10);
        tree(rng, n, t, l, Shape::Random, 1000)
    },
    max: &[
        ("n1e4-t1e4-random", |rng| {
            tree(rng, 10_000, 10_000, 1000, Shape::Random, 1000)
        }),
        ("n1e4-t1e4-chain", |rng| {
            tree(rng, 10_000, 10_000, 7, Shape::Chain, 1000)
        }),
    ],
};

enum Shape {
    Random,
    Chain,
}

/// `N T L`, then the parent (smaller than the node) and rocks (1..=`top`) of nodes 2..=n, then
/// `t` changes of a random node to 1..=`top` rocks.
fn tree(rng: &mut StdRng, n: usize, t: usize, l: u32, shape: Shape, top: u32) -> String {
    let mut text = format!("{n} {t} {l}\n");
    for node in 2..=n {
        let parent = match shape {
            Shape::Random => rng.random_range(1..node),
            Shape::Chain => node - 1,
        };
        text.push_str(&format!("{parent} {}\n", rng.random_range(1..=top)));
    }
    for _ in 0..t {
        text.push_str(&format!(
            "{} {}\n",
            rng.random_range(1..=n),
            rng.random_range(1..=top)
        ));
    }
    text
}

fn main() {
    oracle::gen::main(&GENERATOR);
}
