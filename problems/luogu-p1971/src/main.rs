//! Luogu P1971 \[NOI2011\] 兔兔与蛋蛋游戏. An n x m board with one empty cell; every other cell holds
//! a black (`X`) or white (`O`) piece. 兔兔 (first) moves a white piece next to the empty cell into
//! it, 蛋蛋 a black one; who cannot move loses. Given the record of k rounds of a game 蛋蛋 won,
//! list the rounds in which 兔兔 threw away a win: before his move he (to move) could force a win,
//! after it 蛋蛋 (to move) can.
//!
//! Model: follow the empty cell as a token. Colour the cells by the parity of their distance to
//! the first empty cell. The empty cell moves onto a white piece from an even cell and onto a
//! black one from an odd cell, and a piece that has moved sits on a cell of the wrong parity for
//! its colour, so it never moves again and the empty cell never comes back. So the game is the
//! token game (undirected vertex geography) on the graph of the usable cells: the first empty
//! cell, the white pieces on odd cells and the black pieces on even cells, adjacent ones joined
//! (always an even cell with an odd one: the graph is bipartite). Every other piece is dead from
//! the start. The player to move wins iff every maximum matching of the graph of the unvisited
//! usable cells and the token's cell covers the token (`cgt-matching`); one maximum matching is
//! kept through the game, the cell the token leaves deleted each time ([`TokenGamePlay`]).
//!
//! Each state is valued on its own, before and after each of 兔兔's moves: 蛋蛋's mistakes are not
//! reported, but they can hand 兔兔 a won position again, so later rounds can be mistakes too.
//! Round numbers are printed, not move numbers; the samples' lines end in spaces, so the input is
//! read as tokens. The search of the real board game (examples/brute.rs) agrees.

use cgt_matching::{BipartiteGraph, TokenGamePlay};
use proconio::input;
use proconio::marker::{Bytes, Usize1};
use std::io::{BufWriter, Write};

/// The rounds (1-based) in which 兔兔's move was a mistake, in increasing order, for the game on
/// `board` (rows of `X`, `O` and one `.`) whose moves are `moves` (0-based cells of the pieces
/// moved, 兔兔's and 蛋蛋's alternately).
pub fn mistakes(board: &[Vec<u8>], moves: &[(usize, usize)]) -> Vec<usize> {
    let rows = board.len();
    let cols = board[0].len();
    let empty = (0..rows * cols)
        .find(|&v| board[v / cols][v % cols] == b'.')
        .expect("one empty cell");
    let odd = |v: usize| (v / cols + v % cols + empty / cols + empty % cols) % 2 == 1;
    let usable = |v: usize| match board[v / cols][v % cols] {
        b'.' => true,
        b'O' => odd(v),
        _ => !odd(v),
    };
    let mut edges = Vec::new();
    for v in (0..rows * cols).filter(|&v| usable(v)) {
        if v % cols + 1 < cols && usable(v + 1) {
            edges.push((v, v + 1));
        }
        if v + cols < rows * cols && usable(v + cols) {
            edges.push((v, v + cols));
        }
    }
    let mut play = TokenGamePlay::new(BipartiteGraph::new(rows * cols, &edges), empty);
    let mut mistakes = Vec::new();
    for (round, pair) in moves.chunks(2).enumerate() {
        let before = play.player_to_move_wins();
        let (r, c) = pair[0];
        play.move_token(r * cols + c);
        let after = play.player_to_move_wins();
        if before && after {
            mistakes.push(round + 1);
        }
        if let Some(&(r, c)) = pair.get(1) {
            play.move_token(r * cols + c);
        }
    }
    mistakes
}

/// Plays the record `moves` (0-based cells, 兔兔 first) on `board`: `None` if some move is not
/// legal, else whether 兔兔 then has no move. For the statement's guarantee in debug builds.
fn replay(board: &[Vec<u8>], moves: &[(usize, usize)]) -> Option<bool> {
    let mut board = board.to_vec();
    let mut empty = (0..board.len())
        .flat_map(|r| (0..board[r].len()).map(move |c| (r, c)))
        .find(|&(r, c)| board[r][c] == b'.')?;
    let touches =
        |(r, c): (usize, usize), (er, ec): (usize, usize)| r.abs_diff(er) + c.abs_diff(ec) == 1;
    for (i, &(r, c)) in moves.iter().enumerate() {
        let piece = if i % 2 == 0 { b'O' } else { b'X' };
        if r >= board.len()
            || c >= board[r].len()
            || board[r][c] != piece
            || !touches((r, c), empty)
        {
            return None;
        }
        board[empty.0][empty.1] = piece;
        board[r][c] = b'.';
        empty = (r, c);
    }
    let stuck = (0..board.len())
        .flat_map(|r| (0..board[r].len()).map(move |c| (r, c)))
        .all(|(r, c)| board[r][c] != b'O' || !touches((r, c), empty));
    Some(stuck)
}

fn main() {
    input! { n: usize, m: usize }
    debug_assert!(
        (1..=40).contains(&n) && (1..=40).contains(&m),
        "1 <= n,m <= 40"
    );
    input! { board: [Bytes; n], k: usize }
    debug_assert!((1..=1000).contains(&k), "1 <= k <= 1000");
    input! { moves: [(Usize1, Usize1); 2 * k] }
    debug_assert!(
        board.iter().all(|row| row.len() == m),
        "n lines of m characters"
    );
    debug_assert!(
        board.iter().flatten().all(|c| b"XO.".contains(c)),
        "characters from `X`, `O`, `.`"
    );
    debug_assert!(
        board.iter().flatten().filter(|&&c| c == b'.').count() == 1,
        "exactly one `.`"
    );
    debug_assert!(
        replay(&board, &moves) == Some(true),
        "every move is legal, and after the 2k moves 兔兔 cannot move"
    );
    let mistakes = mistakes(&board, &moves);
    let mut out = BufWriter::new(std::io::stdout().lock());
    writeln!(out, "{}", mistakes.len()).unwrap();
    for round in mistakes {
        writeln!(out, "{round}").unwrap();
    }
}
