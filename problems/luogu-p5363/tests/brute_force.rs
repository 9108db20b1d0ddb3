//! The solution (staircase Nim on the gaps, tuples counted by sum and XOR) against the brute
//! force of examples/brute.rs (every placement searched as the real game), on the generator's
//! small inputs (the ones `cargo x stress luogu-p5363` starts with) and on every strip up to 13
//! cells.

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
fn count_matches_every_placement_searched() {
    for (seed, input) in small_inputs(&gen::GENERATOR, 1..=SMALL_CASES) {
        let (n, m): (usize, usize) = {
            let mut t = Tokens::new(&input);
            (t.next(), t.next())
        };
        assert_eq!(
            u64::from(solution::alice_wins(n, m).value()),
            brute::alice_wins(n, m),
            "n {n} m {m} (cargo x gen luogu-p5363 --small --seed {seed})"
        );
    }
}

#[test]
fn every_small_strip() {
    for n in 1..=13 {
        for m in 1..=n {
            let count = brute::alice_wins(n, m);
            assert_eq!(
                u64::from(solution::alice_wins(n, m).value()),
                count,
                "{n} {m}"
            );
        }
    }
    // The statement's traps: m = 1 gives n - 1, n = m gives 0.
    assert_eq!(brute::alice_wins(9, 1), 8);
    assert_eq!(brute::alice_wins(6, 6), 0);
    assert_eq!(brute::alice_wins(10, 3), 100);
}
