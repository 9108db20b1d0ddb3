//! Luogu P2964 \[USACO09NOV\] A Coin Game S (Xoinc; was BZOJ 2017). Not an impartial game scored
//! by Grundy values: both players maximise their own total, and the two totals always add up to
//! the whole stack, so each maximises the difference. With `i` coins left, whose sum is `rest[i]`,
//! and the opponent's last take `j`, the player to move gets
//! `best(i, j) = max{ rest[i] - best(i - k, k) : 1 <= k <= min(2j, i) }`, and the answer is
//! `best(n, 1)` (the first move takes 1 or 2 coins).
//!
//! `best(i, j)` grows with `j` (more choices), and `best(i, j) = best(i, j - 1)` joined with the
//! two new takes `k = 2j - 1, 2j`: O(1) per entry, O(n^2) in all. Once `2j >= i` the player takes
//! everything and `best(i, j) = rest[i]`, so only `j <= (i - 1) / 2` is stored: about n^2 / 4
//! entries, kept as `u32` (totals are at most 2000 * 100000 = 2e8), 4 MB for n = 2000, well
//! inside Luogu's 20 MiB (a full 2001 x 2001 table of `i64` would not be).

use proconio::input;
use std::io::{BufWriter, Write};

/// The first player's best total; `coins[0]` is the top of the stack.
pub fn first_player_best(coins: &[u32]) -> u32 {
    let n = coins.len();
    // rest[i]: the sum of the bottom i coins, the ones left when i remain.
    let mut rest = vec![0u32; n + 1];
    for i in 1..=n {
        rest[i] = rest[i - 1] + coins[n - i];
    }
    // Row i holds best(i, j) for j = 1..=(i - 1) / 2 from offset[i].
    let mut offset = vec![0usize; n + 2];
    for i in 0..=n {
        offset[i + 1] = offset[i] + i.saturating_sub(1) / 2;
    }
    let mut table = vec![0u32; offset[n + 1]];
    let best = |table: &[u32], i: usize, j: usize| -> u32 {
        if 2 * j >= i {
            rest[i]
        } else {
            table[offset[i] + j - 1]
        }
    };
    for i in 1..=n {
        for j in 1..=i.saturating_sub(1) / 2 {
            let mut value = if j > 1 { table[offset[i] + j - 2] } else { 0 };
            for k in [2 * j - 1, 2 * j] {
                value = value.max(rest[i] - best(&table, i - k, k));
            }
            table[offset[i] + j - 1] = value;
        }
    }
    best(&table, n, 1)
}

fn main() {
    input! { n: usize }
    debug_assert!((5..=2000).contains(&n), "5 <= N <= 2000");
    input! { coins: [u32; n] }
    debug_assert!(
        coins.iter().all(|c| (1..=100_000).contains(c)),
        "values 1..100000"
    );
    let mut out = BufWriter::new(std::io::stdout().lock());
    writeln!(out, "{}", first_player_best(&coins)).unwrap();
}
