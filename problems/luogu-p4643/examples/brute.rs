//! 阿狸和桃子的游戏 by brute force: a plain minimax over the real game. A position is Taozi's set
//! and Ali's set; whose turn it is follows from their sizes; the finished game is scored by the
//! statement's formula (each player's vertices and the edges inside each set). No splitting,
//! no sorting.

use oracle::stdin_tokens;

/// Taozi's score minus Ali's under optimal play, Taozi first; vertices from 0: the search of
/// `oracle::taking`, vertex by vertex.
pub fn margin(weights: &[i64], edges: &[(usize, usize, i64)]) -> i64 {
    oracle::taking::vertex_edge_margin(weights, edges)
}

#[allow(dead_code)]
fn main() {
    let mut tokens = stdin_tokens::<i64>();
    let n = tokens.next().expect("N") as usize;
    let m = tokens.next().expect("M") as usize;
    let weights: Vec<i64> = (0..n).map(|_| tokens.next().expect("w")).collect();
    let edges: Vec<(usize, usize, i64)> = (0..m)
        .map(|_| {
            let a = tokens.next().expect("a") as usize - 1;
            let b = tokens.next().expect("b") as usize - 1;
            (a, b, tokens.next().expect("c"))
        })
        .collect();
    println!("{}", margin(&weights, &edges));
}
