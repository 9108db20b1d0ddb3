//! `outcomes` against a search of the real token game on the generator's small inputs: random
//! multigraphs (repeated edges, self-loops, isolated vertices) and odd cycles glued into
//! blossoms inside blossoms.

#[path = "../src/main.rs"]
#[allow(dead_code)]
mod solution;

#[path = "../examples/brute.rs"]
#[allow(dead_code)]
mod brute;

#[path = "../examples/gen.rs"]
#[allow(dead_code)]
mod gen;

use oracle::gen::{small_inputs, Tokens};

/// 2300 of the generator's small inputs: seven in ten are multigraphs, the others odd cycles
/// hung on each other.
#[test]
fn outcomes_match_the_game_search() {
    for (seed, input) in small_inputs(&gen::GENERATOR, 1..=2300) {
        let mut tokens = Tokens::new(&input);
        let (n, m): (usize, usize) = (tokens.next(), tokens.next());
        let edges: Vec<(usize, usize)> = (0..m)
            .map(|_| (tokens.next::<usize>() - 1, tokens.next::<usize>() - 1))
            .collect();
        assert_eq!(
            solution::outcomes(n, &edges),
            brute::outcomes(n, &edges),
            "{n} {edges:?} (cargo x gen local-undirected-geography --small --seed {seed})"
        );
    }
}
