//! The subtraction game by brute force: every query is a sum of piles; each pile is searched as
//! the real game (a move removes exactly s stones, s in S, from it; who cannot move loses), its
//! value the mex over those moves, and a query is won iff the XOR of its piles' values is not 0
//! (the Sprague–Grundy theorem). Never through a period. Small piles only.

use oracle::stdin_tokens;
use oracle::{take_exactly, SumSearch};

/// `true` (W) or `false` (L) for each position of `positions`, by search.
pub fn outcomes(moves: &[usize], positions: &[Vec<u64>]) -> Vec<bool> {
    let one_pile = take_exactly(moves);
    let mut search =
        SumSearch::new(|&pile: &u64| one_pile(pile).into_iter().map(|left| vec![left]).collect());
    positions.iter().map(|piles| search.wins(piles)).collect()
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
