//! POJ 3710 by brute force: the real game searched from its definition. All trees stand on one
//! ground (every node 1 becomes the same root), which changes no move: a position is the set of
//! edges still connected to a root; a move deletes one of them, and every edge no longer
//! connected falls away. No fusion, no colon principle, no Grundy value.

use oracle::stdin_tokens;
use oracle::{grounded_edges, hackenbush_cuts, GameSearch};

/// Whether the first player wins the trees (each as 0-based edges, rooted at 0), by search.
pub fn sally_wins(trees: &[Vec<(usize, usize)>]) -> bool {
    // One picture: node 0 of every tree is the common ground, the other nodes are renamed apart.
    let mut edges = Vec::new();
    let mut offset = 0;
    for tree in trees {
        let rename = |v: usize| if v == 0 { 0 } else { v + offset };
        edges.extend(tree.iter().map(|&(a, b)| (rename(a), rename(b))));
        offset += tree.iter().map(|&(a, b)| a.max(b)).max().unwrap_or(0);
    }
    assert!(edges.len() < 64, "the brute force takes at most 63 edges");
    let start = grounded_edges(&edges, (1u64 << edges.len()) - 1);
    GameSearch::new(|&mask: &u64| hackenbush_cuts(&edges, mask)).wins(&start)
}

#[allow(dead_code)]
fn main() {
    let mut tokens = stdin_tokens::<usize>();
    while let Some(n) = tokens.next() {
        let trees: Vec<Vec<(usize, usize)>> = (0..n)
            .map(|_| {
                let _m = tokens.next().unwrap();
                let k = tokens.next().unwrap();
                (0..k)
                    .map(|_| (tokens.next().unwrap() - 1, tokens.next().unwrap() - 1))
                    .collect()
            })
            .collect();
        println!("{}", if sally_wins(&trees) { "Sally" } else { "Harry" });
    }
}
