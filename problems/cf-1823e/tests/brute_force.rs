//! The solution (the cycles' closed form) against the brute force of examples/brute.rs (a search
//! of the sum of cycles and paths, real removals of consecutive vertices), on the generator's
//! small inputs (the ones `cargo x stress cf-1823e` starts with); and that search against the
//! search of the real vertex sets of the graph (`oracle::connected_removals`) on the smallest.

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
use oracle::{connected_removals, GameSearch};

fn read(input: &str) -> (usize, usize, usize, Vec<(usize, usize)>) {
    let mut tokens = Tokens::new(input);
    let (n, l, r): (usize, usize, usize) = (tokens.next(), tokens.next(), tokens.next());
    let edges = (0..n)
        .map(|_| {
            let (a, b): (usize, usize) = (tokens.next(), tokens.next());
            (a - 1, b - 1)
        })
        .collect();
    (n, l, r, edges)
}

#[test]
fn winners_match_the_search_of_cycles_and_paths() {
    for (seed, input) in small_inputs(&gen::GENERATOR, 1..=SMALL_CASES) {
        let (n, l, r, edges) = read(&input);
        let cycles = solution::cycle_lengths(n, &edges);
        let mut sizes: Vec<usize> = cycles.iter().map(|&c| c as usize).collect();
        let mut components = brute::component_sizes(n, &edges);
        sizes.sort_unstable();
        components.sort_unstable();
        assert_eq!(sizes, components, "cycles (seed {seed})");
        assert_eq!(
            solution::alice_wins(&cycles, l as u64, r as u64),
            brute::alice_wins(n, l, r, &edges),
            "cycles {cycles:?}, l {l}, r {r} (cargo x gen cf-1823e --small --seed {seed})"
        );
    }
}

#[test]
fn the_search_by_sizes_matches_the_search_of_the_real_vertex_sets() {
    let mut checked = 0;
    for (seed, input) in small_inputs(&gen::GENERATOR, 1..=SMALL_CASES) {
        let (n, l, r, edges) = read(&input);
        if n > 10 {
            continue;
        }
        let mut adjacent = vec![Vec::new(); n];
        for &(a, b) in &edges {
            adjacent[a].push(b);
            adjacent[b].push(a);
        }
        let mut real =
            GameSearch::new(|&present: &u64| connected_removals(&adjacent, present, l..=r));
        assert_eq!(
            real.wins(&((1 << n) - 1)),
            brute::alice_wins(n, l, r, &edges),
            "seed {seed}"
        );
        checked += 1;
    }
    assert!(checked >= 20, "only {checked} small graphs");
}
