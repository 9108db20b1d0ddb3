//! Property tests: each item against a naive version on small random multigraphs (brute-force
//! matchings over edge subsets, `D(G)` by deleting each vertex, a search of the real token game),
//! and on larger graphs against the Tutte–Berge certificate that the decomposition carries.

use super::*;
use rand::{rngs::StdRng, Rng, SeedableRng};
use std::collections::HashMap;

/// The distinct non-loop edges, each as (smaller, larger).
fn distinct_edges(edges: &[(usize, usize)]) -> Vec<(usize, usize)> {
    let mut pairs: Vec<(usize, usize)> = edges
        .iter()
        .filter(|e| e.0 != e.1)
        .map(|&(a, b)| (a.min(b), a.max(b)))
        .collect();
    pairs.sort_unstable();
    pairs.dedup();
    pairs
}

/// ν(G) by trying every subset of the distinct edges and keeping the largest that is a matching.
/// Vertices in `deleted` (a bit mask) are gone.
fn naive_matching_number(edges: &[(usize, usize)], deleted: u32) -> usize {
    let pairs: Vec<(usize, usize)> = distinct_edges(edges)
        .into_iter()
        .filter(|&(a, b)| deleted >> a & 1 == 0 && deleted >> b & 1 == 0)
        .collect();
    assert!(pairs.len() <= 20, "too many edges for the brute force");
    let mut best = 0;
    for subset in 0u32..1 << pairs.len() {
        let mut covered = 0u32;
        let mut ok = true;
        for (i, &(a, b)) in pairs.iter().enumerate() {
            if subset >> i & 1 == 1 {
                if covered >> a & 1 == 1 || covered >> b & 1 == 1 {
                    ok = false;
                    break;
                }
                covered |= 1 << a | 1 << b;
            }
        }
        if ok {
            best = best.max(subset.count_ones() as usize);
        }
    }
    best
}

/// `D(G)` by definition: `v` is missed by some maximum matching iff `ν(G - v) = ν(G)`.
fn naive_d(n: usize, edges: &[(usize, usize)]) -> Vec<bool> {
    let nu = naive_matching_number(edges, 0);
    (0..n)
        .map(|v| naive_matching_number(edges, 1 << v) == nu)
        .collect()
}

/// The real token game: whether the player to move from `v`, with `visited` (a bit mask, `v`
/// included) already used, wins.
fn token_game_wins(
    adjacent: &[Vec<usize>],
    v: usize,
    visited: u32,
    memo: &mut HashMap<(usize, u32), bool>,
) -> bool {
    if let Some(&known) = memo.get(&(v, visited)) {
        return known;
    }
    let wins = adjacent[v]
        .iter()
        .any(|&w| visited >> w & 1 == 0 && !token_game_wins(adjacent, w, visited | 1 << w, memo));
    memo.insert((v, visited), wins);
    wins
}

fn naive_geography(n: usize, edges: &[(usize, usize)]) -> Vec<bool> {
    let mut adjacent = vec![Vec::new(); n];
    for &(a, b) in edges {
        adjacent[a].push(b);
        adjacent[b].push(a);
    }
    let mut memo = HashMap::new();
    (0..n)
        .map(|s| token_game_wins(&adjacent, s, 1 << s, &mut memo))
        .collect()
}

/// A random multigraph: repeated edges and self-loops on purpose.
fn random_multigraph(rng: &mut StdRng, n: usize, m: usize) -> Vec<(usize, usize)> {
    let mut edges = Vec::new();
    while edges.len() < m {
        let (a, b) = (rng.random_range(0..n), rng.random_range(0..n));
        edges.push((a, b));
        if rng.random_bool(0.1) {
            edges.push((b, a));
        }
    }
    edges
}

/// Checks that `mate` is a matching of the graph (symmetric, along existing non-loop edges).
fn assert_is_matching(n: usize, edges: &[(usize, usize)], mate: &[Option<usize>]) {
    assert_eq!(mate.len(), n);
    let pairs = distinct_edges(edges);
    for (v, &m) in mate.iter().enumerate() {
        if let Some(w) = m {
            assert_eq!(mate[w], Some(v), "mate is not symmetric at {v}");
            assert!(
                pairs.binary_search(&(v.min(w), v.max(w))).is_ok(),
                "{v}-{w} is not an edge"
            );
        }
    }
}

