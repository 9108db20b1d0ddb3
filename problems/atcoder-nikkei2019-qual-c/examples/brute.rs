//! Different Strokes by brute force: a plain minimax over the real game. A position is the set
//! of dishes eaten, whose turn it is and the margin so far; Takahashi maximises the final
//! margin, Aoki minimises it. No sorting, no heat.

use oracle::stdin_tokens;

/// Takahashi's total minus Aoki's under optimal play, Takahashi first: the search of
/// `oracle::taking`, dish by dish.
pub fn margin(dishes: &[(i64, i64)]) -> i64 {
    oracle::taking::dishes_margin(dishes)
}

#[allow(dead_code)]
fn main() {
    let mut tokens = stdin_tokens::<i64>();
    let n = tokens.next().expect("N") as usize;
    let dishes: Vec<(i64, i64)> = (0..n)
        .map(|_| (tokens.next().expect("A"), tokens.next().expect("B")))
        .collect();
    println!("{}", margin(&dishes));
}
