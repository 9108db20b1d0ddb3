//! HDU 2486 by brute force: a search of the real game over positions (stones left, largest take
//! allowed). The first move allows `n - 1` (not the whole pile); a take of `t` leaves
//! `(stones - t, k t)`. The smallest first move after which the opponent loses is the answer.
//! No losing-size table, no decomposition.

use oracle::{stdin_tokens, GameSearch};
use std::collections::HashMap;

/// (stones left, largest take allowed).
pub type Position = (u64, u64);

/// The positions one move away from `(stones, max_take)`; the bound is kept at most `stones`,
/// which allows the same moves, so equal positions share one memo entry.
pub fn k_multiple_moves(k: u64, (stones, max_take): Position) -> Vec<Position> {
    (1..=max_take.min(stones))
        .map(|t| (stones - t, (k * t).min(stones - t)))
        .collect()
}

/// A search of the k-multiple game for one `k`, memoised over every position it meets.
pub fn k_multiple_search(k: u64) -> GameSearch<Position, impl Fn(&Position) -> Vec<Position>> {
    GameSearch::new(move |&position: &Position| k_multiple_moves(k, position))
}

/// The smallest first move on `n >= 1` stones (at most `n - 1`) after which the opponent loses,
/// by search.
pub fn smallest_winning_first_move(
    search: &mut GameSearch<Position, impl Fn(&Position) -> Vec<Position>>,
    k: u64,
    n: u64,
) -> Option<u64> {
    (1..n).find(|&t| !search.wins(&(n - t, (k * t).min(n - t))))
}

#[allow(dead_code)]
fn main() {
    let mut tokens = stdin_tokens::<u64>();
    let t = tokens.next().unwrap();
    let mut searches = HashMap::new();
    for case in 1..=t {
        let (n, k) = (tokens.next().unwrap(), tokens.next().unwrap());
        let search = searches.entry(k).or_insert_with(|| k_multiple_search(k));
        match smallest_winning_first_move(search, k, n) {
            Some(x) => println!("Case {case}: {x}"),
            None => println!("Case {case}: lose"),
        }
    }
}
