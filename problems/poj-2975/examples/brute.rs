//! POJ 2975 by brute force: for each Nim position, every move (a pile and the stones left on
//! it) is tried and counted when the position it leaves is lost for the player who then moves.
//! A position is a sum of piles: each pile is searched as the real game (a move takes any
//! positive number of stones from it), its value the mex over those moves, and a position is
//! lost iff the XOR of its piles' values is 0 (the Sprague–Grundy theorem); never the nim-sum of
//! the pile sizes.

use oracle::stdin_tokens;
use oracle::{take_any, SumSearch};

/// A fresh search of Nim, one pile at a time: a move leaves one smaller pile.
pub fn nim() -> SumSearch<u64, impl Fn(&u64) -> Vec<Vec<u64>>> {
    SumSearch::new(|&pile: &u64| take_any(pile).into_iter().map(|left| vec![left]).collect())
}

/// The number of moves from `piles` that leave the opponent a lost position.
pub fn winning_moves<F>(nim: &mut SumSearch<u64, F>, piles: &[u64]) -> usize
where
    F: Fn(&u64) -> Vec<Vec<u64>>,
{
    (0..piles.len())
        .flat_map(|i| (0..piles[i]).map(move |left| (i, left)))
        .filter(|&(i, left)| {
            let mut after = piles.to_vec();
            after[i] = left;
            !nim.wins(&after)
        })
        .count()
}

#[allow(dead_code)]
fn main() {
    let mut tokens = stdin_tokens::<u64>();
    let mut nim = nim();
    loop {
        let n = tokens.next().unwrap() as usize;
        if n == 0 {
            break;
        }
        let piles: Vec<u64> = tokens.by_ref().take(n).collect();
        println!("{}", winning_moves(&mut nim, &piles));
    }
}
