//! Removing Graph by brute force: the real game searched from its definition. The graph's
//! components are found from its edges (every vertex has degree 2, so each is a cycle), and the
//! position is the multiset of cycles and paths left, each by its vertex count, a move erasing
//! `k` consecutive vertices of one of them, `l <= k <= r` (`oracle::consecutive_removals`:
//! a cycle leaves a path, a path leaves the paths on either side), searched as a sum
//! (`oracle::SumSearch`). No closed form. The brute-force test also checks this search against
//! the search of the real vertex sets on small graphs (`oracle::connected_removals`).

use oracle::{consecutive_removals, stdin_tokens, Strand, SumSearch};

/// The sizes of the connected components of the graph on `0..n` with `edges`.
pub fn component_sizes(n: usize, edges: &[(usize, usize)]) -> Vec<usize> {
    let mut adjacent = vec![Vec::new(); n];
    for &(u, v) in edges {
        adjacent[u].push(v);
        adjacent[v].push(u);
    }
    let mut seen = vec![false; n];
    let mut sizes = Vec::new();
    for start in 0..n {
        if seen[start] {
            continue;
        }
        seen[start] = true;
        let (mut stack, mut size) = (vec![start], 0);
        while let Some(v) = stack.pop() {
            size += 1;
            for &w in &adjacent[v] {
                if !seen[w] {
                    seen[w] = true;
                    stack.push(w);
                }
            }
        }
        sizes.push(size);
    }
    sizes
}

/// Whether Alice, who moves first, wins on the graph of `n` vertices (0-based) with `edges`.
pub fn alice_wins(n: usize, l: usize, r: usize, edges: &[(usize, usize)]) -> bool {
    let mut game = SumSearch::new(|s: &Strand| consecutive_removals(s, l..=r));
    let cycles: Vec<Strand> = component_sizes(n, edges)
        .into_iter()
        .map(Strand::Cycle)
        .collect();
    game.wins(&cycles)
}

#[allow(dead_code)]
fn main() {
    let mut tokens = stdin_tokens::<usize>();
    let (n, l, r) = (
        tokens.next().unwrap(),
        tokens.next().unwrap(),
        tokens.next().unwrap(),
    );
    let edges: Vec<(usize, usize)> = (0..n)
        .map(|_| (tokens.next().unwrap() - 1, tokens.next().unwrap() - 1))
        .collect();
    println!(
        "{}",
        if alice_wins(n, l, r, &edges) {
            "Alice"
        } else {
            "Bob"
        }
    );
}
