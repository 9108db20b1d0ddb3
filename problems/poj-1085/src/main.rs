//! POJ 1085 Triangle War: a line game with extra moves. The best margin of triangles for the
//! player to move depends only on the set of lines drawn (18 lines: 2^18 sets), so one negamax
//! memo (cgt-minimax's `Negamax` with a dense table, the set being its own rank) serves every
//! game of the file: `f(S) = max over undrawn lines e of (g + f(S + e) if e closes g >= 1
//! triangles, else -f(S + e))` (`LineBoard::moves`: a closing line earns one extra move, however
//! many triangles it closes). The given moves are replayed with the same rule to know who is to
//! move and A's lead (the parity of m is not the turn); A wins iff his final lead, `lead + f(S)`
//! if A moves and `lead - f(S)` if B does, is positive (9 triangles: no tie).
//!
//! Samples 2 to 6, answered by the brute force: 2 the given moves end with a line that closes two
//! triangles at once; 3 all 18 lines given; 4 the parity of m is not the turn (taking the turn
//! from m says A); 5 declining a triangle is right (forcing every closing line says B); 6 many
//! games in one file.

use cgt_minimax::{LineBoard, Negamax};
use proconio::input;
use std::io::{BufWriter, Write};

/// The 18 lines of the grid, by dots numbered 1..10 from the top.
const LINES: [(usize, usize); 18] = [
    (1, 2),
    (1, 3),
    (2, 3),
    (2, 4),
    (2, 5),
    (3, 5),
    (3, 6),
    (4, 5),
    (5, 6),
    (4, 7),
    (4, 8),
    (5, 8),
    (5, 9),
    (6, 9),
    (6, 10),
    (7, 8),
    (8, 9),
    (9, 10),
];

/// The 9 unit triangles, by their dots.
const TRIANGLES: [[usize; 3]; 9] = [
    [1, 2, 3],
    [2, 4, 5],
    [2, 3, 5],
    [3, 5, 6],
    [4, 7, 8],
    [4, 5, 8],
    [5, 8, 9],
    [5, 6, 9],
    [6, 9, 10],
];

/// The winner (`'A'` or `'B'`) of each game, given by its first moves (pairs of dots).
pub fn winners(games: &[Vec<(usize, usize)>]) -> Vec<char> {
    let triangles: Vec<&[usize]> = TRIANGLES.iter().map(|t| &t[..]).collect();
    let board = LineBoard::new(&LINES, &triangles);
    let mut best_margin = Negamax::dense(
        1 << LINES.len(),
        |&drawn: &u64| drawn as usize,
        |&drawn: &u64| board.moves(drawn),
    );
    games
        .iter()
        .map(|moves| {
            let (mut drawn, mut a_to_move, mut a_lead) = (0u64, true, 0i64);
            for &(i, j) in moves {
                let line = board.line(i, j).expect("a line of the grid");
                let closed = board.closed_by(drawn, line) as i64;
                drawn |= 1 << line;
                a_lead += if a_to_move { closed } else { -closed };
                if closed == 0 {
                    a_to_move = !a_to_move;
                }
            }
            let rest = best_margin.value(&drawn);
            let final_lead = a_lead + if a_to_move { rest } else { -rest };
            if final_lead > 0 {
                'A'
            } else {
                'B'
            }
        })
        .collect()
}

fn main() {
    input! { t: usize }
    let mut games = Vec::with_capacity(t);
    for _ in 0..t {
        input! { m: usize, moves: [(usize, usize); m] }
        debug_assert!((6..=18).contains(&m), "6 <= m <= 18");
        debug_assert!(
            moves.iter().all(|&(i, j)| 1 <= i && i < j && j <= 10),
            "1 <= i < j <= 10"
        );
        games.push(moves);
    }
    let mut out = BufWriter::new(std::io::stdout().lock());
    for (k, winner) in winners(&games).into_iter().enumerate() {
        writeln!(out, "Game {}: {winner} wins.", k + 1).unwrap();
    }
}
