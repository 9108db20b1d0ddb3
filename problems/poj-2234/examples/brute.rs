//! POJ 2234 by brute force: every line `M a_1 .. a_M` is a Nim position, a sum of piles; each
//! pile is searched as the real game (a move takes any positive number of matches from it), its
//! value the mex over those moves, and the line is won iff the XOR of the piles' values is not 0
//! (the Sprague–Grundy theorem). Never the nim-sum of the pile sizes.

use oracle::stdin_tokens;
use oracle::{take_any, SumSearch};

/// A search of Nim, one pile at a time: a move leaves one smaller pile.
pub fn nim() -> SumSearch<u64, impl Fn(&u64) -> Vec<Vec<u64>>> {
    SumSearch::new(|&pile: &u64| take_any(pile).into_iter().map(|left| vec![left]).collect())
}

/// Whether the player to move wins the Nim position `piles`, by search.
pub fn first_player_wins(piles: &[u64]) -> bool {
    nim().wins(piles)
}

#[allow(dead_code)]
fn main() {
    let mut tokens = stdin_tokens::<u64>();
    let mut nim = nim();
    while let Some(m) = tokens.next() {
        let piles: Vec<u64> = tokens.by_ref().take(m as usize).collect();
        println!("{}", if nim.wins(&piles) { "Yes" } else { "No" });
    }
}
