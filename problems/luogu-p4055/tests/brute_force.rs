//! AA's winning starts against a search of the real token game (examples/brute.rs) on small
//! mazes, the generator's small inputs: every start cell, in order.

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
fn winning_starts_match_game_search() {
    for (seed, input) in small_inputs(&gen::GENERATOR, 1..=400) {
        let mut tokens = Tokens::new(&input);
        let (n, _m): (usize, usize) = (tokens.next(), tokens.next());
        let maze: Vec<Vec<u8>> = tokens
            .many::<String>(n)
            .into_iter()
            .map(String::into_bytes)
            .collect();
        assert_eq!(
            solution::aa_winning_starts(&maze),
            brute::aa_winning_starts(&maze),
            "maze {input} (cargo x gen luogu-p4055 --small --seed {seed})"
        );
    }
}

#[test]
fn full_boards() {
    // Even: a perfect matching, no winning start. Odd: the majority colour.
    let full = |rows: usize, cols: usize| vec![vec![b'.'; cols]; rows];
    assert!(solution::aa_winning_starts(&full(100, 100)).is_empty());
    let starts = solution::aa_winning_starts(&full(99, 99));
    assert_eq!(starts.len(), 4901);
    assert!(starts.iter().all(|&(r, c)| (r + c) % 2 == 0));
    assert_eq!(
        solution::aa_winning_starts(&full(3, 3)),
        brute::aa_winning_starts(&full(3, 3))
    );
}
