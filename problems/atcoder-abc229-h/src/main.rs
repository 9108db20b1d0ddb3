//! AtCoder ABC229 H Advance or Eat: an N x N board of white (`W`) and black (`B`) pieces.
//! Takahashi moves a white piece one square up into an empty square or eats any black piece;
//! Snuke moves a black piece one square up into an empty square or eats any white piece.
//! Takahashi moves first; who cannot move loses.
//!
//! Model: a partizan game, so Sprague-Grundy does not apply. Pieces never leave their column
//! and a move touches one column, so the board is the sum of its columns. With Takahashi as
//! Left, every column is a number: its value is the simplest number strictly between its best
//! Left option and its best Right option (Conway's simplicity rule), computed for all 3^N
//! column states in an order where every option comes first. The board's value is the sum of
//! the column values, kept exact as dyadic rationals (denominators up to 2^7 here).
//! Takahashi, moving first, wins iff the sum is positive; at 0 the second player wins and at a
//! negative sum Right wins whoever starts, so both print `Snuke` (not `Aoki`).
//!
//! The rule is checked at run time: a column that were not a number would stop the program
//! rather than be mistaken for one. The brute force (a minimax search of the whole board, not
//! column by column) agrees with the three official samples.

use cgt_partizan::{number_value, Dyadic};
use proconio::input;
use proconio::marker::Bytes;
use std::io::{BufWriter, Write};

const EMPTY: usize = 0;
const WHITE: usize = 1;
const BLACK: usize = 2;

/// The value of every column of `n` squares, indexed by the column read from the top as a
/// base-3 number (square `i` is digit `i`: 0 empty, 1 white, 2 black).
pub fn column_values(n: usize) -> Vec<Dyadic> {
    let states = 3usize.pow(n as u32);
    let cell = |state: usize, i: usize| state / 3usize.pow(i as u32) % 3;
    let with = |state: usize, i: usize, piece: usize| {
        state - cell(state, i) * 3usize.pow(i as u32) + piece * 3usize.pow(i as u32)
    };
    // Every move lowers (pieces, sum of their rows): an eaten piece leaves, a moved one rises.
    let mut order: Vec<usize> = (0..states).collect();
    order.sort_by_key(|&s| {
        let rows = (0..n).filter(|&i| cell(s, i) != EMPTY);
        (rows.clone().count(), rows.sum::<usize>())
    });
    let mut value = vec![Dyadic::ZERO; states];
    for s in order {
        let options = |mine: usize, theirs: usize| -> Vec<Dyadic> {
            let mut next = Vec::new();
            for i in 0..n {
                if cell(s, i) == mine && i > 0 && cell(s, i - 1) == EMPTY {
                    next.push(value[with(with(s, i, EMPTY), i - 1, mine)]);
                }
                if cell(s, i) == theirs {
                    next.push(value[with(s, i, EMPTY)]);
                }
            }
            next
        };
        let left = options(WHITE, BLACK);
        let right = options(BLACK, WHITE);
        value[s] = number_value(&left, &right).expect("every column is a number");
    }
    value
}

/// Whether Takahashi, moving first, wins on `board` (rows from the top, bytes `W`, `B`, `.`).
pub fn takahashi_wins(board: &[Vec<u8>]) -> bool {
    let n = board.len();
    let value = column_values(n);
    let column = |j: usize| {
        (0..n).rev().fold(0, |state, i| {
            let piece = match board[i][j] {
                b'W' => WHITE,
                b'B' => BLACK,
                _ => EMPTY,
            };
            state * 3 + piece
        })
    };
    let total: Dyadic = (0..n).map(|j| value[column(j)]).sum();
    total > Dyadic::ZERO
}

fn main() {
    input! { n: usize }
    debug_assert!((1..=8).contains(&n), "1 <= N <= 8");
    input! { board: [Bytes; n] }
    debug_assert!(
        board.iter().all(|row| row.len() == n),
        "N rows of N characters"
    );
    debug_assert!(
        board.iter().flatten().all(|c| b"WB.".contains(c)),
        "squares `W`, `B` or `.`"
    );
    let mut out = BufWriter::new(std::io::stdout().lock());
    let winner = if takahashi_wins(&board) {
        "Takahashi"
    } else {
        "Snuke"
    };
    writeln!(out, "{winner}").unwrap();
}
