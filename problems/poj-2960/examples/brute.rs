//! POJ 2960 by brute force: each position is searched as the real game (a move removes exactly s
//! stones, s in S, from one pile; who cannot move loses), never by Grundy values. S may repeat
//! values and contain moves larger than every pile.

use oracle::stdin_tokens;
use oracle::{moves_in_one_pile, take_exactly, GameSearch};

/// `W`/`L` for each position (a list of pile heights) of the game with move set `moves`.
pub fn outcomes(moves: &[usize], positions: &[Vec<usize>]) -> String {
    let mut search =
        GameSearch::new(|piles: &Vec<u64>| moves_in_one_pile(piles, take_exactly(moves)));
    positions
        .iter()
        .map(|piles| {
            let mut piles: Vec<u64> = piles.iter().map(|&h| h as u64).collect();
            piles.sort_unstable();
            if search.wins(&piles) {
                'W'
            } else {
                'L'
            }
        })
        .collect()
}

#[allow(dead_code)]
fn main() {
    let mut tokens = stdin_tokens::<usize>();
    loop {
        let k = tokens.next().unwrap();
        if k == 0 {
            break;
        }
        let moves: Vec<usize> = tokens.by_ref().take(k).collect();
        let m = tokens.next().unwrap();
        let positions: Vec<Vec<usize>> = (0..m)
            .map(|_| {
                let l = tokens.next().unwrap();
                tokens.by_ref().take(l).collect()
            })
            .collect();
        println!("{}", outcomes(&moves, &positions));
    }
}
