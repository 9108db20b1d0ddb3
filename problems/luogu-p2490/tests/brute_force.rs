//! The Moore's Nim_d count against every layout played out on the real board.

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

#[test]
fn a_winning_layouts_matches_board_search() {
    for (seed, input) in small_inputs(&gen::GENERATOR, 1..=SMALL_CASES) {
        let mut tokens = Tokens::new(&input);
        let (n, k, d): (usize, usize, usize) = (tokens.next(), tokens.next(), tokens.next());
        assert_eq!(
            solution::a_winning_layouts(n, k, d as u64),
            brute::a_winning_layouts(n, k, d),
            "n = {n}, k = {k}, d = {d} (cargo x gen luogu-p2490 --small --seed {seed})"
        );
    }
}

#[test]
fn few_free_cells_and_full_boards() {
    for (n, k) in [(4, 4), (5, 4), (6, 4), (7, 6), (8, 6), (6, 6)] {
        for d in 1..=k {
            assert_eq!(
                solution::a_winning_layouts(n, k, d as u64),
                brute::a_winning_layouts(n, k, d),
                "n = {n}, k = {k}, d = {d}"
            );
        }
    }
}
