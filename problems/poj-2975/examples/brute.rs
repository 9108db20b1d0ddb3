//! POJ 2975 by brute force: for each Nim position, every move (a pile and the stones left on
//! it) is tried and counted when a search of the real game (a move takes any positive number of
//! stones from one pile) finds the result lost for the player who then moves; never the nim-sum.

use oracle::stdin_tokens;
use oracle::{moves_in_one_pile, take_any, GameSearch};

/// A fresh search of Nim over sorted piles.
pub fn nim() -> GameSearch<Vec<u64>, impl Fn(&Vec<u64>) -> Vec<Vec<u64>>> {
    GameSearch::new(|piles: &Vec<u64>| moves_in_one_pile(piles, take_any))
}

/// The number of moves from `piles` that leave the opponent a lost position.
pub fn winning_moves<F>(nim: &mut GameSearch<Vec<u64>, F>, piles: &[u64]) -> usize
where
    F: Fn(&Vec<u64>) -> Vec<Vec<u64>>,
{
    (0..piles.len())
        .flat_map(|i| (0..piles[i]).map(move |left| (i, left)))
        .filter(|&(i, left)| {
            let mut after = piles.to_vec();
            after[i] = left;
            after.sort_unstable();
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
