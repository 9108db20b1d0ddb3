//! Games where a player's choice, or nature's draw, is a real number.
//!
//! * [`uniform_stop_or_go`]: the expected value of stopping with a sure prize or going on for a
//!   larger one that is won with a chance p, when p is uniform on `[t, 1]` and seen before the
//!   choice; [`double_or_nothing`] chains it (n questions, each doubling the prize). Written so
//!   that nothing cancels near `t = 1`.
//! * [`best_pick`]: one player picks a real x in `[lo, hi]`, the other answers with whichever
//!   of several lines `c + s x` is smallest: the best pick is at an end or where two answers
//!   tie (the lower envelope's peak), by a hull of the lines.
//! * [`add_or_subtract_values`]: the recursion of "pick a real in `[0, k]`, the other adds or
//!   subtracts it, and must add at least m times", where the best pick is always the tie: each
//!   value the average of two below, in any [`cgt_chance::Field`] (f64, residues).
//!
//! Used by: cf-1628d1, poj-2651, spoj-mtrgame.

mod pick;
mod stopping;

pub use pick::{add_or_subtract_values, best_pick, best_pick_by_slope, BestPick};
pub use stopping::{double_or_nothing, uniform_stop_or_go};
