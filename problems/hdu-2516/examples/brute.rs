//! HDU 2516 by brute force: a search of the real game over positions (stones left, largest take
//! allowed). The first move allows `n - 1` (not the whole pile); a move of `t` leaves
//! `(stones - t, 2t)`. No Fibonacci numbers.

use oracle::GameSearch;
use std::io::Read;

/// The positions one move away from `(stones, max_take)`; the bound is kept at most `stones`,
/// which allows the same moves, so equal positions share one memo entry.
pub fn fibonacci_nim_moves(&(stones, max_take): &(u64, u64)) -> Vec<(u64, u64)> {
    (1..=max_take.min(stones))
        .map(|t| (stones - t, (2 * t).min(stones - t)))
        .collect()
}

/// Whether the first player wins on `n` stones, by search (memoised in `search`).
pub fn first_wins(
    search: &mut GameSearch<(u64, u64), impl Fn(&(u64, u64)) -> Vec<(u64, u64)>>,
    n: u64,
) -> bool {
    search.wins(&(n, n - 1))
}

#[allow(dead_code)]
fn main() {
    let mut input = String::new();
    std::io::stdin().read_to_string(&mut input).unwrap();
    let mut search = GameSearch::new(fibonacci_nim_moves);
    for n in input
        .split_ascii_whitespace()
        .map(|t| t.parse::<u64>().unwrap())
        .take_while(|&n| n != 0)
    {
        let verdict = if first_wins(&mut search, n) {
            "First win"
        } else {
            "Second win"
        };
        println!("{verdict}");
    }
}