/// Checks everything the Gallai–Edmonds theorem says and can be checked quickly: `A(G)` is the
/// set of neighbours of `D(G)` outside it; every component of `G[D]` is odd; the matching is as
/// large as the Tutte–Berge bound for the barrier `A(G)`, which proves it maximum.
fn assert_certified(n: usize, edges: &[(usize, usize)], ge: &GallaiEdmonds) {
    assert_is_matching(n, edges, &ge.mate);
    let pairs = distinct_edges(edges);
    let mut is_a = vec![false; n];
    for &(a, b) in &pairs {
        if ge.part[a] == Part::D && ge.part[b] != Part::D {
            is_a[b] = true;
        }
        if ge.part[b] == Part::D && ge.part[a] != Part::D {
            is_a[a] = true;
        }
    }
    for (v, &a) in is_a.iter().enumerate() {
        assert_eq!(ge.part[v] == Part::A, a, "part of {v}");
    }
    // Components of G[D] by union-find.
    let mut parent: Vec<usize> = (0..n).collect();
    fn root(parent: &mut [usize], mut v: usize) -> usize {
        while parent[v] != v {
            parent[v] = parent[parent[v]];
            v = parent[v];
        }
        v
    }
    for &(a, b) in &pairs {
        if ge.part[a] == Part::D && ge.part[b] == Part::D {
            let (ra, rb) = (root(&mut parent, a), root(&mut parent, b));
            parent[ra] = rb;
        }
    }
    let mut size = vec![0usize; n];
    for v in 0..n {
        if ge.part[v] == Part::D {
            size[root(&mut parent, v)] += 1;
        }
    }
    let components = size.iter().filter(|&&s| s > 0).count();
    assert!(
        size.iter().all(|&s| s % 2 == 1 || s == 0),
        "even component in G[D]"
    );
    let a = is_a.iter().filter(|&&x| x).count();
    assert_eq!(
        2 * ge.matching_size(),
        n + a - components,
        "Tutte–Berge bound"
    );
}

#[test]
fn maximum_matching_compare_with_naive() {
    let mut rng = StdRng::seed_from_u64(1);
    for _ in 0..3000 {
        let n = rng.random_range(1..=9);
        let m = rng.random_range(0..=14);
        let edges = random_multigraph(&mut rng, n, m);
        if distinct_edges(&edges).len() > 16 {
            continue;
        }
        let mate = maximum_matching(n, &edges);
        assert_is_matching(n, &edges, &mate);
        let size = mate.iter().filter(|m| m.is_some()).count() / 2;
        assert_eq!(size, naive_matching_number(&edges, 0), "{n} {edges:?}");
    }
}

#[test]
fn gallai_edmonds_compare_with_naive() {
    let mut rng = StdRng::seed_from_u64(2);
    for _ in 0..2000 {
        let n = rng.random_range(1..=9);
        let m = rng.random_range(0..=14);
        let edges = random_multigraph(&mut rng, n, m);
        if distinct_edges(&edges).len() > 16 {
            continue;
        }
        let ge = gallai_edmonds(n, &edges);
        let d: Vec<bool> = ge.part.iter().map(|&p| p == Part::D).collect();
        assert_eq!(d, naive_d(n, &edges), "{n} {edges:?}");
        assert_certified(n, &edges, &ge);
    }
}

#[test]
fn undirected_geography_compare_with_game_search() {
    let mut rng = StdRng::seed_from_u64(3);
    for _ in 0..1500 {
        let n = rng.random_range(1..=10);
        let m = rng.random_range(0..=3 * n);
        let edges = random_multigraph(&mut rng, n, m);
        assert_eq!(
            undirected_geography_wins(n, &edges),
            naive_geography(n, &edges),
            "{n} {edges:?}"
        );
    }
}

