//! POJ 2425 by brute force: each query is a sum of chessmen (several, possibly on one vertex, on
//! the DAG; a move slides one chessman along one edge; who cannot move loses). Each chessman is
//! searched as the real game on its own, its value the mex over its moves, and a query is won iff
//! the XOR of its chessmen's values is not 0 (the Sprague–Grundy theorem).

use oracle::stdin_tokens;
use oracle::SumSearch;

/// `WIN`/`LOSE` for each query (the positions of its chessmen) on the graph `successors`.
pub fn outcomes(successors: &[Vec<usize>], queries: &[Vec<usize>]) -> Vec<&'static str> {
    let mut search = SumSearch::new(|&v: &usize| successors[v].iter().map(|&w| vec![w]).collect());
    queries
        .iter()
        .map(
            |chessmen| {
                if search.wins(chessmen) {
                    "WIN"
                } else {
                    "LOSE"
                }
            },
        )
        .collect()
}

#[allow(dead_code)]
fn main() {
    let mut tokens = stdin_tokens::<usize>();
    while let Some(n) = tokens.next() {
        let successors: Vec<Vec<usize>> = (0..n)
            .map(|_| {
                let x = tokens.next().unwrap();
                tokens.by_ref().take(x).collect()
            })
            .collect();
        let mut queries = Vec::new();
        loop {
            let m = tokens.next().unwrap();
            if m == 0 {
                break;
            }
            queries.push(tokens.by_ref().take(m).collect());
        }
        for verdict in outcomes(&successors, &queries) {
            println!("{verdict}");
        }
    }
}
