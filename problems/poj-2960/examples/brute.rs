//! POJ 2960 by brute force: each position is a sum of piles; each pile is searched as the real
//! game (a move removes exactly s stones, s in S, from it; who cannot move loses), its value the
//! mex over those moves, and a position is won iff the XOR of its piles' values is not 0 (the
//! Sprague–Grundy theorem). S may repeat values and contain moves larger than every pile.

use oracle::stdin_tokens;
use oracle::{take_exactly, SumSearch};

/// `W`/`L` for each position (a list of pile heights) of the game with move set `moves`.
pub fn outcomes(moves: &[usize], positions: &[Vec<usize>]) -> String {
    let one_pile = take_exactly(moves);
    let mut search =
        SumSearch::new(|&pile: &u64| one_pile(pile).into_iter().map(|left| vec![left]).collect());
    positions
        .iter()
        .map(|piles| {
            let piles: Vec<u64> = piles.iter().map(|&h| h as u64).collect();
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
