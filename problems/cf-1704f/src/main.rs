//! Codeforces 1704F Colouring Game. A row of `n` red/blue cells; Alice (first) paints two
//! neighbouring cells white if at least one of them is red, Bob if at least one is blue; who
//! cannot move loses. For each test print the winner.
//!
//! Model: a move that paints a red-blue pair white costs each player one of their own cells'
//! worth of moves equally, while painting two cells of one's own colour (or a cell next to a
//! white one) only burns one's own supply. So if there are more red cells than blue, Alice wins;
//! more blue, Bob wins. With equal counts both players spend the game on red-blue pairs, which is
//! an impartial game: each maximal alternating run `RBRB...` of length `L` is a row of `L` pins of
//! Dawson's Kayles (octal 0.07, a move removes two adjacent pins), and Alice wins iff the XOR of
//! `G(L)` over the runs is not 0.
//!
//! Trap: 0.07 has period 34 only from length 53 on (lengths 0, 1, 15, 17, 18, 32, 35 and 52 are
//! exceptions), and a run may be 5e5 long; the period comes certified from the octal periodicity
//! theorem ([`cgt_octal::OctalGrundy`]) after 176 values, so a table repeated from the first few
//! values (wrong) or a mex over every length up to 5e5 (O(n^2), too slow) is never needed.
//! The brute force (a search of the partizan game itself, both players with their own rules)
//! agrees on every row up to 12 cells and on the samples.

use cgt_nim::nim_sum;
use cgt_octal::{OctalCode, OctalGrundy};
use proconio::input;
use proconio::marker::Bytes;
use std::io::{BufWriter, Write};

/// Dawson's Kayles, 0.07, with its period certified.
pub fn dawsons_kayles() -> OctalGrundy {
    let mut game = OctalGrundy::new(&OctalCode::parse("0.07").unwrap());
    game.certify(1000)
        .expect("0.07 has preperiod 53 and period 34");
    game
}

/// Whether Alice (moving first) wins on the row `cells` of `R`/`B`.
pub fn alice_wins(kayles: &OctalGrundy, cells: &[u8]) -> bool {
    let red = cells.iter().filter(|&&c| c == b'R').count();
    let blue = cells.len() - red;
    if red != blue {
        return red > blue;
    }
    nim_sum(
        alternating_runs(cells)
            .into_iter()
            .map(|run| kayles.grundy(run as u64)),
    ) != 0
}

/// The lengths of the maximal runs of `cells` in which neighbouring cells differ (`RBRB...`).
pub fn alternating_runs(cells: &[u8]) -> Vec<usize> {
    let mut runs = Vec::new();
    let mut length = 0;
    for (i, &cell) in cells.iter().enumerate() {
        if i > 0 && cells[i - 1] == cell {
            runs.push(length);
            length = 0;
        }
        length += 1;
    }
    runs.push(length);
    runs
}

fn main() {
    input! { t: usize }
    debug_assert!((1..=10_000).contains(&t), "1 <= t <= 1e4");
    let kayles = dawsons_kayles();
    let mut out = BufWriter::new(std::io::stdout().lock());
    let mut total = 0;
    for _ in 0..t {
        input! { n: usize, s: Bytes }
        debug_assert!((2..=500_000).contains(&n), "2 <= n <= 5e5");
        debug_assert!(s.len() == n, "a string s of n characters");
        debug_assert!(s.iter().all(|c| b"RB".contains(c)), "`R`/`B`");
        total += n;
        debug_assert!(total <= 500_000, "the sum of n is at most 5e5");
        let winner = if alice_wins(&kayles, &s) {
            "Alice"
        } else {
            "Bob"
        };
        writeln!(out, "{winner}").unwrap();
    }
}
