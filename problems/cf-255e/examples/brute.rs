//! Furlo and Rublo and Game by brute force: each pile searched as the real game, a move from `x`
//! going to every `y < x` with `x <= y^4` and `y^2 <= x` (the statement's `x^(1/4) <= y <=
//! x^(1/2)` in integers, no roots at all), the piles' values XORed (Sprague-Grundy). No runs, no
//! windows.

use oracle::{stdin_tokens, GameSearch};

/// Every pile one move away from `x`.
pub fn moves(x: u64) -> Vec<u64> {
    (0..x)
        .take_while(|&y| y * y <= x)
        .filter(|&y| u128::from(y).pow(4) >= u128::from(x))
        .collect()
}

/// Whether Furlo, who moves first, wins on `piles`.
pub fn furlo_wins(piles: &[u64]) -> bool {
    let mut game = GameSearch::new(|&x: &u64| moves(x));
    piles.iter().fold(0, |sum, x| sum ^ game.grundy(x)) != 0
}

#[allow(dead_code)]
fn main() {
    let mut tokens = stdin_tokens::<u64>();
    let n = tokens.next().expect("n") as usize;
    let piles: Vec<u64> = tokens.take(n).collect();
    println!("{}", if furlo_wins(&piles) { "Furlo" } else { "Rublo" });
}
