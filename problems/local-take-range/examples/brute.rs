//! The take-range game by brute force: every pile 0..=n is searched as the real game (a move takes
//! lo to hi stones, never more than the pile holds; who cannot move loses). Small n only.

use oracle::stdin_tokens;
use oracle::GameSearch;

/// `W` or `L` for every pile 0..=n, by search.
pub fn searched_table(n: u64, lo: u64, hi: u64) -> String {
    let mut search =
        GameSearch::new(|&pile: &u64| (lo..=hi.min(pile)).map(|take| pile - take).collect());
    (0..=n)
        .map(|pile| if search.wins(&pile) { 'W' } else { 'L' })
        .collect()
}

#[allow(dead_code)]
fn main() {
    let values: Vec<u64> = stdin_tokens().collect();
    println!("{}", searched_table(values[0], values[1], values[2]));
}
