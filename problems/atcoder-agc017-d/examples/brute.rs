//! AGC017 D by brute force: the real game searched from its definition. A position is the set of
//! edges still attached to vertex 1; a move deletes one of them, and every edge no longer
//! connected to vertex 1 falls away. No Grundy value, no colon principle.

use oracle::stdin_tokens;
use oracle::{grounded_edges, hackenbush_cuts, GameSearch};

/// Whether the first player wins the tree `edges` (0-based, rooted at 0), by search.
pub fn alice_wins(edges: &[(usize, usize)]) -> bool {
    assert!(edges.len() < 64, "the brute force takes at most 63 edges");
    let start = grounded_edges(edges, (1u64 << edges.len()) - 1);
    GameSearch::new(|&mask: &u64| hackenbush_cuts(edges, mask)).wins(&start)
}

#[allow(dead_code)]
fn main() {
    let mut tokens = stdin_tokens::<usize>();
    let n = tokens.next().unwrap();
    let edges: Vec<(usize, usize)> = (1..n)
        .map(|_| (tokens.next().unwrap() - 1, tokens.next().unwrap() - 1))
        .collect();
    println!("{}", if alice_wins(&edges) { "Alice" } else { "Bob" });
}
