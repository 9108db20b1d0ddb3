//! Fusion and colon principles against a search of every real cut, on small random sums of
//! trees with polygons: several polygons at one node, polygons at the root, double edges, lone
//! roots, shuffled labels, edge order and orientation. The brute force searches one tree at a
//! time; a search of the whole picture (every tree on one ground) checks it.

#[path = "../src/main.rs"]
#[allow(dead_code)]
mod solution;

#[path = "../examples/brute.rs"]
#[allow(dead_code)]
mod brute;

#[path = "../examples/gen.rs"]
#[allow(dead_code)]
mod gen;

use oracle::gen::{small_inputs, Tokens, SMALL_CASES};
use oracle::{grounded_edges, hackenbush_cuts, GameSearch};
use rand::{rngs::StdRng, Rng, SeedableRng};

/// A tree with polygons of at most `budget` edges: `(m, edges)` with nodes 0-based, node 0 the
/// root. Each step adds a tree edge or a polygon of 2..=5 sides hanging at a tree node.
fn tree_with_polygons(rng: &mut StdRng, budget: usize) -> (usize, Vec<(usize, usize)>) {
    let mut edges: Vec<(usize, usize)> = Vec::new();
    let mut tree_nodes = vec![0usize];
    let mut m = 1;
    while rng.random_bool(0.8) {
        let at = tree_nodes[rng.random_range(0..tree_nodes.len())];
        let sides = if rng.random_bool(0.5) {
            1
        } else {
            rng.random_range(2..=5)
        };
        if edges.len() + sides > budget {
            break;
        }
        if sides == 1 {
            edges.push((at, m));
            tree_nodes.push(m);
            m += 1;
        } else {
            let mut previous = at;
            for _ in 1..sides {
                edges.push((previous, m));
                previous = m;
                m += 1;
            }
            edges.push((previous, at));
        }
    }
    // Shuffle the labels of nodes other than the root, the edge order and the orientations.
    let mut label: Vec<usize> = (0..m).collect();
    for i in (2..m).rev() {
        label.swap(i, rng.random_range(1..=i));
    }
    let mut edges: Vec<(usize, usize)> = edges
        .into_iter()
        .map(|(a, b)| {
            if rng.random_bool(0.5) {
                (label[a], label[b])
            } else {
                (label[b], label[a])
            }
        })
        .collect();
    for i in (1..edges.len()).rev() {
        edges.swap(i, rng.random_range(0..=i));
    }
    (m, edges)
}

#[test]
fn sally_wins_matches_game_search() {
    for (seed, input) in small_inputs(&gen::GENERATOR, 1..=SMALL_CASES) {
        let mut tokens = Tokens::new(&input);
        while !tokens.is_empty() {
            let count: usize = tokens.next();
            let trees: Vec<(usize, Vec<(usize, usize)>)> = (0..count)
                .map(|_| {
                    let (m, k): (usize, usize) = (tokens.next(), tokens.next());
                    let edges = (0..k)
                        .map(|_| (tokens.next::<usize>() - 1, tokens.next::<usize>() - 1))
                        .collect();
                    (m, edges)
                })
                .collect();
            let edges: Vec<Vec<(usize, usize)>> = trees.iter().map(|(_, e)| e.clone()).collect();
            assert_eq!(
                solution::sally_wins(&trees),
                brute::sally_wins(&edges),
                "trees {trees:?} (cargo x gen poj-3710 --small --seed {seed})"
            );
        }
    }
}

/// Whether the first player wins the trees, by a search of the whole picture: node 0 of every
/// tree is the common ground, the other nodes are renamed apart.
fn whole_picture_wins(trees: &[Vec<(usize, usize)>]) -> bool {
    let mut edges = Vec::new();
    let mut offset = 0;
    for tree in trees {
        let rename = |v: usize| if v == 0 { 0 } else { v + offset };
        edges.extend(tree.iter().map(|&(a, b)| (rename(a), rename(b))));
        offset += tree.iter().map(|&(a, b)| a.max(b)).max().unwrap_or(0);
    }
    let start = grounded_edges(&edges, (1u64 << edges.len()) - 1);
    GameSearch::new(|&mask: &u64| hackenbush_cuts(&edges, mask)).wins(&start)
}

#[test]
fn the_sum_of_trees_matches_the_whole_picture() {
    let mut rng = StdRng::seed_from_u64(37100);
    for _ in 0..300 {
        let count = rng.random_range(1..=3);
        let edges: Vec<Vec<(usize, usize)>> = (0..count)
            .map(|_| tree_with_polygons(&mut rng, 12 / count).1)
            .collect();
        assert_eq!(
            brute::sally_wins(&edges),
            whole_picture_wins(&edges),
            "trees {edges:?}"
        );
    }
}
