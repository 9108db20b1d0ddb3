//! AtCoder ABC 368 F by brute force: the whole position (the multiset of values) searched from
//! the definition of a move, never Ω: a move replaces one value by a divisor of it other than
//! itself, found by trial division; who cannot move loses.

use oracle::{moves_in_one_pile, stdin_tokens, GameSearch};

/// The proper divisors of `n`, by trial division (none for 1).
fn proper_divisors(n: u64) -> Vec<u64> {
    (1..n).filter(|d| n % d == 0).collect()
}

/// Whether Anna, who moves first, wins, by searching the sum as one game (small inputs: a few
/// values of a few dozen).
pub fn anna_wins(values: &[usize]) -> bool {
    let mut game = GameSearch::new(|values: &Vec<u64>| moves_in_one_pile(values, proper_divisors));
    let mut start: Vec<u64> = values.iter().map(|&v| v as u64).collect();
    start.sort_unstable();
    game.wins(&start)
}

#[allow(dead_code)]
fn main() {
    let tokens: Vec<usize> = stdin_tokens().collect();
    let values = &tokens[1..=tokens[0]];
    println!("{}", if anna_wins(values) { "Anna" } else { "Bruno" });
}
