//! Luogu P2972 by brute force: after every change the tree is searched as the real game (a move
//! takes 1..=L rocks from one non-root node and puts them on its parent; who cannot move loses),
//! never by staircase Nim. Tiny trees only.

use oracle::stdin_tokens;
use oracle::GameSearch;

/// After each change `(node, rocks)`, whether the first player wins; `parents[i]` and `rocks[i]`
/// describe node `i + 2` (the root 1 has no parent), as in the statement.
pub fn outcomes_after_changes(
    parents: &[usize],
    rocks: &[u32],
    limit: u32,
    changes: &[(usize, u32)],
) -> Vec<bool> {
    let n = parents.len() + 1;
    // A position is the rock count of every node 1..=n (index node - 1); the root's rocks can
    // never move again, so they are dropped to keep positions few.
    let mut search = GameSearch::new(|counts: &Vec<u32>| {
        let mut next = Vec::new();
        for node in 2..=n {
            let parent = parents[node - 2];
            for take in 1..=limit.min(counts[node - 1]) {
                let mut after = counts.clone();
                after[node - 1] -= take;
                if parent != 1 {
                    after[parent - 1] += take;
                }
                next.push(after);
            }
        }
        next
    });
    let mut counts: Vec<u32> = std::iter::once(0).chain(rocks.iter().copied()).collect();
    changes
        .iter()
        .map(|&(node, r)| {
            counts[node - 1] = if node == 1 { 0 } else { r };
            search.wins(&counts)
        })
        .collect()
}

#[allow(dead_code)]
fn main() {
    let mut tokens = stdin_tokens::<usize>();
    let mut next = || tokens.next().unwrap();
    let (n, t, limit) = (next(), next(), next() as u32);
    let (mut parents, mut rocks) = (Vec::new(), Vec::new());
    for _ in 2..=n {
        parents.push(next());
        rocks.push(next() as u32);
    }
    let changes: Vec<(usize, u32)> = (0..t).map(|_| (next(), next() as u32)).collect();
    for wins in outcomes_after_changes(&parents, &rocks, limit, &changes) {
        println!("{}", if wins { "Yes" } else { "No" });
    }
}
