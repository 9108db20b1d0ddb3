//! Crosses and Crosses against the real game (examples/brute.rs), searched from its definition on
//! every strip of 3 to 14 cells.

#[path = "../src/main.rs"]
#[allow(dead_code)]
mod solution;

#[path = "../examples/brute.rs"]
#[allow(dead_code)]
mod brute;

#[test]
fn winner_matches_the_real_game() {
    for n in 3..=14 {
        assert_eq!(solution::winner(n as usize), brute::winner(n), "n = {n}");
    }
}
