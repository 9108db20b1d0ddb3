//! The solution against the brute force of examples/brute.rs (a plain minimax over explicit
//! positions), on the generator's small inputs (the ones `cargo x stress atcoder-abc349-e`
//! starts with).

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
fn takahashi_wins_matches_the_plain_search() {
    for (seed, input) in small_inputs(&gen::GENERATOR, 1..=SMALL_CASES) {
        let a: [i64; 9] = Tokens::new(&input).many(9).try_into().unwrap();
        assert_eq!(
            solution::takahashi_wins(&a),
            brute::takahashi_wins(&a),
            "{a:?} (cargo x gen atcoder-abc349-e --small --seed {seed})"
        );
    }
}
