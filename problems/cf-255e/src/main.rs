//! Codeforces 255E Furlo and Rublo and Game. n piles; a move sets a pile of `x` to any `y < x`
//! with `x^(1/4) <= y <= x^(1/2)` (real roots); who cannot move loses; Furlo moves first.
//!
//! A sum of piles: Furlo wins iff the piles' Grundy values XOR to a non-zero value. A pile's moves
//! go to the window `[ceil(x^(1/4)), floor(x^(1/2))]` (and `y < x`, which only matters for
//! `x = 1`), whose ends grow with `x`; the roots are exact integer roots
//! (`cgt_window_moves::ceil_root`, `floor_root`), since a float's root of a 12-digit pile can be
//! off by one. The values are constant on long runs (7 up to 7.8e11: 0 on [0, 4), 1 on [4, 16),
//! 2 on [16, 82), 0 on [82, 6724), 3 on [6724, 50626), 1 on [50626, 2562991876), 2 beyond), and
//! `cgt_window_moves::RunTable` finds them by jumping from one change of the runs the window
//! touches to the next: a pile's value is then a binary search among 7 runs.
//!
//! The input is large (77,777 numbers of up to 12 digits): it is read once through
//! `cgt_fast_input::ByteSource`, integers as `Int<T>`.
//!
//! `cargo x bench cf-255e` (77,777 piles up to 7.8e11): about 7 ms of CPU (0.4% of the 2 s
//! limit), 3.8 MiB.

use cgt_fast_input::{ByteSource, Int};
use cgt_window_moves::{ceil_root, floor_root, RunTable};
use proconio::input;
use std::io::{BufWriter, Write};

/// The moves of a pile of `x`: every `y < x` with `x^(1/4) <= y <= x^(1/2)`.
fn window(x: u64) -> std::ops::Range<u64> {
    ceil_root(x, 4)..(floor_root(x, 2) + 1).min(x)
}

/// Whether Furlo, who moves first, wins on `piles`.
pub fn furlo_wins(piles: &[u64]) -> bool {
    let end = piles.iter().max().map_or(1, |&top| top + 1);
    let table = RunTable::build(end, window);
    piles.iter().fold(0, |sum, &x| sum ^ table.value(x)) != 0
}

fn main() {
    let piles = {
        let mut source = ByteSource::stdin();
        input! { from &mut source, n: Int<usize>, piles: [Int<u64>; n] }
        piles
    };
    debug_assert!((1..=77_777).contains(&piles.len()), "1 <= n <= 77777");
    debug_assert!(
        piles.iter().all(|a| (1..=777_777_777_777).contains(a)),
        "1 <= a_i <= 777777777777"
    );
    let mut out = BufWriter::new(std::io::stdout().lock());
    writeln!(
        out,
        "{}",
        if furlo_wins(&piles) { "Furlo" } else { "Rublo" }
    )
    .unwrap();
}
