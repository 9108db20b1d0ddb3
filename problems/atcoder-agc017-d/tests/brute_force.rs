//! The colon principle against a search of every real cut on small random trees: labels,
//! edge order and orientation shuffled, vertex 1 anywhere (a leaf, the centre of a star).

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

#[test]
fn alice_wins_matches_game_search() {
    for (seed, input) in small_inputs(&gen::GENERATOR, 1..=1500) {
        let mut tokens = Tokens::new(&input);
        let n: usize = tokens.next();
        let edges: Vec<(usize, usize)> = (1..n)
            .map(|_| (tokens.next::<usize>() - 1, tokens.next::<usize>() - 1))
            .collect();
        assert_eq!(
            solution::alice_wins(n, &edges),
            brute::alice_wins(&edges),
            "n {n}, edges {edges:?} (cargo x gen atcoder-agc017-d --small --seed {seed})"
        );
    }
}
