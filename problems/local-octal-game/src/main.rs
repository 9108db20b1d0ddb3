//! Octal games with certified periods (ours). An octal game `0.d1..dk` (k <= 8) is played on a
//! sum of heaps; a move takes `j` tokens from one heap as digit `d_j` allows (bit 1: only a heap
//! of exactly `j`, which disappears; bit 2: one heap of `n - j` remains, `n > j`; bit 4: the
//! `n - j >= 2` tokens left are split into two non-empty heaps). For each query, a sum of up to 100
//! heaps of up to 1e18 tokens, print `W` if the player to move wins, else `L`.
//!
//! Model: by Sprague-Grundy the sum is won iff the XOR of the heaps' values `G(x)` is not 0,
//! `G(n) = mex` over the octal moves ([`cgt_octal::OctalGrundy`]). The statement guarantees an
//! eventual period with `n0 + p <= 10^4`, and the octal periodicity theorem proves it from the
//! values: `n0 >= 1`, `p >= 1` and `G(n + p) = G(n)` for `n0 <= n < 2 n0 + p + k` give it for all
//! `n >= n0`, so at most `2 (n0 + p) + k + 2 <= 20010` values are computed (about `N^2 / 4` XORs for
//! the splits, shared by all splitting digits). A heap of `x` is then `x < n0 ? x : n0 + (x - n0)
//! mod p`, in u64.
//!
//! Traps (the statement's; the brute force, a search of the sums of heaps from the rules, agrees):
//! - 0.4: `G(0..4) = 0, 0, 0, 1` satisfies the window with `n0 = 0, p = 1`, but that period is
//!   false (a split of `n + p` may leave a part of exactly `p`); the theorem needs `n0 >= 1`, and
//!   0.4 really has preperiod 54 and period 34.
//! - The window must reach `2 n0 + p + k`; a period guessed from a fixed prefix fails on 0.165
//!   (n0 = 5181, p = 1550) and 0.356 (n0 = 7315, p = 142).
//! - Bits are literal: under 0.2 a heap of 1 has no move, under 0.00000001 only a heap of exactly
//!   8 can be taken, bit 4 never leaves an empty part.
//! - Values exceed 63 (0.644 reaches 64): the option sets are as wide as the values need.
//!
//! Samples: 1 is the statement's; 2-5 (0.4, 0.00000001, 0.2, 0.3) come from the brute force;
//! in 6 (0.165 with heaps of 1e18) the first answer is the brute force's and the others follow from
//! it by the mirror argument (a game added to itself is lost by the player to move).

use cgt_fast_input::{ByteSource, Int};
use cgt_nim::nim_sum;
use cgt_octal::{OctalCode, OctalGrundy};
use proconio::input;
use std::io::{BufWriter, Write};

/// The guarantee `n0 + p <= 10^4` with `k <= 8` puts the whole certificate window within this
/// many values: `2 max(n0, 1) + 2p + k <= 2 + 2 * 10^4 + 8`.
pub const CERTIFY_WITHIN: usize = 2 + 2 * 10_000 + 8;

/// The game `code` with its period certified.
///
/// # Panics
/// If no period is certified within [`CERTIFY_WITHIN`] values (the statement rules that out).
pub fn solve_game(code: &OctalCode) -> OctalGrundy {
    let mut game = OctalGrundy::new(code);
    game.certify(CERTIFY_WITHIN)
        .expect("the statement guarantees n0 + p <= 10^4");
    game
}

/// Whether the player to move wins the sum of the heaps `heaps`.
pub fn first_player_wins(game: &OctalGrundy, heaps: &[u64]) -> bool {
    nim_sum(heaps.iter().map(|&x| game.grundy(x))) != 0
}

fn main() {
    let mut source = ByteSource::stdin();
    input! { from &mut source, code: String, q: Int<usize> }
    debug_assert!((1..=10_000).contains(&q), "1 <= q <= 1e4");
    let code = OctalCode::parse(&code).expect("an octal code 0.d1..dk");
    debug_assert!(code.max_removal() <= 8, "1 <= k <= 8");
    let game = solve_game(&code);
    let mut out = BufWriter::new(std::io::stdout().lock());
    for _ in 0..q {
        input! { from &mut source, m: Int<usize> }
        debug_assert!((1..=100).contains(&m), "1 <= m <= 100");
        input! { from &mut source, heaps: [Int<u64>; m] }
        debug_assert!(
            heaps.iter().all(|&x| x <= 1_000_000_000_000_000_000),
            "0 <= x_i <= 1e18"
        );
        let verdict = if first_player_wins(&game, &heaps) {
            'W'
        } else {
            'L'
        };
        writeln!(out, "{verdict}").unwrap();
    }
}
