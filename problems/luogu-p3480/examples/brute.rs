//! Luogu P3480 by brute force: every arrangement is solved by a win/loss search over the rows
//! themselves, with the statement's moves: lower one pile by at least 1, never below its left
//! neighbour (the first pile down to 0). No staircase, no differences.

use oracle::stdin_tokens;
use oracle::GameSearch;

/// The rows one move away from `row`.
pub fn pebbles_moves(row: &[u64]) -> Vec<Vec<u64>> {
    let mut next = Vec::new();
    for i in 0..row.len() {
        let floor = if i == 0 { 0 } else { row[i - 1] };
        for after in floor..row[i] {
            let mut position = row.to_vec();
            position[i] = after;
            next.push(position);
        }
    }
    next
}

/// A search of the pebbles game, memoised over every row it meets.
pub fn pebbles_search() -> GameSearch<Vec<u64>, impl Fn(&Vec<u64>) -> Vec<Vec<u64>>> {
    GameSearch::new(|row: &Vec<u64>| pebbles_moves(row))
}

#[allow(dead_code)]
fn main() {
    let mut tokens = stdin_tokens::<u64>();
    let u = tokens.next().unwrap();
    let mut search = pebbles_search();
    for _ in 0..u {
        let n = tokens.next().unwrap() as usize;
        let row: Vec<u64> = tokens.by_ref().take(n).collect();
        println!("{}", if search.wins(&row) { "TAK" } else { "NIE" });
    }
}
