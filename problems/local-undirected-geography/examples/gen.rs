//! Inputs of local-undirected-geography in the statement's exact format (`cargo x gen local-undirected-geography`): `small` for the
//! brute force, `random` of moderate size, and the worst cases by name (`max`).

use oracle::gen::Generator;
use rand::{rngs::StdRng, seq::SliceRandom, Rng};
use std::fmt::Write;

const N: usize = 1000;
const M: usize = 100_000;

pub const GENERATOR: Generator = Generator {
    // Small enough for the search over (vertex, visited set): multigraphs with loops, or odd
    // cycles hung on each other.
    small: Some(|rng| {
        let n = rng.random_range(1..=11);
        let edges = if rng.random_bool(0.7) {
            let m = rng.random_range(0..=3 * n);
            random_multigraph(rng, n, m)
        } else {
            hung_cycles(rng, n)
        };
        input(rng, n, edges, 0)
    }),
    random: |rng| {
        let n = rng.random_range(1..=300);
        let edges = if rng.random_bool(0.5) {
            let m = rng.random_range(0..=2000);
            random_multigraph(rng, n, m)
        } else {
            hung_cycles(rng, n)
        };
        let extra = rng.random_range(0..=edges.len() / 4);
        input(rng, n, edges, extra)
    },
    max: &[
        // Triangles of triangles, six levels deep (729 vertices), the rest hung on them as
        // pendants: blossoms inside blossoms, reached through stems. Filled up with repeats.
        ("nested-triangles-729-pendants", |rng| {
            let mut edges = nested_triangles(6);
            for v in 729..N {
                edges.push((rng.random_range(0..v), v));
            }
            input(rng, N, edges, M)
        }),
        // The same nesting, each 27-vertex sub-blossom made complete, plus random chords until
        // 1e5 distinct edges: dense odd structure everywhere.
        ("nested-triangles-dense", |rng| {
            let mut edges = nested_triangles(6);
            for block in 0..27 {
                for a in 0..27 {
                    for b in 0..a {
                        edges.push((27 * block + a, 27 * block + b));
                    }
                }
            }
            for v in 729..N {
                edges.push((rng.random_range(0..v), v));
            }
            fill_distinct(rng, &mut edges);
            input(rng, N, edges, 0)
        }),
        // Odd cycles of odd cycles: 199 five-cycles, each joined to the next from its vertex 0 to
        // its vertex 2, and 5 pendants; repeats and self-loops up to m = 1e5.
        ("odd-cycles-of-odd-cycles", |rng| {
            let (outer, inner) = (199, 5);
            let mut edges = Vec::new();
            for c in 0..outer {
                for i in 0..inner {
                    edges.push((c * inner + i, c * inner + (i + 1) % inner));
                }
                edges.push((c * inner, ((c + 1) % outer) * inner + 2));
            }
            for v in outer * inner..N {
                edges.push((rng.random_range(0..outer * inner), v));
            }
            input(rng, N, edges, M)
        }),
        // A chain of 499 triangles, each sharing a vertex with the next, and one more vertex at
        // the end: augmenting paths wind through many blossoms. Repeats up to m = 1e5.
        ("triangle-chain", |rng| {
            let mut edges = Vec::new();
            for t in 0..499 {
                let a = 2 * t;
                edges.extend([(a, a + 1), (a + 1, a + 2), (a + 2, a)]);
            }
            edges.push((998, 999));
            input(rng, N, edges, M)
        }),
        // Seven odd cliques of 141 vertices and 13 vertices joined to all of them: a barrier A
        // of 13, D = the cliques, many exposed vertices at the end. 82k distinct edges, then
        // repeats and self-loops up to m = 1e5.
        ("odd-cliques-and-barrier", |rng| {
            let mut edges = Vec::new();
            for c in 0..7 {
                for a in 0..141 {
                    for b in 0..a {
                        edges.push((141 * c + a, 141 * c + b));
                    }
                }
            }
            for v in 987..N {
                for w in 0..987 {
                    edges.push((v, w));
                }
            }
            input(rng, N, edges, M)
        }),
        // K_447 (odd, 99681 edges) and a path of 319 more vertices hung at it (m = 1e5); the
        // last 234 vertices are isolated.
        ("complete-447-and-path", |rng| {
            let mut edges = Vec::new();
            for a in 0..447 {
                for b in 0..a {
                    edges.push((a, b));
                }
            }
            for v in 447..447 + (M - 99_681) {
                edges.push((v - 1, v));
            }
            input(rng, N, edges, 0)
        }),
        // K_{100,900}: 800 vertices left exposed, every search from them fails. Repeats up to
        // m = 1e5.
        ("complete-bipartite-100-900", |rng| {
            let edges = (0..100)
                .flat_map(|a| (100..N).map(move |b| (a, b)))
                .collect();
            input(rng, N, edges, M)
        }),
        ("random-1e5-distinct", |rng| {
            let mut edges = Vec::new();
            fill_distinct(rng, &mut edges);
            input(rng, N, edges, 0)
        }),
        // Sparse random (about n edges): many exposed vertices and long augmenting paths, the
        // rest of the 1e5 lines repeats and self-loops.
        ("random-sparse-repeats-and-loops", |rng| {
            let edges = random_multigraph(rng, N, N);
            input(rng, N, edges, M)
        }),
    ],
};

