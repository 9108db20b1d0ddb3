//! Rocks and Trees against an exhaustive search of the real game (examples/brute.rs) on tiny random trees: a move
//! takes 1..=L rocks from one non-root node and puts them on its parent. Every change is checked.

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
fn outcomes_match_game_search() {
    for (seed, input) in small_inputs(&gen::GENERATOR, 1..=SMALL_CASES) {
        let mut tokens = Tokens::new(&input);
        let (n, t, limit): (usize, usize, u32) = (tokens.next(), tokens.next(), tokens.next());
        let (parents, rocks): (Vec<usize>, Vec<u32>) = (1..n)
            .map(|_| (tokens.next::<usize>(), tokens.next::<u32>()))
            .unzip();
        let changes: Vec<(usize, u32)> = (0..t).map(|_| (tokens.next(), tokens.next())).collect();
        let expected = brute::outcomes_after_changes(&parents, &rocks, limit, &changes);
        assert_eq!(
            solution::outcomes_after_changes(&parents, &rocks, limit, &changes),
            expected,
            "parents {parents:?} rocks {rocks:?} L = {limit} changes {changes:?} \
             (cargo x gen luogu-p2972 --small --seed {seed})"
        );
    }
}
