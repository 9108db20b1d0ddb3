//! 硬币游戏2 (《挑战程序设计竞赛》 4.1.6): n piles of coins; a move takes exactly `a_i` coins (for
//! some i) from one pile, and whoever takes the last coin wins. Each pile is the subtraction game
//! with move set {a_1, .., a_k}, so Alice (first) wins iff `g[x_1] ^ .. ^ g[x_n] != 0`, with
//! `g[x] = mex{ g[x - a_i] : a_i <= x }` tabled up to the largest pile.
//!
//! The article's code has bugs, not copied here: its table loop runs `j < max_x`, so
//! `grundy[max_x]` is never computed (a pile of the largest size reads 0: one pile of 1 with
//! a = {1} would print Bob); it stores into a misspelled `grund[j]`; and its XOR loop reads
//! `x ^= grundy[x[i]]`, indexing the accumulator `x` instead of the piles `X`. The brute force in
//! `tests/` plays the real game.

use cgt_fast_input::{ByteSource, Int};
use cgt_nim::nim_sum;
use cgt_subtraction::subtraction_grundy;
use proconio::input;
use std::io::{BufWriter, Write};

/// Whether the first player wins the sum of `piles` under the move set `takes`. A pile is at most
/// 10^4: four bytes each keep 10^6 piles in 4 MB.
pub fn first_player_wins(takes: &[usize], piles: &[u32]) -> bool {
    let largest = piles.iter().copied().max().unwrap_or(0) as usize;
    let g = subtraction_grundy(takes, largest);
    nim_sum(piles.iter().map(|&x| g[x as usize])) != 0
}

fn main() {
    let mut source = ByteSource::stdin();
    input! { from &mut source, n: Int<usize>, k: Int<usize> }
    debug_assert!((1..=1_000_000).contains(&n), "1 <= n <= 1e6");
    debug_assert!((1..=100).contains(&k), "1 <= k <= 100");
    input! { from &mut source, takes: [Int<usize>; k], piles: [Int<u32>; n] }
    debug_assert!(
        takes.iter().all(|a| (1..=10_000).contains(a)),
        "1 <= a_i <= 10000"
    );
    debug_assert!(takes.contains(&1), "one of the a_i is 1");
    debug_assert!(
        piles.iter().all(|x| (1..=10_000).contains(x)),
        "1 <= x_i <= 10000"
    );
    let mut out = BufWriter::new(std::io::stdout().lock());
    let winner = if first_player_wins(&takes, &piles) {
        "Alice"
    } else {
        "Bob"
    };
    writeln!(out, "{winner}").unwrap();
}
