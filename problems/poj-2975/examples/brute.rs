//! POJ 2975 by brute force: for every case, each first move (a pile and the stones left on it) is
//! tried and the position it leaves is searched as Nim from its definition; the moves that leave
//! the opponent lost are counted. No nim-sum.

use scripts::oracle::{moves_in_one_pile, take_any, GameSearch};
use std::io::Read;

/// The number of winning first moves from `piles`, by search.
pub fn winning_moves(piles: &[u64]) -> usize {
    let mut nim = GameSearch::new(|piles: &Vec<u64>| moves_in_one_pile(piles, take_any));
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
    let mut input = String::new();
    std::io::stdin().read_to_string(&mut input).unwrap();
    let mut tokens = input
        .split_ascii_whitespace()
        .map(|t| t.parse::<u64>().unwrap());
    while let Some(n) = tokens.next() {
        if n == 0 {
            break;
        }
        let piles: Vec<u64> = tokens.by_ref().take(n as usize).collect();
        println!("{}", winning_moves(&piles));
    }
}
