//! Property tests against naive versions: maximum matchings by trying every subset of edges (a
//! vertex is in every maximum matching iff every maximum subset covers it), and the token game by
//! searching its positions (the token's vertex and the visited set).

use crate::*;
use rand::{rngs::StdRng, Rng, SeedableRng};
use std::collections::HashMap;

/// Naive versions, written from the definitions.
#[path = "tests/naive.rs"]
mod naive;

/// A random bipartite graph: `n` vertices on random sides, each left-right pair joined with
/// probability `p`, at most 16 edges; sometimes a repeated edge.
fn random_graph(rng: &mut StdRng, n: usize, p: f64) -> Vec<(usize, usize)> {
    let side: Vec<bool> = (0..n).map(|_| rng.random_bool(0.5)).collect();
    let mut edges = Vec::new();
    for a in 0..n {
        for b in a + 1..n {
            if side[a] != side[b] && rng.random_bool(p) && edges.len() < 15 {
                edges.push(if rng.random_bool(0.5) { (a, b) } else { (b, a) });
            }
        }
    }
    if !edges.is_empty() && rng.random_bool(0.2) {
        let repeated = edges[rng.random_range(0..edges.len())];
        edges.push(repeated);
    }
    edges
}

fn assert_valid_matching(graph: &BipartiteGraph, partner: impl Fn(usize) -> Option<usize>) {
    for v in 0..graph.vertex_count() {
        if let Some(p) = partner(v) {
            assert_eq!(partner(p), Some(v), "partners of {v} and {p} disagree");
            assert!(graph.neighbours(v).contains(&p), "{v}-{p} is no edge");
        }
    }
}

#[test]
fn hopcroft_karp_is_maximum() {
    let mut rng = StdRng::seed_from_u64(1);
    for _ in 0..2000 {
        let n = rng.random_range(1..=10);
        let p = rng.random_range(0.1..0.8);
        let edges = random_graph(&mut rng, n, p);
        let graph = BipartiteGraph::new(n, &edges);
        let matching = maximum_matching(&graph);
        assert_valid_matching(&graph, |v| matching.partner(v));
        let matched = (0..n).filter(|&v| matching.partner(v).is_some()).count();
        assert_eq!(matched, 2 * matching.size());
        let all = (1u32 << n) - 1;
        assert_eq!(
            matching.size(),
            naive::maximum_matching_size(n, &edges, all),
            "edges {edges:?}"
        );
    }
}

#[test]
fn missed_vertices_match_subsets_and_the_game() {
    let mut rng = StdRng::seed_from_u64(2);
    for _ in 0..2000 {
        let n = rng.random_range(1..=10);
        let p = rng.random_range(0.1..0.8);
        let edges = random_graph(&mut rng, n, p);
        let graph = BipartiteGraph::new(n, &edges);
        let missed = missed_by_some_maximum_matching(&graph, &maximum_matching(&graph));
        let game = TokenGame::new(&graph);
        let all = (1u32 << n) - 1;
        let mut memo = HashMap::new();
        let covers = naive::maximum_matchings_covers(n, &edges, all);
        for (v, &is_missed) in missed.iter().enumerate() {
            let by_subsets = covers.iter().any(|covered| covered >> v & 1 == 0);
            assert_eq!(is_missed, by_subsets, "vertex {v}, edges {edges:?}");
            let by_search = naive::token_wins(&edges, v, 1 << v, &mut memo);
            assert_eq!(
                game.player_to_move_wins(v),
                by_search,
                "start {v}, edges {edges:?}"
            );
        }
        let losing: Vec<usize> = (0..n).filter(|&v| missed[v]).collect();
        assert_eq!(game.losing_starts().collect::<Vec<_>>(), losing);
    }
}

#[test]
fn deletable_matching_matches_subsets() {
    let mut rng = StdRng::seed_from_u64(3);
    for _ in 0..1000 {
        let n = rng.random_range(1..=10);
        let p = rng.random_range(0.1..0.8);
        let edges = random_graph(&mut rng, n, p);
        let graph = BipartiteGraph::new(n, &edges);
        let mut live = DeletableMatching::new(graph.clone());
        let mut alive = (1u32 << n) - 1;
        loop {
            let covers = naive::maximum_matchings_covers(n, &edges, alive);
            let size = covers[0].count_ones() as usize / 2;
            assert_eq!(live.size(), size);
            // Ask about a few live vertices, then delete one.
            let alive_list: Vec<usize> = (0..n).filter(|&v| alive >> v & 1 == 1).collect();
            for _ in 0..3 {
                let v = alive_list[rng.random_range(0..alive_list.len())];
                let expected = covers.iter().all(|covered| covered >> v & 1 == 1);
                assert_eq!(
                    live.in_every_maximum_matching(v),
                    expected,
                    "vertex {v}, alive {alive:b}, edges {edges:?}"
                );
                assert_eq!(live.size(), size);
                assert_valid_matching(&graph, |v| live.partner(v));
            }
            let v = alive_list[rng.random_range(0..alive_list.len())];
            live.delete(v);
            alive &= !(1 << v);
            assert!(live.is_deleted(v));
            assert!((0..n).all(|w| live.partner(w).map_or(true, |p| alive >> p & 1 == 1)));
            assert_valid_matching(&graph, |v| live.partner(v));
            if alive == 0 {
                assert_eq!(live.size(), 0);
                break;
            }
        }
    }
}

