//! POJ 2425 A Chess Game: each chessman is a token on a DAG, a game of its own with Grundy value
//! `g[v] = mex{ g[w] : v -> w }`; a query is their sum, a win iff the XOR of `g` over the
//! chessmen is not 0. The seed article writes `SG(x) = max{...}`: it is the mex.
//!
//! The values are computed without recursion (deep chains are fine). Input: cases until end of
//! input, each with its queries ended by a `0`.

use cgt_fast_input::{ByteSource, Int};
use cgt_grundy::dag_grundy;
use cgt_nim::nim_sum;
use proconio::input;
use proconio::source::Source;
use std::io::{BufWriter, Write};

/// `WIN`/`LOSE` for each query (the positions of its chessmen) on the graph `successors`.
pub fn outcomes(successors: &[Vec<usize>], queries: &[Vec<usize>]) -> Vec<&'static str> {
    let g = dag_grundy(successors).expect("the graph of positions is acyclic");
    queries
        .iter()
        .map(|chessmen| match nim_sum(chessmen.iter().map(|&v| g[v])) {
            0 => "LOSE",
            _ => "WIN",
        })
        .collect()
}

fn main() {
    let mut source = ByteSource::stdin();
    let mut out = BufWriter::new(std::io::stdout().lock());
    while !source.is_empty() {
        input! { from &mut source, n: Int<usize> }
        debug_assert!((1..=1000).contains(&n), "1 <= N <= 1000");
        let successors: Vec<Vec<usize>> = (0..n)
            .map(|_| {
                input! { from &mut source, x: Int<usize> }
                // The statement bounds no X_i: reserve at most N (a simple graph's most) and read
                // one by one, so that a wrong count runs out of input instead of reserving memory.
                let mut next = Vec::with_capacity(x.min(n));
                for _ in 0..x {
                    input! { from &mut source, w: Int<usize> }
                    next.push(w);
                }
                debug_assert!(next.iter().all(|&w| w < n), "positions 0..N-1");
                next
            })
            .collect();
        let mut queries = Vec::new();
        loop {
            input! { from &mut source, m: Int<usize> }
            if m == 0 {
                break;
            }
            debug_assert!(m <= 10, "1 <= M <= 10");
            input! { from &mut source, chessmen: [Int<usize>; m] }
            debug_assert!(chessmen.iter().all(|&p| p < n), "positions 0..N-1");
            queries.push(chessmen);
        }
        for verdict in outcomes(&successors, &queries) {
            writeln!(out, "{verdict}").unwrap();
        }
    }
}
