//! Fox and Card Game by brute force: a plain minimax over the real game. A position is the part
//! of each pile still standing (first and last card), whose turn it is and Ciel's sum minus
//! Jiro's so far; as the two sums add up to all the cards, each maximising his own sum is Ciel
//! maximising the difference and Jiro minimising it. No halves, no middles.

use oracle::stdin_tokens;

/// (Ciel's sum, Jiro's sum) under optimal play; piles from top to bottom: the search of
/// `oracle::taking`, card by card, for the margin.
pub fn sums(piles: &[Vec<i64>]) -> (i64, i64) {
    let margin = oracle::taking::pile_ends_margin(piles);
    let total: i64 = piles.iter().flatten().sum();
    ((total + margin) / 2, (total - margin) / 2)
}

#[allow(dead_code)]
fn main() {
    let mut tokens = stdin_tokens::<i64>();
    let n = tokens.next().expect("n");
    let piles: Vec<Vec<i64>> = (0..n)
        .map(|_| {
            let s = tokens.next().expect("s");
            (0..s).map(|_| tokens.next().expect("c")).collect()
        })
        .collect();
    let (ciel, jiro) = sums(&piles);
    println!("{ciel} {jiro}");
}
