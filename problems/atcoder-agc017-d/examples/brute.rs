//! AGC017 D by brute force: the real game searched from its definition. A position is the set of
//! edges still attached to vertex 1; a move deletes one of them, and every edge no longer
//! connected to vertex 1 falls away. No Grundy value, no colon principle.

use scripts::oracle::GameSearch;
use std::io::Read;

/// The edges of `mask` still connected to vertex 0 through edges of `mask`.
pub fn grounded(edges: &[(usize, usize)], mask: u64) -> u64 {
    let mut reached = vec![false; 2 * edges.len() + 1];
    reached[0] = true;
    let mut kept = 0u64;
    loop {
        let before = kept;
        for (e, &(a, b)) in edges.iter().enumerate() {
            if mask >> e & 1 == 1 && (reached[a] || reached[b]) {
                kept |= 1 << e;
                reached[a] = true;
                reached[b] = true;
            }
        }
        if kept == before {
            return kept;
        }
    }
}

/// Every position one cut away from `mask`.
pub fn cuts(edges: &[(usize, usize)], mask: u64) -> Vec<u64> {
    (0..edges.len())
        .filter(|&e| mask >> e & 1 == 1)
        .map(|e| grounded(edges, mask & !(1 << e)))
        .collect()
}

/// Whether the first player wins the tree `edges` (0-based, rooted at 0), by search.
pub fn alice_wins(edges: &[(usize, usize)]) -> bool {
    assert!(edges.len() < 64, "the brute force takes at most 63 edges");
    let start = grounded(edges, (1u64 << edges.len()) - 1);
    GameSearch::new(|&mask: &u64| cuts(edges, mask)).wins(&start)
}

#[allow(dead_code)]
fn main() {
    let mut input = String::new();
    std::io::stdin().read_to_string(&mut input).unwrap();
    let mut tokens = input
        .split_ascii_whitespace()
        .map(|t| t.parse::<usize>().unwrap());
    let n = tokens.next().unwrap();
    let edges: Vec<(usize, usize)> = (1..n)
        .map(|_| (tokens.next().unwrap() - 1, tokens.next().unwrap() - 1))
        .collect();
    println!("{}", if alice_wins(&edges) { "Alice" } else { "Bob" });
}
