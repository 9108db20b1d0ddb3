//! Inputs of cf-1823e (`cargo x gen cf-1823e`): `small` for the brute force (up to 24 vertices
//! in cycles of 3 or more), `random` of moderate size, and the worst cases at the statement's
//! limits by name (`max`: n = 2e5). Labels are shuffled, edges come in a random order and
//! direction.

use oracle::gen::Generator;
use rand::{rngs::StdRng, Rng};

pub const GENERATOR: Generator = Generator {
    small: Some(|rng| {
        let n = rng.random_range(3..=24);
        let cycles = random_cycles(rng, n);
        let l = rng.random_range(1..n.min(8));
        let r = rng.random_range(l + 1..=n.min(l + 10));
        input(rng, &cycles, l, r)
    }),
    random: |rng| {
        let n = rng.random_range(3..=3000);
        let cycles = random_cycles(rng, n);
        let l = rng.random_range(1..n);
        let r = rng.random_range(l + 1..=n);
        input(rng, &cycles, l, r)
    },
    max: &[
        // One cycle of every vertex, the widest moves.
        ("one-cycle-2e5", |rng| input(rng, &[200_000], 1, 200_000)),
        // Triangles (and one cycle of 5): the most cycles.
        ("triangles", |rng| {
            let mut cycles = vec![3; 66_665];
            cycles.push(5);
            input(rng, &cycles, 1, 2)
        }),
        // Cycles of l + r - 1 and l + r, where the value falls to 0.
        ("l-plus-r-edges", |rng| {
            let (l, r) = (7, 20);
            let mut cycles = Vec::new();
            let mut n = 0;
            while n + 2 * (l + r) <= 200_000 {
                cycles.extend([l + r - 1, l + r]);
                n += 2 * (l + r) - 1;
            }
            cycles.push(200_000 - n);
            input(rng, &cycles, l, r)
        }),
        // Random cycle lengths, random l < r.
        ("random-cycles", |rng| {
            let cycles = random_cycles(rng, 200_000);
            let l = rng.random_range(1..50);
            let r = rng.random_range(l + 1..=500);
            input(rng, &cycles, l, r)
        }),
    ],
};

/// `n` vertices cut into cycles of at least 3, of random lengths.
fn random_cycles(rng: &mut StdRng, n: usize) -> Vec<usize> {
    let mut cycles = Vec::new();
    let mut left = n;
    let longest = [6, 30, n][rng.random_range(0..3)].max(3);
    while left > 0 {
        let c = if left < 6 {
            left
        } else {
            rng.random_range(3..=longest.min(left - 3))
        };
        cycles.push(c);
        left -= c;
    }
    cycles
}

/// The input: the cycles of the given lengths on shuffled labels 1..=n.
fn input(rng: &mut StdRng, cycles: &[usize], l: usize, r: usize) -> String {
    let n: usize = cycles.iter().sum();
    let mut label: Vec<usize> = (1..=n).collect();
    for i in (1..n).rev() {
        label.swap(i, rng.random_range(0..=i));
    }
    let mut edges = Vec::with_capacity(n);
    let mut first = 0;
    for &c in cycles {
        for i in 0..c {
            let (a, b) = (label[first + i], label[first + (i + 1) % c]);
            edges.push(if rng.random_bool(0.5) { (a, b) } else { (b, a) });
        }
        first += c;
    }
    for i in (1..n).rev() {
        edges.swap(i, rng.random_range(0..=i));
    }
    let mut text = format!("{n} {l} {r}\n");
    for (a, b) in edges {
        text.push_str(&format!("{a} {b}\n"));
    }
    text
}

fn main() {
    oracle::gen::main(&GENERATOR);
}
