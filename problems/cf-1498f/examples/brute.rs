//! Christmas Game by brute force: for every root, the real game is searched (`GameSearch`): a
//! move takes 1..=a_i presents from a node of depth at least k and puts them on its k-th ancestor,
//! found by walking up parent links. Never staircase Nim. Tiny trees with few presents only.

use oracle::{stdin_tokens, GameSearch};

/// For every root (0-based nodes), whether Alice, who moves first, wins.
pub fn alice_wins_for_each_root(k: usize, edges: &[(usize, usize)], presents: &[u64]) -> Vec<bool> {
    let n = presents.len();
    (0..n)
        .map(|root| {
            // The parent of every node with the tree hung from `root` (the root is its own).
            let mut parent = vec![usize::MAX; n];
            parent[root] = root;
            let mut stack = vec![root];
            while let Some(v) = stack.pop() {
                for &(a, b) in edges {
                    for (x, y) in [(a, b), (b, a)] {
                        if x == v && parent[y] == usize::MAX {
                            parent[y] = v;
                            stack.push(y);
                        }
                    }
                }
            }
            // The k-th ancestor of every node of depth at least k.
            let target: Vec<Option<usize>> = (0..n)
                .map(|v| {
                    let mut up = v;
                    for _ in 0..k {
                        if up == root {
                            return None;
                        }
                        up = parent[up];
                    }
                    Some(up)
                })
                .collect();
            let mut search = GameSearch::new(|position: &Vec<u64>| {
                let mut next = Vec::new();
                for (v, &to) in target.iter().enumerate() {
                    let Some(to) = to else { continue };
                    for m in 1..=position[v] {
                        let mut after = position.clone();
                        after[v] -= m;
                        after[to] += m;
                        next.push(after);
                    }
                }
                next
            });
            search.wins(&presents.to_vec())
        })
        .collect()
}

#[allow(dead_code)]
fn main() {
    let mut tokens = stdin_tokens::<u64>();
    let mut next = || tokens.next().expect("a number");
    let (n, k) = (next() as usize, next() as usize);
    let edges: Vec<(usize, usize)> = (1..n)
        .map(|_| (next() as usize - 1, next() as usize - 1))
        .collect();
    let presents: Vec<u64> = (0..n).map(|_| next()).collect();
    let answers: Vec<String> = alice_wins_for_each_root(k, &edges, &presents)
        .into_iter()
        .map(|wins| u8::from(wins).to_string())
        .collect();
    println!("{}", answers.join(" "));
}
