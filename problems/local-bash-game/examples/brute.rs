//! The Bash game by brute force: every line `x y` is searched as the real game (a move takes 1 to
//! y stones; who cannot move loses), never by `x mod (y + 1)`. Small x only.

use scripts::oracle::GameSearch;
use std::io::Read;

/// Whether the first player wins with `x` stones and takes of 1..=`y`, by search.
pub fn first_player_wins(x: u64, y: u64) -> bool {
    GameSearch::new(|&n: &u64| (1..=y.min(n)).map(|take| n - take).collect()).wins(&x)
}

#[allow(dead_code)]
fn main() {
    let mut input = String::new();
    std::io::stdin().read_to_string(&mut input).unwrap();
    let values: Vec<u64> = input
        .split_ascii_whitespace()
        .map(|t| t.parse().unwrap())
        .collect();
    for game in values[1..].chunks(2) {
        println!(
            "{}",
            if first_player_wins(game[0], game[1]) {
                "W"
            } else {
                "L"
            }
        );
    }
}
