//! Coin game 2 by brute force: the piles are a sum; each pile is searched as the real game (a
//! move takes exactly a_i coins from it; whoever cannot move loses), its value the mex over those
//! moves, and the first player wins iff the XOR of the piles' values is not 0 (the
//! Sprague–Grundy theorem). Never a table of the solution. Small piles only.

use oracle::stdin_tokens;
use oracle::{take_exactly, SumSearch};

/// Whether the first player wins the piles `piles` with takes `takes`, by search.
pub fn first_player_wins(takes: &[usize], piles: &[usize]) -> bool {
    let one_pile = take_exactly(takes);
    let position: Vec<u64> = piles.iter().map(|&x| x as u64).collect();
    SumSearch::new(|&pile: &u64| one_pile(pile).into_iter().map(|left| vec![left]).collect())
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
