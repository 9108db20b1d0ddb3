//! The Fibonacci test against a search of the real game, for every pile up to 400.

#[path = "../src/main.rs"]
#[allow(dead_code)]
mod solution;

#[path = "../examples/brute.rs"]
#[allow(dead_code)]
mod brute;

use oracle::GameSearch;

#[test]
fn first_wins_matches_game_search() {
    let mut search = GameSearch::new(brute::fibonacci_nim_moves);
    for n in 1..=400 {
        assert_eq!(
            solution::first_wins(n),
            brute::first_wins(&mut search, n),
            "n = {n}"
        );
    }
}
