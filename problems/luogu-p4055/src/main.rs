//! Luogu P4055 \[JSOI2009\] 游戏 (was BZOJ 1443). A maze of free (`.`) and blocked (`#`) cells.
//! Little AA puts a token on a free cell; then little YY and little AA take turns (YY first)
//! moving it to an edge-adjacent free cell not entered before in this game (the start counts as
//! entered). Who cannot move loses. Print `WIN` and every start from which AA wins, in row-major
//! order, or `LOSE` if there is none.
//!
//! Model: the token game (undirected vertex geography) on the graph of free cells, which is
//! bipartite (colour a cell by the parity of row + column). The player to move from `s` wins iff
//! every maximum matching covers `s` (`cgt-matching`). AA places but YY moves first, so AA wins
//! from `s` iff the player TO MOVE loses: iff some maximum matching misses `s`. Those are the
//! cells one maximum matching leaves exposed and every cell reached from one of them by an even
//! alternating path; listing only the exposed cells of one matching is wrong.
//!
//! Decisions where the statement is silent (the search of the real game in examples/brute.rs
//! agrees): a free cell without a free neighbour is a win for AA (YY cannot move) and is listed;
//! a maze without a free cell prints `LOSE`. A full board with an even number of cells has a
//! perfect matching: `LOSE`. The answer can list 5000 cells (a checkerboard of holes), so the
//! output is buffered; a serpentine corridor of 5000 cells gives long augmenting paths, which
//! the library follows without recursion.
//!
//! Samples: the small edge cases' outputs come from the search; those of the 100 x 100 full
//! board, the 99 x 99 full board and the 100 x 100 checkerboard of holes (samples 12 to 14) are
//! written from the facts above (a perfect matching; the majority colour; isolated cells).

use cgt_matching::{BipartiteGraph, TokenGame};
use proconio::input;
use proconio::marker::Bytes;
use std::io::{BufWriter, Write};

/// The free cells from which little AA wins (0-based `(row, column)`, row-major): those from
/// which the player to move, little YY, loses the token game on the free cells.
pub fn aa_winning_starts(maze: &[Vec<u8>]) -> Vec<(usize, usize)> {
    let rows = maze.len();
    let cols = maze.first().map_or(0, |row| row.len());
    let free = |r: usize, c: usize| maze[r][c] == b'.';
    let mut edges = Vec::new();
    for r in 0..rows {
        for c in 0..cols {
            if !free(r, c) {
                continue;
            }
            if c + 1 < cols && free(r, c + 1) {
                edges.push((r * cols + c, r * cols + c + 1));
            }
            if r + 1 < rows && free(r + 1, c) {
                edges.push((r * cols + c, (r + 1) * cols + c));
            }
        }
    }
    // Blocked cells are isolated vertices of the graph, never asked about.
    let game = TokenGame::new(&BipartiteGraph::new(rows * cols, &edges));
    game.losing_starts()
        .map(|v| (v / cols, v % cols))
        .filter(|&(r, c)| free(r, c))
        .collect()
}

fn main() {
    input! { n: usize, m: usize }
    debug_assert!(
        (1..=100).contains(&n) && (1..=100).contains(&m),
        "1 <= N,M <= 100"
    );
    input! { maze: [Bytes; n] }
    debug_assert!(
        maze.iter().all(|row| row.len() == m),
        "N lines of M characters"
    );
    debug_assert!(
        maze.iter().flatten().all(|c| b".#".contains(c)),
        "cells `.`/`#`"
    );
    let starts = aa_winning_starts(&maze);
    let mut out = BufWriter::new(std::io::stdout().lock());
    if starts.is_empty() {
        writeln!(out, "LOSE").unwrap();
    } else {
        writeln!(out, "WIN").unwrap();
        for (r, c) in starts {
            writeln!(out, "{} {}", r + 1, c + 1).unwrap();
        }
    }
}
