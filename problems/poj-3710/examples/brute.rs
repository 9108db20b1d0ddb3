//! POJ 3710 by brute force: the real game searched from its definition. A position is a sum of
//! trees; each tree is searched on its own (a position of it is the set of its edges still
//! connected to its root; a move deletes one of them, and every edge no longer connected falls
//! away), its value the mex over its moves, and a position is won iff the XOR of the trees'
//! values is not 0 (the Sprague–Grundy theorem). No fusion, no colon principle.

use oracle::stdin_tokens;
use oracle::{grounded_edges, hackenbush_cuts, GameSearch};

/// The Grundy value of one tree (0-based edges, rooted at 0), by search of every cut.
pub fn tree_grundy(tree: &[(usize, usize)]) -> u32 {
    assert!(
        tree.len() < 64,
        "the brute force takes at most 63 edges per tree"
    );
    let start = grounded_edges(tree, (1u64 << tree.len()) - 1);
    GameSearch::new(|&mask: &u64| hackenbush_cuts(tree, mask)).grundy(&start)
}

/// Whether the first player wins the trees (each as 0-based edges, rooted at 0), by search.
pub fn sally_wins(trees: &[Vec<(usize, usize)>]) -> bool {
    trees.iter().fold(0, |x, tree| x ^ tree_grundy(tree)) != 0
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
