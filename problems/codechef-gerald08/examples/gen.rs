//! Inputs of codechef-gerald08 (`cargo x gen codechef-gerald08`): `small` for the brute force
//! (trees of up to 13 vertices), `random` of moderate size, and the worst cases at the
//! statement's limits by name (`max`: the sum of N is 1e5).

use oracle::gen::Generator;
use rand::{rngs::StdRng, seq::SliceRandom, Rng};

pub const GENERATOR: Generator = Generator {
    small: Some(|rng| {
        let tests: Vec<Vec<(usize, usize, u8)>> = (0..rng.random_range(1..=4))
            .map(|_| {
                let n = rng.random_range(1..=13);
                let depth = rng.random_range(0.0..1.0);
                let black = rng.random_range(0.0..1.0);
                tree(rng, n, depth, black)
            })
            .collect();
        input(&tests)
    }),
    random: |rng| {
        let tests: Vec<Vec<(usize, usize, u8)>> = (0..rng.random_range(1..=10))
            .map(|_| {
                let n = rng.random_range(1..=3000);
                let depth = rng.random_range(0.0..1.0);
                let black = rng.random_range(0.0..1.0);
                tree(rng, n, depth, black)
            })
            .collect();
        input(&tests)
    },
    max: &[
        // A path of 1e5 vertices: one black edge at the root under white ones, 2^-99998.
        ("path-black-under-white", |rng| {
            input(&[path(rng, 100_000, |i| u8::from(i != 0))])
        }),
        // A path of random colours: a value with about 1e5 bits.
        ("path-random", |rng| {
            let colours: Vec<u8> = (0..100_000).map(|_| rng.random_range(0..=1)).collect();
            input(&[path(rng, 100_000, |i| colours[i])])
        }),
        ("random-deep", |rng| input(&[tree(rng, 100_000, 0.9, 0.5)])),
        ("random-bushy", |rng| input(&[tree(rng, 100_000, 0.0, 0.5)])),
        // Many leaves under few edges: long runs of bits written by the edge rule.
        ("brooms", |rng| input(&[brooms(rng, 100_000)])),
        ("t1000-n100", |rng| {
            let tests: Vec<_> = (0..1000).map(|_| tree(rng, 100, 0.5, 0.5)).collect();
            input(&tests)
        }),
    ],
};

/// A random tree on vertices 1..=n rooted at 1 (each vertex below its predecessor with chance
/// `depth`, else below a random earlier vertex), black with chance `black`, ends and edges in
/// random order, vertices relabelled (1 stays the root).
fn tree(rng: &mut StdRng, n: usize, depth: f64, black: f64) -> Vec<(usize, usize, u8)> {
    let mut label: Vec<usize> = (2..=n).collect();
    label.shuffle(rng);
    label.insert(0, 1);
    let mut edges: Vec<(usize, usize, u8)> = (1..n)
        .map(|v| {
            let parent = if rng.random_bool(depth) {
                v - 1
            } else {
                rng.random_range(0..v)
            };
            let colour = u8::from(!rng.random_bool(black));
            if rng.random_bool(0.5) {
                (label[v], label[parent], colour)
            } else {
                (label[parent], label[v], colour)
            }
        })
        .collect();
    edges.shuffle(rng);
    edges
}

/// The path 1 - 2 - ... - n, edge i (from the root) of colour `colour(i)`, in random order.
fn path(rng: &mut StdRng, n: usize, colour: impl Fn(usize) -> u8) -> Vec<(usize, usize, u8)> {
    let mut edges: Vec<(usize, usize, u8)> = (1..n).map(|i| (i + 1, i, colour(i - 1))).collect();
    edges.shuffle(rng);
    edges
}

/// Stacked brooms: a path of alternating colours, each path vertex holding a bunch of leaves of
/// the colour opposite to the edge below it.
fn brooms(rng: &mut StdRng, n: usize) -> Vec<(usize, usize, u8)> {
    let mut edges = Vec::new();
    let mut spine = 1;
    let mut next = 2;
    let mut colour = 0u8;
    while next <= n {
        edges.push((spine, next, colour));
        spine = next;
        next += 1;
        let leaves = rng.random_range(0..=300).min(n + 1 - next);
        for _ in 0..leaves {
            edges.push((spine, next, 1 - colour));
            next += 1;
        }
        colour = 1 - colour;
    }
    edges.shuffle(rng);
    edges
}

fn input(tests: &[Vec<(usize, usize, u8)>]) -> String {
    let mut text = format!("{}\n", tests.len());
    for edges in tests {
        text.push_str(&format!("{}\n", edges.len() + 1));
        for (u, v, c) in edges {
            text.push_str(&format!("{u} {v} {c}\n"));
        }
    }
    text
}

fn main() {
    oracle::gen::main(&GENERATOR);
}
