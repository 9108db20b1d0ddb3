//! Codeforces 1934D2 XOR Break — Game Version (interactive). The player holding p breaks it into
//! p1, p2 with 0 < p1, p2 < p and p1 xor p2 = p; the opponent then picks p1 or p2 and must break
//! it; who cannot break loses. We are Alice, choose to move first or second from n, and may make
//! at most 63 breaks per game; t <= 1000 games.
//!
//! Model: the player who must break p wins iff popcount(p) is even. A power of two cannot be
//! broken (the part holding the top bit would be p itself). An even popcount splits into two odd
//! ones, and an odd popcount only into one even and one odd part (the parities of the parts add
//! up to p's). So Alice moves first iff popcount(n) is even, and always breaks the even-popcount
//! number p into (2^msb(p), p xor 2^msb(p)): both parts are odd. Bob cannot break the power of
//! two; breaking the rest (below 2^msb(p)) hands Alice an even number below 2^msb(p), so the top
//! bit falls every round: at most 60 breaks for n <= 1e18 < 2^60. (Splitting off the lowest bit
//! instead keeps the top bit and runs past 63 against a Bob who peels low bits.)
//!
//! The interactor (`examples/interactor.rs`) plays Bob from a table of the game's definition
//! for small numbers; the tests play this Alice against it in-process.
//!
//! Protocol: `t`; per game `n`, our `first` or `second`, then breaks `p1 p2` each way; Bob's
//! `0 0` ends a game we won (go on to the next n); `-1 -1` means we lost: exit at once. Every line
//! is flushed.

use proconio::input_interactive;
use std::io::{BufWriter, Write};

/// Whether the player who must break `p` wins: popcount(p) even.
pub fn mover_wins(p: u64) -> bool {
    p.count_ones() % 2 == 0
}

/// Alice's break of `p` (even popcount): its top bit and the rest, both of odd popcount.
pub fn split(p: u64) -> (u64, u64) {
    let top = 1u64 << (63 - p.leading_zeros());
    (top, p ^ top)
}

/// Whether Alice moves first from `n`.
pub fn plays_first(n: u64) -> bool {
    mover_wins(n)
}

/// Alice's answer to Bob's break (p1, p2): she breaks the part with an even popcount.
pub fn answer(p1: u64, p2: u64) -> (u64, u64) {
    split(if mover_wins(p1) { p1 } else { p2 })
}

fn main() {
    let mut out = BufWriter::new(std::io::stdout().lock());
    input_interactive! { t: usize }
    debug_assert!((1..=1000).contains(&t), "1 <= t <= 1000");
    for _ in 0..t {
        input_interactive! { n: u64 }
        debug_assert!(
            (1..=1_000_000_000_000_000_000).contains(&n),
            "1 <= n <= 1e18"
        );
        if plays_first(n) {
            writeln!(out, "first").unwrap();
            out.flush().unwrap();
            let (p1, p2) = split(n);
            writeln!(out, "{p1} {p2}").unwrap();
        } else {
            writeln!(out, "second").unwrap();
        }
        out.flush().unwrap();
        loop {
            input_interactive! { b1: i64, b2: i64 }
            if b1 == 0 && b2 == 0 {
                // Bob cannot break: this game is won.
                break;
            }
            if b1 < 0 {
                // `-1 -1`: we lost; stop at once.
                return;
            }
            let (p1, p2) = answer(b1 as u64, b2 as u64);
            writeln!(out, "{p1} {p2}").unwrap();
            out.flush().unwrap();
        }
    }
}
