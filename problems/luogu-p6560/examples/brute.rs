//! Luogu P6560 by brute force: each round searched as the real game, from its definition. A
//! position is the token's vertex and whose turn it is; from a vertex other than the target the
//! player to move slides the token along any edge; on the target there is no move (the previous
//! player has just won), and a player without a move loses. Win / lose / draw by the oracle's
//! fixed-point search, never by retrograde analysis.

use oracle::stdin_tokens;
use oracle::{Loopy, LoopySearch};

/// `1`, `-1` or `0` for the round `x -> target y` (0-based vertices), by search.
pub fn round(edges: &[(usize, usize)], x: usize, y: usize) -> i32 {
    // (vertex, player to move), 0 = the first player.
    let mut search = LoopySearch::new(|&(v, player): &(usize, u8)| {
        if v == y {
            return Vec::new();
        }
        edges
            .iter()
            .filter(|e| e.0 == v)
            .map(|e| (e.1, 1 - player))
            .collect()
    });
    match search.outcome(&(x, 0)) {
        Loopy::Win => 1,
        Loopy::Lose => -1,
        Loopy::Draw => 0,
    }
}

#[allow(dead_code)]
fn main() {
    let mut tokens = stdin_tokens::<usize>();
    let mut next = || tokens.next().unwrap();
    let (_n, m, q) = (next(), next(), next());
    let edges: Vec<(usize, usize)> = (0..m).map(|_| (next() - 1, next() - 1)).collect();
    for _ in 0..q {
        let (x, y) = (next() - 1, next() - 1);
        println!("{}", round(&edges, x, y));
    }
}
