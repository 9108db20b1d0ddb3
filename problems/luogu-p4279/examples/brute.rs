//! Luogu P4279 by brute force: every game is searched as misère Nim from its definition (a move
//! takes at least one stone from one pile; whoever takes the last stone loses), never by the
//! anti-SG rule.

use oracle::stdin_tokens;
use oracle::{moves_in_one_pile, take_any, GameSearch};

/// Whether the first player wins misère Nim on `piles`, by search.
pub fn first_player_wins(piles: &[u64]) -> bool {
    let mut piles = piles.to_vec();
    piles.sort_unstable();
    GameSearch::misere(|p: &Vec<u64>| moves_in_one_pile(p, take_any)).wins(&piles)
}

#[allow(dead_code)]
fn main() {
    let mut tokens = stdin_tokens::<u64>();
    let t = tokens.next().unwrap();
    for _ in 0..t {
        let n = tokens.next().unwrap() as usize;
        let piles: Vec<u64> = tokens.by_ref().take(n).collect();
        println!(
            "{}",
            if first_player_wins(&piles) {
                "John"
            } else {
                "Brother"
            }
        );
    }
}