/// `m` random edges, self-loops and repeats included.
fn random_multigraph(rng: &mut StdRng, n: usize, m: usize) -> Vec<(usize, usize)> {
    let mut edges = Vec::with_capacity(m);
    while edges.len() < m {
        let (a, b) = (rng.random_range(0..n), rng.random_range(0..n));
        edges.push((a, b));
        if edges.len() < m && rng.random_bool(0.1) {
            edges.push((b, a));
        }
    }
    edges
}

/// Paths of new vertices hung at old ones, mostly closed back into cycles (odd or even), so
/// that odd cycles share vertices and nest.
fn hung_cycles(rng: &mut StdRng, n: usize) -> Vec<(usize, usize)> {
    let mut edges = Vec::new();
    let mut size = 1;
    while size < n {
        let at = rng.random_range(0..size);
        let len = rng.random_range(1..=4usize).min(n - size);
        let mut previous = at;
        for _ in 0..len {
            edges.push((previous, size));
            previous = size;
            size += 1;
        }
        if rng.random_bool(0.7) {
            edges.push((previous, rng.random_range(0..size - len)));
        }
    }
    edges
}

/// A triangle of three copies of the level below, `levels` deep, on `3^levels` vertices: copy
/// `i` is joined to copy `i + 1 (mod 3)` by one edge between vertices in different places.
fn nested_triangles(levels: u32) -> Vec<(usize, usize)> {
    let mut edges = Vec::new();
    let mut size = 1;
    for _ in 0..levels {
        let mut next = Vec::with_capacity(3 * edges.len() + 3);
        for copy in 0..3 {
            next.extend(
                edges
                    .iter()
                    .map(|&(a, b)| (a + copy * size, b + copy * size)),
            );
        }
        for copy in 0..3 {
            let from = copy * size + (size - 1);
            let to = ((copy + 1) % 3) * size + size / 2;
            next.push((from, to));
        }
        edges = next;
        size *= 3;
    }
    edges
}

/// Random new edges until `M` distinct ones (given ones included).
fn fill_distinct(rng: &mut StdRng, edges: &mut Vec<(usize, usize)>) {
    let mut seen = std::collections::HashSet::new();
    edges.retain(|&(a, b)| a != b && seen.insert((a.min(b), a.max(b))));
    while edges.len() < M {
        let (a, b) = (rng.random_range(0..N), rng.random_range(0..N));
        if a != b && seen.insert((a.min(b), a.max(b))) {
            edges.push((a, b));
        }
    }
}

/// The input: the vertices renamed at random, the edges in random order and orientation, then
/// `extra` more lines (each a repeat of an edge or a self-loop), the total capped at 1e5.
fn input(rng: &mut StdRng, n: usize, mut edges: Vec<(usize, usize)>, extra: usize) -> String {
    let mut name: Vec<usize> = (1..=n).collect();
    name.shuffle(rng);
    let target = (edges.len() + extra).min(M);
    while edges.len() < target {
        if edges.is_empty() || rng.random_bool(0.3) {
            let v = rng.random_range(0..n);
            edges.push((v, v));
        } else {
            let e = edges[rng.random_range(0..edges.len())];
            edges.push(e);
        }
    }
    edges.truncate(M);
    edges.shuffle(rng);
    let mut text = String::with_capacity(12 * edges.len() + 16);
    writeln!(text, "{n} {}", edges.len()).unwrap();
    for (a, b) in edges {
        let (a, b) = if rng.random_bool(0.5) { (a, b) } else { (b, a) };
        writeln!(text, "{} {}", name[a], name[b]).unwrap();
    }
    text
}

fn main() {
    oracle::gen::main(&GENERATOR);
}
