//! POJ 2311 Cutting Game: a W x H sheet; players in turn cut any piece along a grid line, and
//! whoever first cuts out a 1x1 piece wins.
//!
//! Whoever leaves a piece with a side of length 1 (and the other at least 2) loses at once: the
//! opponent cuts a 1x1 off it. So with good play nobody does, and the game becomes "cut a piece
//! into two whose sides are all at least 2; who cannot, loses" (a piece that cannot be cut that way
//! forces a losing cut). Each piece is a component of a sum:
//! `g(w,h) = mex( {g(i,h) ^ g(w-i,h) : 2 <= i <= w-2} ∪ {g(w,j) ^ g(w,h-j) : 2 <= j <= h-2} )`,
//! tabled once up to 200 x 200. The brute force (`examples/brute.rs`) cuts real paper under the original rule.

use cgt_splitting::rectangle_cutting_grundy;
use proconio::input;
use proconio::source::{once::OnceSource, Source};
use std::io::{BufReader, BufWriter, Write};

/// Sheets are at most 200 x 200.
pub const MAX_SIDE: usize = 200;

/// The Grundy table `g[w][h]` for every sheet up to `MAX_SIDE x MAX_SIDE`.
pub fn cutting_game_table() -> Vec<Vec<u32>> {
    rectangle_cutting_grundy(MAX_SIDE, MAX_SIDE, 2)
}

/// Whether the first player wins on a `w x h` sheet (`w, h >= 2`), given the table.
pub fn first_player_wins(table: &[Vec<u32>], w: usize, h: usize) -> bool {
    table[w][h] != 0
}

fn main() {
    let table = cutting_game_table();
    let mut source = OnceSource::new(BufReader::new(std::io::stdin().lock()));
    let mut out = BufWriter::new(std::io::stdout().lock());
    while !source.is_empty() {
        input! { from &mut source, w: usize, h: usize }
        debug_assert!(
            (2..=200).contains(&w) && (2..=200).contains(&h),
            "2 <= W,H <= 200"
        );
        let verdict = if first_player_wins(&table, w, h) {
            "WIN"
        } else {
            "LOSE"
        };
        writeln!(out, "{verdict}").unwrap();
    }
}
