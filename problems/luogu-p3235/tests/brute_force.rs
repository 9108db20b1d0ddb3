//! 江南乐 against a search of the real splits (examples/brute.rs) on the generator's small inputs
//! (what `cargo x stress` feeds: every game of one input shares F, as in the statement), and on
//! every single pile up to 120 for every F up to 30.

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
fn first_player_wins_matches_game_search() {
    for (seed, input) in small_inputs(&gen::GENERATOR, 1..=SMALL_CASES) {
        let mut tokens = Tokens::new(&input);
        let (t, f): (usize, usize) = (tokens.next(), tokens.next());
        let games: Vec<Vec<usize>> = (0..t)
            .map(|_| {
                let n = tokens.next();
                tokens.many(n)
            })
            .collect();
        assert_eq!(
            solution::first_player_wins(f, &games),
            brute::first_player_wins(f, &games),
            "F = {f}, games {games:?} (cargo x gen luogu-p3235 --small --seed {seed})"
        );
    }
}

#[test]
fn every_single_pile_matches_game_search() {
    for f in 1..=30 {
        let games: Vec<Vec<usize>> = (1..=120).map(|a| vec![a]).collect();
        assert_eq!(
            solution::first_player_wins(f, &games),
            brute::first_player_wins(f, &games),
            "F = {f}"
        );
    }
}
