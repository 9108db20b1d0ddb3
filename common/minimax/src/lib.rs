//! Games with scores: both players maximise their own points (or the difference), and the answer
//! is a margin or the winner of a points race. Exact minimax, at judge speed.
//!
//! The value of a state is `f(s)`, the best margin (the mover's points from here on minus the
//! opponent's) for the player to move: `f(s) = max over moves of points -/+ f(next)`, with `+`
//! when the mover moves again (a completed triangle or box) and `-` when the turn passes
//! ([`Move`]). This is the negamax form of minimax for a zero-sum score; in a race without ties
//! the player to move wins iff `(points already ahead) + f(s) > 0`, and where every point goes to
//! one player (a constant sum) maximising one's own total is maximising the margin
//! ([`totals_from_margin`]).
//!
//! | what | item | cost |
//! | --- | --- | --- |
//! | negamax over states, memo shared by every query | [`Negamax`] ([`Negamax::dense`]: a table by rank, [`Negamax::hashed`]: a hash map), [`Negamax::best_move`] | O(states + moves) |
//! | take from either end (Deque) | [`take_from_ends`], [`take_from_ends_best_move`] | O(n^2) time, O(n) memory |
//! | interval games: a gain per end, up to k items a move | [`interval_margin`], [`interval_best_move`] | O(n^2 k) time, O(n k) memory |
//! | one question, states too many to store | [`AlphaBeta`] (window, a bound on what is left, moves ordered by points), [`AlphaBeta::best_move`] | up to the game tree |
//! | state encodings for a dense memo | [`Staircase`] (rank in 0..C(n+m, n)), [`Base3`] (0..3^cells), [`LineBoard`] (sets of lines, the cells they close, the line game's moves) | O(size) per rank |
//!
//! A worked example, "take from either end" (AtCoder DP L): the margin of Taro, who moves first.
//!
//! ```
//! use cgt_minimax::take_from_ends;
//! let row = [10, 80, 90, 30];
//! assert_eq!(take_from_ends(&row), 10); // Taro takes 30 and 80, Jiro 90 and 10: 110 - 100
//! ```
//!
//! Every item is tested against `oracle::ScoreSearch`, a plain minimax over explicit positions
//! (the points of both players and whose turn it is in each), on random small games.
//!
//! Used by: atcoder-abc349-e, atcoder-dp-l, luogu-p4363, poj-1085.

mod alpha_beta;
mod encode;
mod interval;
mod negamax;

pub use alpha_beta::AlphaBeta;
pub use encode::{Base3, LineBoard, Staircase};
pub use interval::{
    interval_best_move, interval_margin, take_from_ends, take_from_ends_best_move,
    totals_from_margin, End, Take,
};
pub use negamax::{DenseMemo, HashMemo, Memo, Move, Negamax};

#[cfg(test)]
mod tests;
