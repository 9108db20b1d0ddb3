//! Luogu P6665 (UOJ 266) Alice 和 Bob 又在玩游戏. A forest, each tree rooted at its smallest node;
//! a move picks a node still there and deletes it with all its ancestors still there (the
//! parents stay those of the first forest); who cannot move loses. Alice moves first.
//!
//! The game is a sum of its trees. The subtree of `v` is worth `G(v) = mex S(v)`, where `S(v)`,
//! the values one move away, is `X(v)` (picking `v` leaves its children's subtrees, `X(v)` = the
//! XOR of their `G`) together with `S(c) ^ X(v) ^ G(c)` for every child `c` (a pick under `c`
//! leaves the other children's subtrees beside what it leaves of `c`'s). Each `S(c)` is a binary
//! trie, XOR-shifted in O(1) and merged into its parent's in time amortised over the nodes made:
//! `cgt_xor_trie::RootPathGame`, bottom up in a loop, so a path of 5e4 nodes is no deep
//! recursion. Alice wins iff the trees' values XOR to a non-zero value.
//!
//! The input is large (up to 2e5 edges): it is read once through `cgt_fast_input::ByteSource`,
//! integers as `Int<T>`, and every test builds its own forest (nothing carries over).
//!
//! `cargo x bench luogu-p6665` (the sum of n = 2e5: paths, random, deep and star trees of 5e4,
//! ten tests of many trees; a shared 2-core machine at load 4.5): 80-183 ms of CPU (at most 9%
//! of the 2 s limit), 16.5 MiB at most of the 1024 MiB.

use cgt_fast_input::{ByteSource, Int, Int1};
use cgt_xor_trie::RootPathGame;
use proconio::input;
use std::io::{BufWriter, Write};

/// The parents of the forest on `0..n` with `edges`, each tree rooted at its smallest node
/// (a breadth-first search from every node not yet reached, in increasing order).
pub fn parents_rooted_at_smallest(n: usize, edges: &[(usize, usize)]) -> Vec<Option<usize>> {
    let mut start = vec![0usize; n + 1];
    for &(a, b) in edges {
        start[a + 1] += 1;
        start[b + 1] += 1;
    }
    for v in 0..n {
        start[v + 1] += start[v];
    }
    let mut adjacent = vec![0usize; start[n]];
    let mut fill = start.clone();
    for &(a, b) in edges {
        adjacent[fill[a]] = b;
        fill[a] += 1;
        adjacent[fill[b]] = a;
        fill[b] += 1;
    }
    let mut parent = vec![None; n];
    let mut reached = vec![false; n];
    let mut queue = Vec::with_capacity(n);
    for root in 0..n {
        if reached[root] {
            continue;
        }
        reached[root] = true;
        queue.clear();
        queue.push(root);
        let mut head = 0;
        while head < queue.len() {
            let v = queue[head];
            head += 1;
            for &w in &adjacent[start[v]..start[v + 1]] {
                if !reached[w] {
                    reached[w] = true;
                    parent[w] = Some(v);
                    queue.push(w);
                }
            }
        }
    }
    parent
}

/// The number of nodes of the largest tree of the forest `parent` (for the statement's bound).
fn largest_tree(parent: &[Option<usize>]) -> usize {
    // root[v], found once per node: a climb stops at the first node whose root is known.
    let mut root = vec![usize::MAX; parent.len()];
    let mut size = vec![0usize; parent.len()];
    let mut path = Vec::new();
    for v in 0..parent.len() {
        let mut u = v;
        while root[u] == usize::MAX {
            match parent[u] {
                Some(p) => {
                    path.push(u);
                    u = p;
                }
                None => root[u] = u,
            }
        }
        for w in path.drain(..) {
            root[w] = root[u];
        }
        size[root[v]] += 1;
    }
    size.into_iter().max().unwrap_or(0)
}

/// Whether Alice, who moves first, wins on the forest of `n` nodes (0-based) with `edges`.
pub fn alice_wins(n: usize, edges: &[(usize, usize)]) -> bool {
    RootPathGame::new(&parents_rooted_at_smallest(n, edges)).grundy() != 0
}

fn main() {
    let mut source = ByteSource::stdin();
    input! { from &mut source, t: Int<usize> }
    debug_assert!((1..=10).contains(&t), "1 <= T <= 10");
    let mut out = BufWriter::new(std::io::stdout().lock());
    let mut total = 0;
    for _ in 0..t {
        input! {
            from &mut source,
            n: Int<usize>, m: Int<usize>,
            edges: [(Int1<usize>, Int1<usize>); m],
        }
        total += n;
        debug_assert!((1..=100_000).contains(&n), "1 <= n <= 1e5");
        debug_assert!(m < n, "0 <= m <= n - 1");
        debug_assert!(
            edges.iter().all(|&(a, b)| a < n && b < n && a != b),
            "1 <= a, b <= n"
        );
        debug_assert!(total <= 200_000, "the sum of n <= 2e5");
        debug_assert!(
            largest_tree(&parents_rooted_at_smallest(n, &edges)) <= 50_000,
            "every tree has at most 5e4 nodes"
        );
        let winner = if alice_wins(n, &edges) {
            "Alice"
        } else {
            "Bob"
        };
        writeln!(out, "{winner}").unwrap();
    }
}
