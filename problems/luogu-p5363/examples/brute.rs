//! Moving coins by brute force: every placement of m coins on n cells, each searched as the real
//! game (the oracle's `GameSearch` over the coins' cells: a move slides one coin left to any
//! free cell after the coin before it), the wins counted. No gaps, no Nim, no formula.

use oracle::{stdin_tokens, GameSearch};

/// The placements the first player wins (an exact count: n is small).
pub fn alice_wins(n: usize, m: usize) -> u64 {
    let mut game = GameSearch::new(|coins: &Vec<usize>| {
        let mut moves = Vec::new();
        for i in 0..coins.len() {
            let lowest = if i == 0 { 1 } else { coins[i - 1] + 1 };
            for cell in lowest..coins[i] {
                let mut next = coins.clone();
                next[i] = cell;
                moves.push(next);
            }
        }
        moves
    });
    let mut wins = 0;
    for mask in 0u32..1 << n {
        if mask.count_ones() as usize == m {
            let coins: Vec<usize> = (1..=n).filter(|&c| mask >> (c - 1) & 1 == 1).collect();
            wins += u64::from(game.wins(&coins));
        }
    }
    wins
}

#[allow(dead_code)]
fn main() {
    let v: Vec<usize> = stdin_tokens().collect();
    println!("{}", alice_wins(v[0], v[1]) % 1_000_000_009);
}
