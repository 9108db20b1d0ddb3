//! Codeforces 388C Fox and Card Game: piles of cards; Ciel takes the top card of any pile, Jiro
//! the bottom card of any pile, alternately (Ciel first) until all piles are empty; each
//! maximises his own sum. Print both sums.
//!
//! Model: a zero-sum game (the two sums add up to all the cards) that falls apart into halves
//! and switches (`cgt_hot::pile_totals`): each player secures his half of every pile (Ciel the
//! top `floor(s/2)` cards, Jiro the bottom ones), and the middle cards of the odd piles are
//! switches taken largest first, Ciel first. Greedy play at one's own end is wrong, and so is
//! sharing the middle cards in input order.
//!
//! Bench (`cargo x bench cf-388c`, 100 piles of 100 or 99 cards): 2.5 ms of CPU (0.3% of 1 s),
//! 2 MiB.

use cgt_hot::pile_totals;
use proconio::input;
use std::io::{BufWriter, Write};

/// (Ciel's sum, Jiro's sum) under optimal play; piles from top to bottom.
pub fn sums(piles: &[Vec<i64>]) -> (i64, i64) {
    pile_totals(piles)
}

fn main() {
    input! { n: usize }
    debug_assert!((1..=100).contains(&n), "1 <= n <= 100");
    let mut piles = Vec::with_capacity(n);
    for _ in 0..n {
        input! { s: usize, cards: [i64; s] }
        debug_assert!((1..=100).contains(&s), "1 <= s <= 100");
        debug_assert!(
            cards.iter().all(|c| (1..=1000).contains(c)),
            "1 <= c <= 1000"
        );
        piles.push(cards);
    }
    let (ciel, jiro) = sums(&piles);
    let mut out = BufWriter::new(std::io::stdout().lock());
    writeln!(out, "{ciel} {jiro}").unwrap();
}
