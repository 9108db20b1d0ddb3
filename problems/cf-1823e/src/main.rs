//! Codeforces 1823E Removing Graph. Every vertex has degree 2, so the graph is a disjoint union
//! of cycles; a move erases `k` connected vertices, `l <= k <= r` (with `l < r`), and who cannot
//! move loses. Alice moves first.
//!
//! A sum of cycles: Alice wins iff the cycles' Grundy values XOR to a non-zero value. Connected
//! vertices of a cycle are consecutive, so a cycle's first move leaves a path, and the game is
//! interval removal (`cgt_interval_removal`): a cycle of `c` is worth `floor(c / l)` when
//! `l <= c <= l + r - 1` and 0 otherwise (too short to touch, or so long that every path left is
//! a win for the player who moves next: they take it whole or cut it into two equal halves).
//! The crate proves it and checks it against the octal engine and a search of the real graphs.
//!
//! The cycles' lengths come from walking each cycle once, iteratively (one cycle can hold all
//! 2e5 vertices). The input is large (2e5 edges): it is read once through
//! `cgt_fast_input::ByteSource`, integers as `Int<T>`.
//!
//! `cargo x bench cf-1823e` (n = 2e5: one cycle, triangles, cycles of l + r - 1 and l + r, random
//! cycles): 21-35 ms of CPU (under 2% of the 2 s limit), 11.2 MiB at most.

use cgt_fast_input::{ByteSource, Int, Int1};
use cgt_interval_removal::cycle_value;
use proconio::input;
use std::io::{BufWriter, Write};

/// The lengths of the cycles of a graph on `0..n` whose vertices all have degree 2.
pub fn cycle_lengths(n: usize, edges: &[(usize, usize)]) -> Vec<u64> {
    const NONE: usize = usize::MAX;
    let mut neighbours = vec![[NONE; 2]; n];
    for &(u, v) in edges {
        for (a, b) in [(u, v), (v, u)] {
            let slot = usize::from(neighbours[a][0] != NONE);
            neighbours[a][slot] = b;
        }
    }
    let mut seen = vec![false; n];
    let mut lengths = Vec::new();
    for start in 0..n {
        if seen[start] {
            continue;
        }
        // Walk around the cycle: always to the neighbour not just left.
        let (mut previous, mut at, mut length) = (NONE, start, 0u64);
        while !seen[at] {
            seen[at] = true;
            length += 1;
            let [a, b] = neighbours[at];
            let next = if a != previous { a } else { b };
            previous = at;
            at = next;
        }
        lengths.push(length);
    }
    lengths
}

/// Whether Alice, who moves first, wins on the cycles of the given lengths.
pub fn alice_wins(cycles: &[u64], l: u64, r: u64) -> bool {
    cycles.iter().fold(0, |sum, &c| sum ^ cycle_value(c, l, r)) != 0
}

fn main() {
    let mut source = ByteSource::stdin();
    input! {
        from &mut source,
        n: Int<usize>, l: Int<u64>, r: Int<u64>,
        edges: [(Int1<usize>, Int1<usize>); n],
    }
    debug_assert!((3..=200_000).contains(&n), "3 <= n <= 2e5");
    debug_assert!(1 <= l && l < r && r <= n as u64, "1 <= l < r <= n");
    debug_assert!(
        edges.iter().all(|&(u, v)| u < n && v < n && u != v),
        "1 <= u, v <= n, no loop"
    );
    debug_assert!(
        {
            let mut degree = vec![0u32; n];
            edges.iter().for_each(|&(u, v)| {
                degree[u] += 1;
                degree[v] += 1;
            });
            degree.iter().all(|&d| d == 2)
        },
        "every vertex has degree 2"
    );
    let mut out = BufWriter::new(std::io::stdout().lock());
    let winner = if alice_wins(&cycle_lengths(n, &edges), l, r) {
        "Alice"
    } else {
        "Bob"
    };
    writeln!(out, "{winner}").unwrap();
}
