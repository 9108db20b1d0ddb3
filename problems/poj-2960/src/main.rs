//! POJ 2960 S-Nim: each pile is the subtraction game with move set S, and a position is their sum:
//! it is a win for the player to move iff the XOR of `g[h_i]` is not 0.

use cgt_nim::nim_sum;
use cgt_subtraction::subtraction_grundy;
use proconio::input;
use std::io::{BufWriter, Write};

/// `W`/`L` for each position (a list of pile heights) of the game with move set `moves`.
pub fn outcomes(moves: &[usize], positions: &[Vec<usize>]) -> String {
    let tallest = positions.iter().flatten().copied().max().unwrap_or(0);
    let g = subtraction_grundy(moves, tallest);
    positions
        .iter()
        .map(|piles| match nim_sum(piles.iter().map(|&h| g[h])) {
            0 => 'L',
            _ => 'W',
        })
        .collect()
}

fn main() {
    let mut out = BufWriter::new(std::io::stdout().lock());
    loop {
        input! { k: usize }
        if k == 0 {
            break;
        }
        debug_assert!(k <= 100, "k <= 100");
        input! { moves: [usize; k], m: usize }
        debug_assert!(
            moves.iter().all(|s| (1..=10_000).contains(s)),
            "0 < s_i <= 10000"
        );
        debug_assert!(m <= 100, "m <= 100");
        let positions: Vec<Vec<usize>> = (0..m)
            .map(|_| {
                input! { l: usize }
                debug_assert!(l <= 100, "l <= 100");
                input! { piles: [usize; l] }
                debug_assert!(piles.iter().all(|&h| h <= 10_000), "0 <= h_i <= 10000");
                piles
            })
            .collect();
        writeln!(out, "{}", outcomes(&moves, &positions)).unwrap();
    }
}
