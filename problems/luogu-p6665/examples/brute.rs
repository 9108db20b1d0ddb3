//! Alice 和 Bob 又在玩游戏 by brute force: the real game searched from its definition, a position
//! being the set of deleted nodes and a move deleting a node still there with every ancestor
//! still there (`oracle::ancestor_deletions`), each tree rooted at its smallest node
//! (`oracle::parents_rooted_at_smallest`). No Grundy values of subtrees, no tries.

use oracle::{ancestor_deletions, parents_rooted_at_smallest, stdin_tokens, GameSearch};

/// Whether Alice, who moves first, wins on the forest of `n` nodes (0-based) with `edges`.
pub fn alice_wins(n: usize, edges: &[(usize, usize)]) -> bool {
    let parent = parents_rooted_at_smallest(n, edges);
    let mut game = GameSearch::new(|&deleted: &u64| ancestor_deletions(&parent, deleted));
    game.wins(&0)
}

#[allow(dead_code)]
fn main() {
    let mut tokens = stdin_tokens::<usize>();
    let t = tokens.next().expect("T");
    for _ in 0..t {
        let n = tokens.next().expect("n");
        let m = tokens.next().expect("m");
        let edges: Vec<(usize, usize)> = (0..m)
            .map(|_| (tokens.next().unwrap() - 1, tokens.next().unwrap() - 1))
            .collect();
        println!(
            "{}",
            if alice_wins(n, &edges) {
                "Alice"
            } else {
                "Bob"
            }
        );
    }
}
