//! The table against an exhaustive search of the real game (examples/brute.rs): a move takes lo to hi stones, never
//! more than the pile holds.

#[path = "../src/main.rs"]
#[allow(dead_code)]
mod solution;

#[path = "../examples/brute.rs"]
#[allow(dead_code)]
mod brute;

use brute::searched_table;

#[path = "../examples/gen.rs"]
#[allow(dead_code)]
mod gen;

use oracle::gen::{small_inputs, Tokens, SMALL_CASES};

#[test]
fn outcomes_match_game_search() {
    for (seed, input) in small_inputs(&gen::GENERATOR, 1..=SMALL_CASES) {
        let mut tokens = Tokens::new(&input);
        let (n, lo, hi): (u64, u64, u64) = (tokens.next(), tokens.next(), tokens.next());
        assert_eq!(
            solution::outcomes(n as usize, lo, hi),
            searched_table(n, lo, hi),
            "n {n} lo {lo} hi {hi} (cargo x gen local-take-range --small --seed {seed})"
        );
    }
}

#[test]
fn article_table_is_wrong() {
    assert_eq!(searched_table(9, 2, 4), "LLWWWWLLWW");
    assert_eq!(solution::outcomes(9, 2, 4), "LLWWWWLLWW");
}

#[test]
fn moves_beyond_every_pile() {
    let huge = 1_000_000_000;
    assert_eq!(solution::outcomes(5, huge, huge), "LLLLLL");
    assert_eq!(solution::outcomes(5, 1, huge), searched_table(5, 1, huge));
    assert_eq!(solution::outcomes(5, 3, huge), searched_table(5, 3, huge));
}
