//! Helpers for impartial combinatorial games, written to be bundled into a single judge submission.
//!
//! Every item states what it computes, its cost (`# Complexity`) and an example, and is tested
//! against a naive version of itself.
//!
//! The core:
//! - [`mex`], [`MexBuffer`]: the minimum excludant, the heart of every Sprague-Grundy table.
//! - [`nim_sum`]: the value of a sum of games, the XOR of its components.
//! - [`GrundyMemo`]: Grundy values of any finite game from its move function, memoised, iterative.
//! - [`dag_grundy`]: Grundy values of every vertex of a directed acyclic graph, without recursion.
//!
//! Families of games:
//! - [`subtraction_grundy`]: Grundy values of a subtraction game.
//! - [`certified_period`], [`PeriodicGrundy`]: the eventual period of a subtraction game's Grundy
//!   values, proved by a repeated window, for piles of any size.
//! - [`treblecross_grundy`]: Grundy values of Treblecross (three X's in a row on a strip).
//! - [`rectangle_cutting_grundy`]: Grundy values of games that cut rectangles into two.
//! - [`coin_turning_grundy`], [`mock_turtles_grundy`]: coin-turning games, valued coin by coin.
//! - [`isqrt`], [`floor_times_golden_ratio`]: exact integer square roots and floor(k * phi)
//!   (the losing positions of Wythoff's game).
//!
//! Counting:
//! - [`count_subsets_by_xor`]: how many subsets of a multiset reach each XOR value, modulo a prime.

mod coin_turning;
mod dag_grundy;
mod golden;
mod grundy_memo;
mod mex;
mod nim;
mod period;
mod rectangle_cutting;
mod subtraction;
mod treblecross;
mod xor_count;

pub use coin_turning::{coin_turning_grundy, mock_turtles_grundy};
pub use dag_grundy::dag_grundy;
pub use golden::{floor_times_golden_ratio, isqrt, FLOOR_TIMES_GOLDEN_RATIO_MAX};
pub use grundy_memo::GrundyMemo;
pub use mex::{mex, MexBuffer};
pub use nim::nim_sum;
pub use period::{certified_period, EventualPeriod, PeriodicGrundy};
pub use rectangle_cutting::rectangle_cutting_grundy;
pub use subtraction::subtraction_grundy;
pub use treblecross::treblecross_grundy;
pub use xor_count::count_subsets_by_xor;
