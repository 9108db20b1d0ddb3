//! The Bash game by brute force: every line `x y` is searched as the real game (a move takes 1 to
//! y stones; who cannot move loses), never by `x mod (y + 1)`. Small x only.

use oracle::stdin_tokens;
use oracle::GameSearch;

/// Whether the first player wins with `x` stones and takes of 1..=`y`, by search.
pub fn first_player_wins(x: u64, y: u64) -> bool {
    GameSearch::new(|&n: &u64| (1..=y.min(n)).map(|take| n - take).collect()).wins(&x)
}

#[allow(dead_code)]
fn main() {
    let values: Vec<u64> = stdin_tokens().collect();
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
