//! Luogu P4363 \[九省联考2018\] 一双木棋 chess: the stones always form a staircase anchored at the
//! top-left corner (a cell is taken only after the cells left of it and above it), so a state is
//! the staircase's row lengths, at most C(n + m, n) = C(20, 10) = 184,756 of them, ranked densely
//! by cgt-minimax's `Staircase`. The turn is the parity of the stones placed: black (first)
//! scores `a`, white scores `b`, and each maximises its own score minus the other's, so the answer
//! is the negamax margin of the empty board, `f(s) = max over corners (i, j) of gain - f(s + (i,
//! j))` with `gain = a[i][j]` when black moves and `b[i][j]` when white does (cgt-minimax's
//! `Negamax` with a dense memo). |answer| <= 1e7.
//!
//! Samples 2 to 16, answered by the brute force: 2 the greedy trap of the problem set (greedy
//! play gives -2); shapes where n and m differ (1x10, 10x1, 2x1, 3x4 with every b 0, 4x3, 2x5,
//! 5x2, 3x7, 7x3), 1x1, 4x4, 5x5, all values 1e5, all 0.

use cgt_minimax::{Move, Negamax, Staircase};
use proconio::input;
use std::io::{BufWriter, Write};

/// Black's score minus white's under optimal play on the board of `a` (black's values) and `b`
/// (white's), both n rows of m.
pub fn black_margin(a: &[Vec<i64>], b: &[Vec<i64>]) -> i64 {
    let (n, m) = (a.len(), a[0].len());
    let board = Staircase::new(n, m);
    let mut game = Negamax::dense(
        board.count(),
        |len: &Vec<usize>| board.rank(len),
        |len: &Vec<usize>| {
            let black = len.iter().sum::<usize>() % 2 == 0;
            board
                .corners(len)
                .into_iter()
                .map(|(i, j)| {
                    let mut next = len.clone();
                    next[i] += 1;
                    Move::turn_passes(if black { a[i][j] } else { b[i][j] }, next)
                })
                .collect()
        },
    );
    game.value(&vec![0; n])
}

fn main() {
    input! { n: usize, m: usize, a: [[i64; m]; n], b: [[i64; m]; n] }
    debug_assert!(
        (1..=10).contains(&n) && (1..=10).contains(&m),
        "1 <= n, m <= 10"
    );
    debug_assert!(
        a.iter()
            .chain(&b)
            .flatten()
            .all(|x| (0..=100_000).contains(x)),
        "0 <= a_ij, b_ij <= 1e5"
    );
    let mut out = BufWriter::new(std::io::stdout().lock());
    writeln!(out, "{}", black_margin(&a, &b)).unwrap();
}
