//! POJ 2234 by brute force: every line `M a_1 .. a_M` is a Nim position, solved by searching the
//! real game (a move takes any positive number of matches from one pile), never by the nim-sum.

use oracle::stdin_tokens;
use oracle::{moves_in_one_pile, take_any, GameSearch};

/// Whether the player to move wins the Nim position `piles`, by search.
pub fn first_player_wins(piles: &[u64]) -> bool {
    let mut piles = piles.to_vec();
    piles.sort_unstable();
    GameSearch::new(|p: &Vec<u64>| moves_in_one_pile(p, take_any)).wins(&piles)
}

#[allow(dead_code)]
fn main() {
    let mut tokens = stdin_tokens::<u64>();
    while let Some(m) = tokens.next() {
        let piles: Vec<u64> = tokens.by_ref().take(m as usize).collect();
        println!(
            "{}",
            if first_player_wins(&piles) {
                "Yes"
            } else {
                "No"
            }
        );
    }
}
