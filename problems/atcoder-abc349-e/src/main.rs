//! AtCoder ABC 349 E "Weighted Tic-Tac-Toe": a points race on a 3 x 3 board that a line of three
//! ends at once. A state is the colouring (a base-3 board of 3^9 = 19,683 ranks); a move paints a
//! white cell and scores its value, and a move that completes a line of the mover's colour also
//! scores `LINE`, more than every score together, and ends the game. Then the sign of the final
//! margin says who won: the line's owner (the line is checked first, even on the ninth move),
//! otherwise the higher score (the total is odd: no tie). So Takahashi wins iff his best margin
//! `f(empty board)` from cgt-minimax's `Negamax` over the colourings is positive: the minimax value of
//! a margin is positive iff the first player can force a positive margin. Scores reach 5e9: i64.
//!
//! Samples 3 to 9 are the problem set's traps, answered by the brute force (and by a separate
//! search in the right order): 3 the total's sign is not the answer; 4 the line is checked before
//! the full board (the other order says Aoki); 5 and 6 i32 sums would wrap and flip the winner
//! both ways; 7 and 8 the score game without lines gives the wrong winner both ways; 9 all 1e9.

use cgt_minimax::{Base3, Move, Negamax};
use proconio::input;
use std::io::{BufWriter, Write};

/// The rows, the columns and the two diagonals, by cell (row-major).
const LINES: [[usize; 3]; 8] = [
    [0, 1, 2],
    [3, 4, 5],
    [6, 7, 8],
    [0, 3, 6],
    [1, 4, 7],
    [2, 5, 8],
    [0, 4, 8],
    [2, 4, 6],
];

/// What a completed line is worth: more than any difference of scores (at most 9e9).
const LINE: i64 = 1 << 50;

/// Whether Takahashi (first, red = 1) beats Aoki (blue = 2) on the board of values `a`.
pub fn takahashi_wins(a: &[i64; 9]) -> bool {
    let board = Base3::new(9);
    let has_line = |s: usize, colour: u8| {
        LINES
            .iter()
            .any(|line| line.iter().all(|&c| board.get(s, c) == colour))
    };
    let mut game = Negamax::dense(
        board.count(),
        |&s: &usize| s,
        |&s: &usize| {
            if has_line(s, 1) || has_line(s, 2) {
                return Vec::new(); // the game ended on that line
            }
            let white: Vec<usize> = (0..9).filter(|&c| board.get(s, c) == 0).collect();
            let colour = if white.len() % 2 == 1 { 1 } else { 2 };
            white
                .into_iter()
                .map(|c| {
                    let next = board.set(s, c, colour);
                    let line = if has_line(next, colour) { LINE } else { 0 };
                    Move::turn_passes(a[c] + line, next)
                })
                .collect()
        },
    );
    game.value(&0) > 0
}

fn main() {
    input! { a: [i64; 9] }
    debug_assert!(a.iter().all(|x| x.abs() <= 1_000_000_000), "|A_ij| <= 1e9");
    debug_assert!(a.iter().sum::<i64>() % 2 != 0, "the sum of A_ij is odd");
    let a: [i64; 9] = a.try_into().unwrap();
    let mut out = BufWriter::new(std::io::stdout().lock());
    let winner = if takahashi_wins(&a) {
        "Takahashi"
    } else {
        "Aoki"
    };
    writeln!(out, "{winner}").unwrap();
}
