//! POJ 1704 by brute force: each case is searched as the real game (a move takes one chessman one
//! or more cells to the left, onto an empty cell, without passing another chessman or leaving
//! the board of cells 1, 2, ...; who cannot move loses), never by staircase Nim.

use oracle::stdin_tokens;
use oracle::GameSearch;

/// Positions one move away from the sorted cells `cells`.
pub fn moves(cells: &[u32]) -> Vec<Vec<u32>> {
    let mut next = Vec::new();
    for i in 0..cells.len() {
        let first_free = if i == 0 { 1 } else { cells[i - 1] + 1 };
        for to in first_free..cells[i] {
            let mut after = cells.to_vec();
            after[i] = to;
            next.push(after);
        }
    }
    next
}

/// Whether the player to move wins with chessmen on the distinct cells `cells` (any order).
pub fn first_player_wins(cells: &[u32]) -> bool {
    let mut sorted = cells.to_vec();
    sorted.sort_unstable();
    GameSearch::new(|cells: &Vec<u32>| moves(cells)).wins(&sorted)
}

#[allow(dead_code)]
fn main() {
    let mut tokens = stdin_tokens::<u32>();
    let t = tokens.next().unwrap();
    for _ in 0..t {
        let n = tokens.next().unwrap() as usize;
        let cells: Vec<u32> = tokens.by_ref().take(n).collect();
        let winner = if first_player_wins(&cells) {
            "Georgia"
        } else {
            "Bob"
        };
        println!("{winner} will win");
    }
}
