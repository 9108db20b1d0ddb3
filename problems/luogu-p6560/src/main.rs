//! Luogu P6560 \[SBCOI2020\] 时光的流逝: a token moves along the edges of a directed graph with
//! cycles; whoever moves it onto the target `y` wins, whoever cannot move loses, an endless game
//! is a draw. Per round, the outcome of the start `x` for the first player.
//!
//! Model: a loopy game on the graph, solved per round by retrograde analysis from the terminal
//! position `y`, lost for the player to move there, and the dead ends. The reverse edges are
//! built once in flat arrays ([`cgt_loopy::MoveGraph`]); each of the (up to 500) rounds is one
//! pass over them with no allocation, stopped as soon as the round's start is decided
//! ([`cgt_loopy::MoveGraph::solve_for`]); rounds with the same target share their pass.
//!
//! Where the statement is easy to misread: the target ends the game, so `y` is lost for the
//! player to move there even when edges leave it (treating it as an ordinary vertex makes it a
//! draw or a win); a start with no out-edge prints `-1`; a repeated edge is simply one more move
//! that changes nothing (kept, it must be counted the same on both sides; here copies are
//! dropped once, which also spares every round their work). The statement says nothing of
//! self-loops; they are handled as ordinary moves. The brute force (a win/lose/draw search of
//! positions (vertex, player to move)) agrees with both samples.

use cgt_fast_input::{ByteSource, Int, Int1};
use cgt_loopy::{MoveGraph, Outcome};
use proconio::input;
use std::io::{BufWriter, Write};

/// For each round `(x, y)` (0-based vertices), `1` if the first player wins from `x` with target
/// `y`, `-1` if the second player wins, `0` for a draw.
pub fn rounds(n: usize, edges: &[(usize, usize)], queries: &[(usize, usize)]) -> Vec<i32> {
    // A repeated edge is the same move again: it changes no outcome, only the work.
    let mut edges = edges.to_vec();
    edges.sort_unstable();
    edges.dedup();
    let mut game = MoveGraph::new(n, &edges);
    let mut by_target: Vec<usize> = (0..queries.len()).collect();
    by_target.sort_by_key(|&i| queries[i].1);
    let mut answers = vec![0; queries.len()];
    let mut starts = Vec::new();
    let mut first = 0;
    while first < by_target.len() {
        let y = queries[by_target[first]].1;
        let count = by_target[first..]
            .iter()
            .take_while(|&&i| queries[i].1 == y)
            .count();
        let round = &by_target[first..first + count];
        first += count;
        starts.clear();
        starts.extend(round.iter().map(|&i| queries[i].0));
        game.solve_for(&[(y, Outcome::Lose)], &starts);
        for &i in round {
            answers[i] = match game.outcome(queries[i].0) {
                Outcome::Win => 1,
                Outcome::Lose => -1,
                Outcome::Draw => 0,
            };
        }
    }
    answers
}

fn main() {
    let mut source = ByteSource::stdin();
    input! { from &mut source, n: Int<usize>, m: Int<usize>, q: Int<usize> }
    debug_assert!((1..=100_000).contains(&n), "1 <= n <= 1e5");
    debug_assert!((1..=500_000).contains(&m), "1 <= m <= 5e5");
    debug_assert!((1..=500).contains(&q), "1 <= q <= 500");
    input! {
        from &mut source,
        edges: [(Int1<usize>, Int1<usize>); m],
        queries: [(Int1<usize>, Int1<usize>); q],
    }
    debug_assert!(edges.iter().all(|&(u, v)| u < n && v < n), "1 <= u,v <= n");
    debug_assert!(edges.iter().all(|&(u, v)| u != v), "no self-loops");
    debug_assert!(
        queries.iter().all(|&(x, y)| x < n && y < n),
        "1 <= x,y <= n"
    );
    debug_assert!(queries.iter().all(|&(x, y)| x != y), "x != y");
    let mut out = BufWriter::new(std::io::stdout().lock());
    for answer in rounds(n, &edges, &queries) {
        writeln!(out, "{answer}").unwrap();
    }
}
