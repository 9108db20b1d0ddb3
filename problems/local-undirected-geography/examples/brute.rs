//! Undirected vertex geography by brute force: the real game searched from its definition,
//! never the matching theory of src/main.rs. A position is the token's vertex and the set of
//! visited vertices (a bit mask, the token's vertex included); a move goes along an edge to an
//! unvisited vertex (a self-loop leads to a visited one, so it is no move; a repeated edge gives
//! the same position again); a player without a move loses. For small graphs (n <= 20 or so).
//! `cargo x stress local-undirected-geography` compares this program with the solution.

use oracle::{stdin_tokens, GameSearch};

/// `F` or `S` per start vertex (0-based edges), by searching the token game.
pub fn outcomes(n: usize, edges: &[(usize, usize)]) -> String {
    assert!(n <= 30, "too many vertices for the brute force");
    let mut neighbours = vec![Vec::new(); n];
    for &(a, b) in edges {
        neighbours[a].push(b);
        neighbours[b].push(a);
    }
    let mut search = GameSearch::new(|&(v, visited): &(usize, u32)| -> Vec<(usize, u32)> {
        neighbours[v]
            .iter()
            .filter(|&&w| visited >> w & 1 == 0)
            .map(|&w| (w, visited | 1 << w))
            .collect()
    });
    (0..n)
        .map(|s| if search.wins(&(s, 1 << s)) { 'F' } else { 'S' })
        .collect()
}

#[allow(dead_code)]
fn main() {
    let mut tokens = stdin_tokens::<usize>();
    let mut next = || tokens.next().unwrap();
    let (n, m) = (next(), next());
    let edges: Vec<(usize, usize)> = (0..m).map(|_| (next() - 1, next() - 1)).collect();
    println!("{}", outcomes(n, &edges));
}
