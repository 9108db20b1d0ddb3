//! Codeforces 1091H New Year and the Tricolore Recreation: every row is two heaps of one
//! subtraction game, so the game is impartial and the two answers are always opposite.
//!
//! Model: a row `b < w < r` has the gaps x = w - b - 1 and y = r - w - 1 (empty cells). Alice's
//! blue move and Bob's white+red move both lower x by a step k; Alice's blue+white move and
//! Bob's red move both lower y by k; every move keeps the gap at least 0. So both players have
//! the same options: 2n heaps of the subtraction game with S = {primes and products of two
//! primes} \ {f}, and the player to move wins iff the XOR of `G(x) ^ G(y)` over the rows is
//! not 0: `Alice / Bob` then, else `Bob / Alice`.
//!
//! The table: S has 63,214 sizes below 2e5, so a plain mex walks about 6e9 (heap, step) pairs;
//! `subtraction_grundy_bitset` (a bitset per value, the move set shifted and ORed in once per
//! heap) needs about limit^2 / 128 word steps, about 0.1 s to the largest gap 199,998, and
//! allocates a bitset per value as values appear (the largest value is 26, 51 or 54 depending
//! on f).
//!
//! Traps: the heap is the number of EMPTY cells (w - b - 1: a gap of 0 has no move); f removes
//! a step only if it is prime or semiprime (f = 8 or 200000 changes nothing; f = 2 changes G
//! from heap 2 on, f = 4 first at heap 33); columns are negative. Over 1 MB of input: read
//! through the byte source.

use cgt_fast_input::{ByteSource, Int};
use cgt_nim::nim_sum;
use cgt_subtraction::subtraction_grundy_bitset;
use proconio::input;
use std::io::{BufWriter, Write};

/// The steps of the game: the k in `2..bound` with one or two prime factors (counted with
/// multiplicity), except `forbidden`. A sieve of smallest prime factors.
pub fn steps(bound: usize, forbidden: usize) -> Vec<usize> {
    let mut smallest = vec![0usize; bound];
    let mut factors = vec![0u8; bound];
    let mut steps = Vec::new();
    for k in 2..bound {
        if smallest[k] == 0 {
            for multiple in (k..bound).step_by(k) {
                if smallest[multiple] == 0 {
                    smallest[multiple] = k;
                }
            }
        }
        factors[k] = factors[k / smallest[k]] + 1;
        if factors[k] <= 2 && k != forbidden {
            steps.push(k);
        }
    }
    steps
}

/// Whether the player to move first wins on the rows `(b, w, r)` with step `f` forbidden.
pub fn first_player_wins(f: usize, rows: &[(i64, i64, i64)]) -> bool {
    let gaps: Vec<usize> = rows
        .iter()
        .flat_map(|&(b, w, r)| [(w - b - 1) as usize, (r - w - 1) as usize])
        .collect();
    let largest = gaps.iter().copied().max().unwrap_or(0);
    let g = subtraction_grundy_bitset(&steps(largest + 1, f), largest);
    nim_sum(gaps.iter().map(|&x| u64::from(g[x]))) != 0
}

/// The two lines: the winner when Alice starts, then when Bob starts.
pub fn winners(f: usize, rows: &[(i64, i64, i64)]) -> [&'static str; 2] {
    if first_player_wins(f, rows) {
        ["Alice", "Bob"]
    } else {
        ["Bob", "Alice"]
    }
}

fn main() {
    // Up to 1e5 rows of three columns: about 2 MB, read through the byte source.
    let mut source = ByteSource::stdin();
    input! {
        from &mut source,
        n: Int<usize>,
        f: Int<usize>,
        rows: [(Int<i64>, Int<i64>, Int<i64>); n],
    }
    debug_assert!((1..=100_000).contains(&n), "1 <= n <= 1e5");
    debug_assert!((2..=200_000).contains(&f), "2 <= f <= 2e5");
    debug_assert!(
        rows.iter()
            .all(|&(b, w, r)| -100_000 <= b && b < w && w < r && r <= 100_000),
        "-1e5 <= b_i < w_i < r_i <= 1e5"
    );
    let mut out = BufWriter::new(std::io::stdout().lock());
    for winner in winners(f, &rows) {
        writeln!(out, "{winner}").unwrap();
    }
}
