//! \[HNOI2014\] 江南乐: n piles; a move splits one pile of at least F stones into M >= 2 piles as
//! evenly as possible. A sum of one-pile games: the first player wins iff the XOR of the piles'
//! Grundy values is not 0. Splitting x into M leaves `x mod M` piles of ⌈x/M⌉ and the rest of
//! ⌊x/M⌋; equal piles cancel in pairs, so only the parities of those counts matter, and per block
//! of equal ⌊x/M⌋ only two values of M differ: the table up to the largest pile costs O(X√X)
//! (`near_equal_split_grundy`), once per input. All T answers go on one line.

use cgt_nim::nim_sum;
use cgt_splitting::near_equal_split_grundy;
use proconio::input;
use std::io::{BufWriter, Write};

/// For each game (its piles), whether the first player wins when piles below `min_split` cannot
/// be split: `g(a_1) xor ... xor g(a_n) != 0`.
pub fn first_player_wins(min_split: usize, games: &[Vec<usize>]) -> Vec<bool> {
    let largest = games.iter().flatten().copied().max().unwrap_or(0);
    let g = near_equal_split_grundy(largest, min_split);
    games
        .iter()
        .map(|piles| nim_sum(piles.iter().map(|&a| g[a])) != 0)
        .collect()
}

fn main() {
    input! { t: usize, f: usize }
    debug_assert!((1..100).contains(&t), "1 <= T < 100");
    debug_assert!((1..100_000).contains(&f), "1 <= F < 1e5");
    let games: Vec<Vec<usize>> = (0..t)
        .map(|_| {
            input! { n: usize }
            debug_assert!((1..100).contains(&n), "1 <= n < 100");
            input! { piles: [usize; n] }
            debug_assert!(
                piles.iter().all(|a| (1..=100_000).contains(a)),
                "1 <= a_i <= 1e5"
            );
            piles
        })
        .collect();
    let answers: Vec<String> = first_player_wins(f, &games)
        .into_iter()
        .map(|wins| u8::from(wins).to_string())
        .collect();
    let mut out = BufWriter::new(std::io::stdout().lock());
    writeln!(out, "{}", answers.join(" ")).unwrap();
}
