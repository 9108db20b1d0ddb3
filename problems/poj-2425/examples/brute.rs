//! POJ 2425 by brute force: each query is searched as the real game (several chessmen, possibly
//! on one vertex, on the DAG; a move slides one chessman along one edge; who cannot move loses),
//! never by Grundy values. A position is the sorted list of the chessmen's vertices.

use oracle::stdin_tokens;
use oracle::GameSearch;

/// Positions one move away from the sorted chessmen `chessmen` on the graph `successors`.
pub fn moves(successors: &[Vec<usize>], chessmen: &[usize]) -> Vec<Vec<usize>> {
    let mut next = Vec::new();
    for (i, &v) in chessmen.iter().enumerate() {
        for &w in &successors[v] {
            let mut after = chessmen.to_vec();
            after[i] = w;
            after.sort_unstable();
            next.push(after);
        }
    }
    next
}

/// `WIN`/`LOSE` for each query (the positions of its chessmen) on the graph `successors`.
pub fn outcomes(successors: &[Vec<usize>], queries: &[Vec<usize>]) -> Vec<&'static str> {
    let mut search = GameSearch::new(|chessmen: &Vec<usize>| moves(successors, chessmen));
    queries
        .iter()
        .map(|chessmen| {
            let mut sorted = chessmen.clone();
            sorted.sort_unstable();
            if search.wins(&sorted) {
                "WIN"
            } else {
                "LOSE"
            }
        })
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
