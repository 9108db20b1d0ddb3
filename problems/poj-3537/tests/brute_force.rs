//! Crosses and Crosses against the real game, searched from its definition on every strip of up
//! to 22 cells (the losses at 6, 12 and 22 among them): players in turn put an X on any empty
//! cell, and whoever first completes three X's in a row wins. No rule about "poisoned" cells is
//! assumed: the search finds it.

#[path = "../src/main.rs"]
#[allow(dead_code)]
mod solution;

#[path = "../examples/brute.rs"]
#[allow(dead_code)]
mod brute;

#[test]
fn winner_matches_the_real_game() {
    for n in 3..=22 {
        assert_eq!(solution::winner(n as usize), brute::winner(n), "n = {n}");
    }
}
