//! HDU 2486 A simple stone game (= POJ 3922, UVa 1567, LA 4323): the k-multiple game. One pile
//! of n stones; the first move takes 1 to n - 1 stones, every later move 1 to k times what the
//! opponent just took; whoever takes the last stone wins. Print the smallest winning first move.
//!
//! Model ([`KMultipleGame`]): the losing sizes are a_0 = 1, a_{i+1} = a_i + a_m with m the least
//! index such that k * a_m >= a_i (k = 1: powers of two, k = 2: Fibonacci numbers). The first
//! player loses iff n is one of them; otherwise the smallest winning first move is the smallest
//! part of n's greedy decomposition into losing sizes (largest part first; each part is more
//! than k times the next).
//!
//! Traps: the statement's hint lists 57 among the k = 2 losing sizes; it is a typo for 55 (the
//! brute force, a search over (stones, largest take allowed), says `55 2` loses, `57 2` -> 2,
//! `56 2` -> 1). n <= k + 1 loses, n = k + 2 wins with 1, and k + 3 loses again. Several first
//! moves may win: the smallest is the SMALLEST part, not the largest. k * a_m reaches about 1e13:
//! u64. Memory (64 MiB): for k near 1e5 there are about 750,000 losing sizes below 1e8, so the
//! cases are grouped by k and one table is built per distinct k, up to that k's largest n, and
//! dropped before the next.
//!
//! Samples: 1 is the statement's; 2 holds edge cases whose answers come from the brute force;
//! 3 holds large ones whose answers come from the statement's traps (n <= k + 1 loses, n = k + 2
//! wins with 1, k + 3 and 99,999,088 are losing sizes for k = 1e5) and `1e8 1`, whose answer is
//! its lowest set bit, 256 (for k = 1 the losing sizes are the powers of two).

use cgt_nim_variants::KMultipleGame;
use proconio::input;
use std::io::{BufWriter, Write};

/// For each case `(n, k)`, the smallest winning first move, or `None` if the first player loses.
pub fn solve(cases: &[(u64, u64)]) -> Vec<Option<u64>> {
    let mut order: Vec<usize> = (0..cases.len()).collect();
    order.sort_unstable_by_key(|&i| cases[i].1);
    let mut answers = vec![None; cases.len()];
    let mut start = 0;
    while start < order.len() {
        // The cases order[start..end] share this k: one table, up to their largest n.
        let k = cases[order[start]].1;
        let end = start
            + order[start..]
                .iter()
                .take_while(|&&i| cases[i].1 == k)
                .count();
        let bound = order[start..end].iter().map(|&i| cases[i].0).max().unwrap();
        let game = KMultipleGame::new(k, bound);
        for &i in &order[start..end] {
            answers[i] = game.first_move(cases[i].0);
        }
        start = end;
    }
    answers
}

fn main() {
    input! { t: usize }
    debug_assert!(t <= 20, "t <= 20");
    input! { cases: [(u64, u64); t] }
    debug_assert!(
        cases.iter().all(|(n, _)| (2..=100_000_000).contains(n)),
        "2 <= n <= 1e8"
    );
    debug_assert!(
        cases.iter().all(|(_, k)| (1..=100_000).contains(k)),
        "1 <= k <= 1e5"
    );
    let mut out = BufWriter::new(std::io::stdout().lock());
    for (i, answer) in solve(&cases).into_iter().enumerate() {
        match answer {
            Some(x) => writeln!(out, "Case {}: {x}", i + 1).unwrap(),
            None => writeln!(out, "Case {}: lose", i + 1).unwrap(),
        }
    }
}
