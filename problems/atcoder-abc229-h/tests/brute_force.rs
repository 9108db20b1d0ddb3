//! Column values by the simplicity rule, summed, against a minimax search of the whole board on
//! the generator's small boards; and every column of every height up to 8 is a number.

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

/// 800 of the generator's small inputs: boards up to 3 x 3 at any density, and sparse 4 x 4.
#[test]
fn takahashi_wins_matches_game_search() {
    for (seed, input) in small_inputs(&gen::GENERATOR, 1..=800) {
        let mut tokens = Tokens::new(&input);
        let n: usize = tokens.next();
        let board: Vec<Vec<u8>> = tokens
            .many::<String>(n)
            .into_iter()
            .map(String::into_bytes)
            .collect();
        assert_eq!(
            solution::takahashi_wins(&board),
            brute::takahashi_wins(&board),
            "board {input} (cargo x gen atcoder-abc229-h --small --seed {seed})"
        );
    }
}

#[test]
fn every_column_is_a_small_dyadic_number() {
    for n in 1..=8 {
        // number_value would have panicked on a column that is not a number.
        let values = solution::column_values(n);
        assert!(values
            .iter()
            .all(|v| v.exponent() <= 7 && v.floor().abs() <= 8));
    }
}