#[test]
fn undirected_geography_on_blossom_shapes_compare_with_game_search() {
    // Odd cycles glued at vertices and along edges, with pendants: blossoms inside blossoms.
    let mut rng = StdRng::seed_from_u64(4);
    for _ in 0..600 {
        let mut edges = Vec::new();
        let mut n = 1;
        while n < 10 {
            let at = rng.random_range(0..n);
            let len = [1, 2, 4][rng.random_range(0..3)].min(10 - n);
            // A path of `len` new vertices from `at`, closed back to an old vertex or not.
            let mut previous = at;
            for _ in 0..len {
                edges.push((previous, n));
                previous = n;
                n += 1;
            }
            if rng.random_bool(0.7) {
                edges.push((previous, rng.random_range(0..n - len)));
            }
        }
        assert_eq!(
            undirected_geography_wins(n, &edges),
            naive_geography(n, &edges),
            "{n} {edges:?}"
        );
    }
}

#[test]
fn decomposition_of_medium_graphs_is_certified() {
    // ν(G - v) = ν(G) recomputed for every v, both matchings certified by Tutte–Berge.
    let mut rng = StdRng::seed_from_u64(5);
    for _ in 0..150 {
        let n = rng.random_range(1..=50);
        let m = rng.random_range(0..=3 * n);
        let edges = random_multigraph(&mut rng, n, m);
        let ge = gallai_edmonds(n, &edges);
        assert_certified(n, &edges, &ge);
        for v in 0..n {
            let without: Vec<(usize, usize)> = edges
                .iter()
                .copied()
                .filter(|&(a, b)| a != v && b != v)
                .collect();
            let smaller = gallai_edmonds(n, &without);
            assert_certified(n, &without, &smaller);
            assert_eq!(
                smaller.matching_size() == ge.matching_size(),
                ge.part[v] == Part::D,
                "{n} {edges:?} v={v}"
            );
        }
    }
}

#[test]
fn known_shapes() {
    let complete = |n: usize| -> Vec<(usize, usize)> {
        (0..n).flat_map(|a| (0..a).map(move |b| (a, b))).collect()
    };
    // K_n: odd is factor-critical (all D), even has a perfect matching (all C).
    for n in 1..=30 {
        let ge = gallai_edmonds(n, &complete(n));
        let expected = if n % 2 == 1 { Part::D } else { Part::C };
        assert!(ge.part.iter().all(|&p| p == expected), "K{n}");
    }
    // K_{10,990}: the small side is A, the large side D.
    let edges: Vec<(usize, usize)> = (0..10)
        .flat_map(|a| (10..1000).map(move |b| (a, b)))
        .collect();
    let ge = gallai_edmonds(1000, &edges);
    assert_eq!(ge.matching_size(), 10);
    assert!((0..10).all(|v| ge.part[v] == Part::A));
    assert!((10..1000).all(|v| ge.part[v] == Part::D));
    // Two disjoint triangles: all D.
    let triangles = [(0, 1), (1, 2), (2, 0), (3, 4), (4, 5), (5, 3)];
    assert!(gallai_edmonds(6, &triangles)
        .part
        .iter()
        .all(|&p| p == Part::D));
    // Isolated vertices and n = 0.
    assert_eq!(gallai_edmonds(2, &[]).part, vec![Part::D, Part::D]);
    assert_eq!(gallai_edmonds(0, &[]).part, vec![]);
}

