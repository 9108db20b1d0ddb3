//! AtCoder NIKKEI 2019 Qual C Different Strokes: N dishes; Takahashi, then Aoki, alternately
//! eat one dish until none is left. Dish i gives A_i to Takahashi if he eats it, B_i to Aoki if
//! Aoki does; each maximises (own total) - (the other's). Print Takahashi's total minus Aoki's.
//!
//! Model: a sum of switches played to the end. Eating dish i is the switch `{A_i | -B_i}`
//! (`cgt_hot::dish_switch`): Takahashi eating it adds `A_i` to the margin, Aoki eating it
//! subtracts `B_i`. Both ends of the dish count, so its heat is `A_i + B_i`, and both players
//! eat the hottest dish left (`cgt_hot::switch_sum_margin`): sorting by `A_i - B_i` or by one's
//! own `A_i` is wrong. The margin reaches 1e14: `i64`.
//!
//! The trap samples' answers come from the brute force (a minimax over the dishes left).
//!
//! The input is large: it is read once through `cgt_fast_input::ByteSource`, integers as
//! `Int<T>`.
//!
//! Bench (`cargo x bench atcoder-nikkei2019-qual-c`, N = 1e5): 10 ms of CPU (0.5% of 2 s), 8 MiB.

use cgt_fast_input::{ByteSource, Int};
use cgt_hot::{dish_switch, switch_sum_margin, Switch};
use proconio::input;
use std::io::{BufWriter, Write};

/// Takahashi's total minus Aoki's under optimal play, Takahashi first.
pub fn margin(dishes: &[(i64, i64)]) -> i64 {
    let switches: Vec<Switch> = dishes.iter().map(|&(a, b)| dish_switch(a, b)).collect();
    switch_sum_margin(&switches, 0, true)
}

fn main() {
    let mut source = ByteSource::stdin();
    input! { from &mut source, n: Int<usize>, dishes: [(Int<i64>, Int<i64>); n] }
    debug_assert!((1..=100_000).contains(&n), "1 <= N <= 1e5");
    debug_assert!(
        dishes
            .iter()
            .all(|&(a, b)| (1..=1_000_000_000).contains(&a) && (1..=1_000_000_000).contains(&b)),
        "1 <= A_i, B_i <= 1e9"
    );
    let mut out = BufWriter::new(std::io::stdout().lock());
    writeln!(out, "{}", margin(&dishes)).unwrap();
}
