//! Hot games: games where moving is worth something, and both players want to move first.
//!
//! The simplest is the switch `{a | b}` with numbers `a > b`: Left moving makes it `a`, Right
//! moving makes it `b`. Its mean `(a + b) / 2` is what it is worth on average, its temperature
//! `(a - b) / 2` how much a move in it gains (Winning Ways, chapter 6; Siegel, *Combinatorial
//! Game Theory*, II.5). A sum of switches and a number is played to the end by taking the
//! hottest switch each turn; the result (the margin) is the number plus the resolved switches.
//!
//! | what | item | cost |
//! | --- | --- | --- |
//! | a switch `{a | b}`, its mean and temperature | [`Switch`], [`Switch::mean`], [`Switch::temperature`] | O(1) |
//! | mean and temperature of any `{numbers | numbers}` | [`mean_and_temperature`] | O(options) |
//! | the margin of a sum of switches and a number, either player starting | [`switch_sum_margin`] | O(n log n) |
//! | a best move: the hottest switch; the whole order of play | [`hottest_switch`], [`hottest_first`] | O(n), O(n log n) |
//! | a dish worth `a` to one player and `b` to the other | [`dish_switch`] | O(1) |
//! | a graph game scored by vertices and edges: the edge weight split to its ends | [`split_edge_weights`] | O(n + m) |
//! | piles taken from the top by one player and the bottom by the other | [`pile_totals`] | O(total + p log p) |
//!
//! A worked example (AtCoder NIKKEI 2019 Qual C, Different Strokes): dish `i` is worth `A_i`
//! to Takahashi if he eats it and `B_i` to Aoki; eating it is the switch `{A_i | -B_i}` of
//! heat `A_i + B_i`, and both eat the hottest dish left.
//!
//! ```
//! use cgt_hot::{dish_switch, switch_sum_margin};
//! let dishes: Vec<_> = [(10, 10), (20, 20), (30, 30)].iter().map(|&(a, b)| dish_switch(a, b)).collect();
//! assert_eq!(switch_sum_margin(&dishes, 0, true), 20); // 30 - 20 + 10
//! ```
//!
//! Every "take the hottest" claim is tested against a plain minimax of the real game
//! (`oracle::ScoreSearch`) on random small instances with ties, zeros and negative values, and
//! means and temperatures against the oracle's canonical forms (`oracle::partizan`).
//!
//! Used by: atcoder-nikkei2019-qual-c, cf-388c, luogu-p4643.

mod reductions;
mod sum;
mod switch;

pub use cgt_partizan::Dyadic;
pub use reductions::{dish_switch, pile_totals, split_edge_weights};
pub use sum::{hottest_first, hottest_switch, switch_sum_margin};
pub use switch::{mean_and_temperature, Switch};