#[test]
fn long_paths_and_deep_blossoms_are_certified() {
    // A path of 1e5 vertices listed backwards; a chain of 33333 triangles each sharing a vertex
    // with the next; an odd cycle of odd cycles.
    let n = 100_000;
    let path: Vec<(usize, usize)> = (1..n).rev().map(|v| (v, v - 1)).collect();
    let ge = gallai_edmonds(n, &path);
    assert_eq!(ge.matching_size(), n / 2);
    assert_certified(n, &path, &ge);

    let triangles = 33_333;
    let mut chain = Vec::new();
    for t in 0..triangles {
        let a = 2 * t;
        chain.extend([(a, a + 1), (a + 1, a + 2), (a + 2, a)]);
    }
    let n = 2 * triangles + 1;
    let ge = gallai_edmonds(n, &chain);
    assert_certified(n, &chain, &ge);
    assert!(ge.part.iter().all(|&p| p == Part::D));

    // 101 cycles of 5 vertices, their first vertices forming a 101-cycle: factor-critical.
    let (outer, inner) = (101, 5);
    let mut nested = Vec::new();
    for c in 0..outer {
        for i in 0..inner {
            nested.push((c * inner + i, c * inner + (i + 1) % inner));
        }
        nested.push((c * inner, ((c + 1) % outer) * inner));
    }
    let n = outer * inner;
    let ge = gallai_edmonds(n, &nested);
    assert_certified(n, &nested, &ge);
    assert!(ge.part.iter().all(|&p| p == Part::D));
}

#[test]
fn kept_matching_follows_played_games() {
    // Random games on small multigraphs: at each position (token on v, the visited vertices
    // deleted but v), the kept test against the search of the token game and ν against the
    // brute force.
    let mut rng = StdRng::seed_from_u64(6);
    for _ in 0..800 {
        let n = rng.random_range(1..=9);
        let m = rng.random_range(0..=14);
        let edges = random_multigraph(&mut rng, n, m);
        if distinct_edges(&edges).len() > 16 {
            continue;
        }
        let mut adjacent = vec![Vec::new(); n];
        for &(a, b) in &edges {
            adjacent[a].push(b);
            adjacent[b].push(a);
        }
        let mut memo = HashMap::new();
        let mut kept = KeptMatching::new(n, &edges);
        let mut v = rng.random_range(0..n);
        let mut visited = 1u32 << v;
        loop {
            let deleted = visited & !(1 << v);
            assert_eq!(kept.size(), naive_matching_number(&edges, deleted));
            assert_eq!(
                kept.in_every_maximum_matching(v),
                token_game_wins(&adjacent, v, visited, &mut memo),
                "{n} {edges:?} v={v} visited={visited:b}"
            );
            // The test may change the kept matching, never its size.
            assert_eq!(kept.size(), naive_matching_number(&edges, deleted));
            let options: Vec<usize> = adjacent[v]
                .iter()
                .copied()
                .filter(|&w| visited >> w & 1 == 0)
                .collect();
            if options.is_empty() {
                break;
            }
            let w = options[rng.random_range(0..options.len())];
            kept.delete(v);
            assert!(kept.is_deleted(v));
            v = w;
            visited |= 1 << w;
        }
    }
}

#[test]
fn kept_matching_under_deletions_is_maximum() {
    // Medium random graphs losing random vertices: ν after each deletion against a matching
    // computed from scratch (itself certified by Tutte–Berge), and a valid kept matching.
    let mut rng = StdRng::seed_from_u64(7);
    for _ in 0..100 {
        let n = rng.random_range(1..=60);
        let m = rng.random_range(0..=3 * n);
        let edges = random_multigraph(&mut rng, n, m);
        let mut kept = KeptMatching::new(n, &edges);
        let mut order: Vec<usize> = (0..n).collect();
        for i in (1..n).rev() {
            order.swap(i, rng.random_range(0..=i));
        }
        let mut gone = vec![false; n];
        for &v in &order {
            if rng.random_bool(0.3) {
                let u = rng.random_range(0..n);
                if !gone[u] {
                    kept.in_every_maximum_matching(u);
                }
            }
            kept.delete(v);
            gone[v] = true;
            let left: Vec<(usize, usize)> = edges
                .iter()
                .copied()
                .filter(|&(a, b)| !gone[a] && !gone[b])
                .collect();
            let fresh = gallai_edmonds(n, &left);
            assert_certified(n, &left, &fresh);
            assert_eq!(kept.size(), fresh.matching_size());
            let mate: Vec<Option<usize>> = (0..n).map(|u| kept.partner(u)).collect();
            assert_is_matching(n, &left, &mate);
            assert_eq!(mate.iter().filter(|m| m.is_some()).count(), 2 * kept.size());
        }
    }
}
