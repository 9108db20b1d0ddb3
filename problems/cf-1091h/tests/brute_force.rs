//! The solution against the brute force of examples/brute.rs (the partisan token game searched
//! from each starting player), on the generator's small inputs (the ones `cargo x stress
//! cf-1091h` starts with).

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
fn winners_match_game_search() {
    for (seed, input) in small_inputs(&gen::GENERATOR, 1..=SMALL_CASES) {
        let mut tokens = Tokens::new(&input);
        let (n, f): (usize, usize) = (tokens.next(), tokens.next());
        let rows: Vec<(i64, i64, i64)> = (0..n)
            .map(|_| (tokens.next(), tokens.next(), tokens.next()))
            .collect();
        assert_eq!(
            solution::winners(f, &rows),
            brute::winners(f as i64, &rows),
            "f = {f}, rows {rows:?} (cargo x gen cf-1091h --small --seed {seed})"
        );
    }
}

#[test]
fn steps_are_the_primes_and_semiprimes_less_f() {
    let all = solution::steps(200_000, 0);
    assert_eq!(all.len(), 17_984 + 45_230);
    assert_eq!(all[..10], [2, 3, 4, 5, 6, 7, 9, 10, 11, 13]);
    assert_eq!(solution::steps(200_000, 8).len(), all.len());
    assert_eq!(solution::steps(200_000, 9).len(), all.len() - 1);
}
