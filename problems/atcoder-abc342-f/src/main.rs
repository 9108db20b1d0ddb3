//! AtCoder ABC 342 F Black Jack. You roll a fair die with faces 1..=D as long as you like, then
//! the dealer rolls while below L; you win with x <= N when the dealer passes N or stops below
//! your total x. The dealer's final total is the first total >= L of a die walk
//! (`cgt_chance::first_passage_totals`), so stopping at x wins with
//! `stop(x) = P(y > N) + P(y < x)`; your best chance from x is
//! `f(x) = max(stop(x), (1/D) Σ_{i=1..D} f(x + i))` with `f = 0` past N: an optimal stopping
//! game whose roll averages a window of D consecutive totals, valued by
//! `cgt_chance::window_chance_values` in O(N + D) instead of O(N · D).

use cgt_chance::{first_passage_totals, window_chance_values, Draw, Pick, WindowNode};
use proconio::input;
use std::io::{BufWriter, Write};

/// Your best chance of winning with totals up to `n`, the dealer rolling while below `l`, a die
/// of `d` faces.
pub fn win_probability(n: usize, l: usize, d: usize) -> f64 {
    // The dealer stops at l + r with probability dealer[r]; below[k] = P(the dealer stops below
    // l + k).
    let dealer: Vec<f64> = first_passage_totals(l, d);
    let mut below = vec![0.0; d + 1];
    for r in 0..d {
        below[r + 1] = below[r] + dealer[r];
    }
    let dealer_below = |total: usize| below[total.saturating_sub(l).min(d)];
    let dealer_busts = dealer[(n + 1 - l).min(d)..].iter().sum::<f64>();
    // State 0: you passed n (lost); state 1 + (n - x): your total x <= n, so a roll moves to a
    // smaller number and the totals x + 1..=x + D are one window of states.
    const BUST: usize = 0;
    let state = |x: usize| 1 + (n - x);
    let values = window_chance_values(n + 2, |s| {
        if s == BUST {
            return WindowNode::End(0.0);
        }
        let x = n - (s - 1);
        let stop = dealer_busts + dealer_below(x);
        let top = (x + d).min(n);
        let past = (x + d - top) as f64; // the faces that take you past n
        let roll = Draw::run(1.0, state(top)..s).and_state(past, BUST);
        WindowNode::Max(vec![Pick::Value(stop), Pick::Draw(roll)])
    });
    values[state(0)]
}

fn main() {
    input! { n: usize, l: usize, d: usize }
    debug_assert!(1 <= l && l <= n && n <= 200_000, "1 <= L <= N <= 2e5");
    debug_assert!((1..=n).contains(&d), "1 <= D <= N");
    let mut out = BufWriter::new(std::io::stdout().lock());
    writeln!(out, "{:.15}", win_probability(n, l, d)).unwrap();
}
