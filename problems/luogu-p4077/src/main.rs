//! Luogu P4077 \[SDOI2016\] 硬币游戏 (was BZOJ 4600). A coin-turning game whose active coins are
//! the ones showing 0 (not 1): a move picks a 0-coin `x = c * 2^a * 3^b` (c coprime to 6) and,
//! with `p >= 1`, `1 <= q <= MAXQ`, `p * q <= a`, turns over `c * 2^(a - p*j) * 3^b` for
//! `j = 0..=q` (or the same on the exponent of 3). Every coin turned lies below x, so by the
//! coin-turning theorem ([`cgt_coin_turning::coin_turning_grundy`]) the position is the nim-sum of single
//! coins, and a single coin's value depends only on `(a, b)`: `g(a, b)` is the mex, over the
//! moves, of the XOR of `g` over the other turned coins. With n <= 30000, a <= 14 and b <= 9.
//!
//! MAXQ changes from case to case, so a table is built per distinct MAXQ (at most 20) and kept.

use cgt_coin_turning::coin_turning_grundy;
use cgt_fast_input::{ByteSource, Int};
use cgt_nim::nim_sum;
use proconio::input;
use std::io::{BufWriter, Write};

/// Largest exponents of 2 and 3 below 30001: 2^14 = 16384, 3^9 = 19683.
const MAX_A: usize = 14;
const MAX_B: usize = 9;
/// The largest MAXQ of the statement.
const MAX_Q: usize = 20;

/// Where `g(a, b)` sits in [`coin_values`]: in this order a move only reaches coins with a smaller
/// index (the same b with a smaller a, or the same a with a smaller b).
fn coin_index(a: usize, b: usize) -> usize {
    a * (MAX_B + 1) + b
}

/// `g(a, b)` for a <= MAX_A, b <= MAX_B, at [`coin_index`]`(a, b)`.
pub fn coin_values(maxq: usize) -> Vec<u32> {
    coin_turning_grundy((MAX_A + 1) * (MAX_B + 1), |x| {
        let (a, b) = (x / (MAX_B + 1), x % (MAX_B + 1));
        let mut moves = lowered_exponent_moves(a, maxq, |e| coin_index(e, b));
        moves.extend(lowered_exponent_moves(b, maxq, |e| coin_index(a, e)));
        moves
    })
}

/// The moves that lower one exponent, `exponent`, of the picked coin: for p >= 1 and
/// 1 <= q <= maxq with p * q <= exponent, the other coins turned are those with that exponent
/// lowered by p, 2p, .., qp (`coin(e)` is the coin with the exponent set to e).
fn lowered_exponent_moves(
    exponent: usize,
    maxq: usize,
    coin: impl Fn(usize) -> usize,
) -> Vec<Vec<usize>> {
    let mut moves = Vec::new();
    for p in 1..=exponent {
        for q in 1..=maxq.min(exponent / p) {
            moves.push((1..=q).map(|j| coin(exponent - p * j)).collect());
        }
    }
    moves
}

/// The exponents of 2 and 3 in `x`.
fn exponents_of_2_and_3(mut x: usize) -> (usize, usize) {
    let (mut a, mut b) = (0, 0);
    while x % 2 == 0 {
        x /= 2;
        a += 1;
    }
    while x % 3 == 0 {
        x /= 3;
        b += 1;
    }
    (a, b)
}

/// Whether Alice, moving first, wins: `states[i]` is the state of coin `i + 1`, and `g` is
/// [`coin_values`] for this case's MAXQ.
pub fn first_player_wins(states: &[u8], g: &[u32]) -> bool {
    let zeros = (1..=states.len()).filter(|&x| states[x - 1] == 0);
    nim_sum(zeros.map(|x| {
        let (a, b) = exponents_of_2_and_3(x);
        g[coin_index(a, b)]
    })) != 0
}

fn main() {
    let mut source = ByteSource::stdin();
    input! { from &mut source, t: Int<usize> }
    debug_assert!(t <= 100, "T <= 100");
    let mut out = BufWriter::new(std::io::stdout().lock());
    let mut tables: Vec<Option<Vec<u32>>> = vec![None; MAX_Q + 1];
    for _ in 0..t {
        input! { from &mut source, n: Int<usize>, maxq: Int<usize> }
        debug_assert!(n <= 30_000, "n <= 30000");
        debug_assert!((1..=MAX_Q).contains(&maxq), "1 <= q <= MAXQ <= 20");
        input! { from &mut source, states: [Int<u8>; n] }
        debug_assert!(states.iter().all(|&s| s <= 1), "each coin 0 or 1");
        let g = tables[maxq].get_or_insert_with(|| coin_values(maxq));
        let verdict = if first_player_wins(&states, g) {
            "win"
        } else {
            "lose"
        };
        writeln!(out, "{verdict}").unwrap();
    }
}
