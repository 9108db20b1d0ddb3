//! The subtraction game by brute force: every query is searched as the real game (a move removes
//! exactly s stones, s in S, from one pile; who cannot move loses), never through a period. Small
//! piles only.

use oracle::stdin_tokens;
use oracle::{moves_in_one_pile, take_exactly, GameSearch};

/// `true` (W) or `false` (L) for each position of `positions`, by search.
pub fn outcomes(moves: &[usize], positions: &[Vec<u64>]) -> Vec<bool> {
    let mut search =
        GameSearch::new(|piles: &Vec<u64>| moves_in_one_pile(piles, take_exactly(moves)));
    positions
        .iter()
        .map(|piles| {
            let mut piles = piles.clone();
            piles.sort_unstable();
            search.wins(&piles)
        })
        .collect()
}

#[allow(dead_code)]
fn main() {
    let mut tokens = stdin_tokens::<u64>();
    let k = tokens.next().unwrap() as usize;
    let moves: Vec<usize> = tokens.by_ref().take(k).map(|s| s as usize).collect();
    let q = tokens.next().unwrap();
    let positions: Vec<Vec<u64>> = (0..q)
        .map(|_| {
            let m = tokens.next().unwrap() as usize;
            tokens.by_ref().take(m).collect()
        })
        .collect();
    for wins in outcomes(&moves, &positions) {
        println!("{}", if wins { "W" } else { "L" });
    }
}
