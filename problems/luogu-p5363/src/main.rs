//! Luogu P5363 \[SDOI2019\] 移动金币 (Moving Coins). m coins on the cells 1..=n; a move slides one
//! coin left past free cells only; who cannot move loses. The gaps left of the coins are the
//! steps of a staircase whose ground is the free end of the strip, so a placement is Nim on the
//! ceil(m/2) gaps at odd steps from the right (`cgt_counting::coin_strip_piles` has the proof).
//! The placements Alice wins are all `C(n, m)` of them less those whose odd-step gaps have XOR
//! 0: `cgt_counting::count_lost_coin_placements`, tuples of a given sum and XOR 0 counted bit by
//! bit, modulo 10^9 + 9.

use cgt_counting::count_lost_coin_placements;
use cgt_modular::{ConstModulus, Factorials, ModInt};
use proconio::input;
use std::io::{BufWriter, Write};

/// Residues modulo 10^9 + 9 (a prime), the problem's modulus.
pub type Mod = ModInt<ConstModulus<1_000_000_009>>;

/// The placements of `m` coins on `n` cells that the first player wins, modulo 10^9 + 9.
pub fn alice_wins(n: usize, m: usize) -> Mod {
    let all = Factorials::<ConstModulus<1_000_000_009>>::new(n).binomial(n, m);
    all - count_lost_coin_placements(n, m)
}

fn main() {
    input! { n: usize, m: usize }
    debug_assert!((1..=150_000).contains(&n), "1 <= n <= 150000");
    debug_assert!((1..=50).contains(&m) && m <= n, "1 <= m <= 50, m <= n");
    let mut out = BufWriter::new(std::io::stdout().lock());
    writeln!(out, "{}", alice_wins(n, m)).unwrap();
}
