//! Luogu P2490 by brute force: every one of the C(n, k) layouts is played out by a search of the
//! real game with the pieces on the board. A position is the sorted list of occupied cells (the
//! pieces alternate white, black, ... from the left, and never pass each other, so a piece's
//! colour is the parity of its index) and who is to move. A moves 1 to d white pieces right, B
//! moves 1 to d black pieces left, each by at least one cell, not over or onto any piece and not
//! off the board. No gaps, no Nim.

use itertools::Itertools;
use oracle::stdin_tokens;
use oracle::GameSearch;

/// A position: the occupied cells in increasing order, and whether A (white) is to move.
pub type Board = (Vec<usize>, bool);

/// The positions one move away (the other player then moves), on a board of `n` cells with at
/// most `d` pieces moved at once.
pub fn board_moves(n: usize, d: usize, (cells, a_to_move): &Board) -> Vec<Board> {
    // For each of the mover's pieces, the cells it may reach: up to the nearest piece (or the
    // board's edge) in its direction, exclusive.
    let mut reach: Vec<(usize, Vec<usize>)> = Vec::new();
    for (i, &cell) in cells.iter().enumerate() {
        let white = i % 2 == 0;
        if white != *a_to_move {
            continue;
        }
        let targets: Vec<usize> = if white {
            let stop = cells.get(i + 1).copied().unwrap_or(n);
            (cell + 1..stop).collect()
        } else {
            let stop = if i == 0 { 0 } else { cells[i - 1] + 1 };
            (stop..cell).collect()
        };
        if !targets.is_empty() {
            reach.push((i, targets));
        }
    }
    let mut next = Vec::new();
    for size in 1..=d.min(reach.len()) {
        for chosen in reach.iter().combinations(size) {
            for targets in chosen
                .iter()
                .map(|(_, t)| t.iter())
                .multi_cartesian_product()
            {
                let mut after = cells.clone();
                for ((i, _), &&target) in chosen.iter().zip(&targets) {
                    after[*i] = target;
                }
                next.push((after, !a_to_move));
            }
        }
    }
    next
}

/// How many of the C(n, k) layouts A (moving first) wins, by searching each one.
pub fn a_winning_layouts(n: usize, k: usize, d: usize) -> u64 {
    let mut search = GameSearch::new(move |board: &Board| board_moves(n, d, board));
    (0..n)
        .combinations(k)
        .filter(|cells| search.wins(&(cells.clone(), true)))
        .count() as u64
}

#[allow(dead_code)]
fn main() {
    let values: Vec<usize> = stdin_tokens().collect();
    let (n, k, d) = (values[0], values[1], values[2]);
    println!("{}", a_winning_layouts(n, k, d) % 1_000_000_007);
}