#[test]
fn token_game_play_matches_the_search() {
    let mut rng = StdRng::seed_from_u64(4);
    for _ in 0..1000 {
        let n = rng.random_range(1..=10);
        let p = rng.random_range(0.2..0.9);
        let edges = random_graph(&mut rng, n, p);
        let start = rng.random_range(0..n);
        let mut play = TokenGamePlay::new(BipartiteGraph::new(n, &edges), start);
        let mut visited = 1u32 << start;
        let mut memo = HashMap::new();
        loop {
            let token = play.token();
            let expected = naive::token_wins(&edges, token, visited, &mut memo);
            assert_eq!(
                play.player_to_move_wins(),
                expected,
                "token {token}, visited {visited:b}, edges {edges:?}"
            );
            let moves = play.moves();
            let expected_moves: Vec<usize> = (0..n)
                .filter(|&w| {
                    visited >> w & 1 == 0
                        && edges.iter().any(|&e| e == (token, w) || e == (w, token))
                })
                .collect();
            assert_eq!(moves, expected_moves);
            if moves.is_empty() {
                break;
            }
            // Random play, mistakes included.
            let to = moves[rng.random_range(0..moves.len())];
            play.move_token(to);
            visited |= 1 << to;
            assert!(play.is_visited(token) && play.is_visited(to));
        }
    }
}

#[test]
fn long_paths_and_grids_need_no_deep_recursion() {
    // A path of 200001 vertices: one vertex of every maximum matching is exposed, and the
    // augmenting paths grow long.
    let n = 200_001;
    let edges: Vec<(usize, usize)> = (1..n).map(|v| (v - 1, v)).collect();
    let graph = BipartiteGraph::new(n, &edges);
    let matching = maximum_matching(&graph);
    assert_eq!(matching.size(), n / 2);
    let game = TokenGame::new(&graph);
    // The even positions (both ends among them) lose, the odd ones win.
    assert!((0..n).all(|v| game.player_to_move_wins(v) == (v % 2 == 1)));
    // A full 99 x 99 grid: the 4901 cells of the corners' colour lose.
    let side = 99;
    let mut edges = Vec::new();
    for r in 0..side {
        for c in 0..side {
            if c + 1 < side {
                edges.push((r * side + c, r * side + c + 1));
            }
            if r + 1 < side {
                edges.push((r * side + c, (r + 1) * side + c));
            }
        }
    }
    let game = TokenGame::new(&BipartiteGraph::new(side * side, &edges));
    let losing: Vec<usize> = game.losing_starts().collect();
    assert_eq!(losing.len(), 4901);
    assert!(losing.iter().all(|&v| (v / side + v % side) % 2 == 0));
}

#[test]
fn graph_sides_and_neighbours() {
    let mut rng = StdRng::seed_from_u64(5);
    for _ in 0..500 {
        let n = rng.random_range(1..=12);
        let p = rng.random_range(0.1..0.9);
        let edges = random_graph(&mut rng, n, p);
        let graph = BipartiteGraph::new(n, &edges);
        assert_eq!(graph.vertex_count(), n);
        for v in 0..n {
            // Each edge at each end, in the order given; every edge crosses the sides.
            let expected: Vec<usize> = edges
                .iter()
                .filter_map(|&(a, b)| {
                    if a == v {
                        Some(b)
                    } else if b == v {
                        Some(a)
                    } else {
                        None
                    }
                })
                .collect();
            assert_eq!(graph.neighbours(v), expected);
            assert!(expected
                .iter()
                .all(|&w| graph.is_left(w) != graph.is_left(v)));
        }
        // The smallest vertex of each component is on the left.
        for v in 0..n {
            let smallest_of_component = {
                let mut seen = vec![false; n];
                let mut stack = vec![v];
                seen[v] = true;
                let mut smallest = v;
                while let Some(x) = stack.pop() {
                    smallest = smallest.min(x);
                    for &w in graph.neighbours(x) {
                        if !seen[w] {
                            seen[w] = true;
                            stack.push(w);
                        }
                    }
                }
                smallest
            };
            if smallest_of_component == v {
                assert!(graph.is_left(v));
            }
        }
    }
}

#[test]
#[should_panic(expected = "not bipartite")]
fn odd_cycles_are_refused() {
    BipartiteGraph::new(3, &[(0, 1), (1, 2), (2, 0)]);
}

#[test]
#[should_panic(expected = "is no move")]
fn a_visited_vertex_is_no_move() {
    let mut play = TokenGamePlay::new(BipartiteGraph::new(3, &[(0, 1), (1, 2)]), 0);
    play.move_token(1);
    play.move_token(0);
}
