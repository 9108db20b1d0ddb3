//! A Chess Game against the brute force of examples/brute.rs, a search of the real game: several chessmen (possibly on one
//! vertex) on a random DAG; a move slides one chessman along one edge. The brute force searches
//! one chessman at a time; a search of whole positions checks it on tiny inputs.

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
use oracle::GameSearch;
use rand::{rngs::StdRng, Rng, SeedableRng};

/// A random DAG of `n` vertices (edges to larger labels after a random relabelling) and queries
/// of up to `most` chessmen.
fn random_case(rng: &mut StdRng, n: usize, most: usize) -> (Vec<Vec<usize>>, Vec<Vec<usize>>) {
    // Edges go from a vertex to larger labels after a random relabelling: a DAG.
    let mut label: Vec<usize> = (0..n).collect();
    for i in (1..n).rev() {
        label.swap(i, rng.random_range(0..=i));
    }
    let successors: Vec<Vec<usize>> = (0..n)
        .map(|v| {
            (0..n)
                .filter(|&w| label[w] > label[v] && rng.random_bool(0.4))
                .collect()
        })
        .collect();
    let queries: Vec<Vec<usize>> = (0..rng.random_range(1..=5))
        .map(|_| {
            (0..rng.random_range(1..=most))
                .map(|_| rng.random_range(0..n))
                .collect()
        })
        .collect();
    (successors, queries)
}

#[test]
fn outcomes_match_game_search() {
    for (seed, input) in small_inputs(&gen::GENERATOR, 1..=SMALL_CASES) {
        let mut tokens = Tokens::new(&input);
        while !tokens.is_empty() {
            let n: usize = tokens.next();
            let successors: Vec<Vec<usize>> = (0..n)
                .map(|_| {
                    let x: usize = tokens.next();
                    tokens.many(x)
                })
                .collect();
            let mut queries = Vec::new();
            loop {
                let m: usize = tokens.next();
                if m == 0 {
                    break;
                }
                queries.push(tokens.many(m));
            }
            let expected = brute::outcomes(&successors, &queries);
            assert_eq!(
                solution::outcomes(&successors, &queries),
                expected,
                "{successors:?} {queries:?} (cargo x gen poj-2425 --small --seed {seed})"
            );
        }
    }
}

/// Positions one move away from the sorted chessmen `chessmen` on the graph `successors`.
fn whole_moves(successors: &[Vec<usize>], chessmen: &[usize]) -> Vec<Vec<usize>> {
    let mut next = Vec::new();
    for (i, &v) in chessmen.iter().enumerate() {
        for &w in &successors[v] {
            let mut after = chessmen.to_vec();
            after[i] = w;
            after.sort_unstable();
            next.push(after);
        }
    }
    next
}

#[test]
fn the_sum_search_matches_a_whole_position_search() {
    let mut rng = StdRng::seed_from_u64(24250);
    for _ in 0..100 {
        let n = rng.random_range(1..=7);
        let (successors, queries) = random_case(&mut rng, n, 4);
        let mut whole = GameSearch::new(|chessmen: &Vec<usize>| whole_moves(&successors, chessmen));
        let expected: Vec<&str> = queries
            .iter()
            .map(|chessmen| {
                let mut sorted = chessmen.clone();
                sorted.sort_unstable();
                if whole.wins(&sorted) {
                    "WIN"
                } else {
                    "LOSE"
                }
            })
            .collect();
        assert_eq!(
            brute::outcomes(&successors, &queries),
            expected,
            "{successors:?} {queries:?}"
        );
    }
}
