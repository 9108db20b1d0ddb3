//! Coin game 2 by brute force: the piles are searched as the real game (a move takes exactly a_i
//! coins from one pile; whoever cannot move loses), never by Grundy values. Small piles only.

use oracle::stdin_tokens;
use oracle::{moves_in_one_pile, take_exactly, GameSearch};

/// Whether the first player wins the piles `piles` with takes `takes`, by search.
pub fn first_player_wins(takes: &[usize], piles: &[usize]) -> bool {
    let mut position: Vec<u64> = piles.iter().map(|&x| x as u64).collect();
    position.sort_unstable();
    GameSearch::new(|piles: &Vec<u64>| moves_in_one_pile(piles, take_exactly(takes)))
        .wins(&position)
}

#[allow(dead_code)]
fn main() {
    let values: Vec<usize> = stdin_tokens().collect();
    let (n, k) = (values[0], values[1]);
    let takes = &values[2..2 + k];
    let piles = &values[2 + k..2 + k + n];
    println!(
        "{}",
        if first_player_wins(takes, piles) {
            "Alice"
        } else {
            "Bob"
        }
    );
}
