//! The solution against the brute force of examples/brute.rs (a plain minimax over sets of
//! occupied cells), on the generator's small inputs (the ones `cargo x stress luogu-p4363` starts
//! with).

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
fn black_margin_matches_the_plain_search() {
    for (seed, input) in small_inputs(&gen::GENERATOR, 1..=SMALL_CASES) {
        let mut tokens = Tokens::new(&input);
        let n: usize = tokens.next();
        let m: usize = tokens.next();
        let a: Vec<Vec<i64>> = (0..n).map(|_| tokens.many(m)).collect();
        let b: Vec<Vec<i64>> = (0..n).map(|_| tokens.many(m)).collect();
        assert_eq!(
            solution::black_margin(&a, &b),
            brute::black_margin(&a, &b),
            "{n} x {m}: a {a:?}, b {b:?} (cargo x gen luogu-p4363 --small --seed {seed})"
        );
    }
}
