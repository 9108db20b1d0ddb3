//! `rounds` against a win/lose/draw search of the real game on small random graphs with cycles,
//! repeated edges, targets with out-edges and dead ends.

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

/// Every pair of the generated graph, not only the input's queries.
#[test]
fn rounds_match_the_game_search() {
    for (seed, input) in small_inputs(&gen::GENERATOR, 1..=SMALL_CASES) {
        let mut tokens = Tokens::new(&input);
        let (n, m, _q): (usize, usize, usize) = (tokens.next(), tokens.next(), tokens.next());
        let edges: Vec<(usize, usize)> = (0..m)
            .map(|_| (tokens.next::<usize>() - 1, tokens.next::<usize>() - 1))
            .collect();
        let queries: Vec<(usize, usize)> = (0..n)
            .flat_map(|x| (0..n).filter(move |&y| y != x).map(move |y| (x, y)))
            .collect();
        let answers = solution::rounds(n, &edges, &queries);
        for (&(x, y), &answer) in queries.iter().zip(&answers) {
            assert_eq!(
                answer,
                brute::round(&edges, x, y),
                "{n} {edges:?} x={x} y={y} (cargo x gen luogu-p6560 --small --seed {seed})"
            );
        }
    }
}
