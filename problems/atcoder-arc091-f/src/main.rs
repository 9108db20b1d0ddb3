//! AtCoder ARC 091 F Strange Nim. Pile i holds A_i stones and has a fixed K_i; a move removes
//! between 1 and floor(X/K_i) stones from a pile of X stones (none when X < K_i). Who cannot move
//! loses; Takahashi moves first.
//!
//! Model: the piles are independent, so Takahashi wins iff the XOR of their Grundy values is not 0.
//! Tabulating one pile by a search of the real game (examples/brute.rs) shows, and
//! `tests/brute_force.rs` checks for K <= 12 and X <= 600, the recurrence
//!
//! g(x) = x / K if K divides x, else g(x - floor(x/K) - 1).
//!
//! (A multiple of K takes the fresh value x/K; any other x repeats the value of the largest
//! position it cannot reach.) K = 1 is plain Nim (g = x), and x < K gives 0.
//!
//! Trap: stepping the recurrence one value at a time costs about K ln(A/K) steps, some 2e8 for
//! K near 1e8 and A = 1e9, and there may be 200 such piles. While floor(x/K) = q stays the same,
//! each step removes exactly q + 1, so a whole run is one jump: from x = qK + r (0 < r < K),
//! ceil(r/(q+1)) steps land on qK (value q) when q + 1 divides r, or below qK otherwise. Every
//! jump leaves the block of its q, so a pile costs at most min(A/K, K ln(A/K)) + 1 jumps (about
//! 3e4 at K near sqrt(A)). One test per input.

use cgt_nim::nim_sum;
use proconio::input;
use std::io::{BufWriter, Write};

/// The Grundy value of a pile of `x` stones with constant `k`, by the recurrence above with one
/// jump per run of equal floor(x/k).
pub fn pile_grundy(mut x: u64, k: u64) -> u64 {
    loop {
        let (q, r) = (x / k, x % k);
        if r == 0 {
            return q;
        }
        if q == 0 {
            return 0;
        }
        // ceil(r / (q + 1)) steps of q + 1 stay in the run floor(x/k) = q until the last one.
        x -= (r + q) / (q + 1) * (q + 1);
    }
}

/// Whether Takahashi (who moves first) wins the piles `(A_i, K_i)`.
pub fn first_player_wins(piles: &[(u64, u64)]) -> bool {
    nim_sum(piles.iter().map(|&(a, k)| pile_grundy(a, k))) != 0
}

fn main() {
    input! { n: usize }
    debug_assert!((1..=200).contains(&n), "1 <= N <= 200");
    input! { piles: [(u64, u64); n] }
    debug_assert!(
        piles.iter().all(|&(a, k)| {
            (1..=1_000_000_000).contains(&a) && (1..=1_000_000_000).contains(&k)
        }),
        "1 <= A_i,K_i <= 1e9"
    );
    let mut out = BufWriter::new(std::io::stdout().lock());
    let winner = if first_player_wins(&piles) {
        "Takahashi"
    } else {
        "Aoki"
    };
    writeln!(out, "{winner}").unwrap();
}
