//! Wythoff's game against an exhaustive search of the real game on every pair of piles up to 40:
//! a move takes any positive number of stones from one pile, or the same number from both.

#[path = "../src/main.rs"]
#[allow(dead_code)]
mod solution;

#[path = "../examples/brute.rs"]
#[allow(dead_code)]
mod brute;

#[test]
fn first_player_wins_matches_game_search() {
    let mut search = brute::wythoff_search();
    for a in 0..=40 {
        for b in 0..=40 {
            assert_eq!(
                solution::first_player_wins(a, b),
                search.wins(&(a, b)),
                "piles ({a}, {b})"
            );
        }
    }
}
