//! Loopy games: impartial games on a directed graph that may have cycles, so that play can go
//! on forever.
//!
//! A position is a vertex; a move follows an out-edge; under normal play the player who cannot
//! move loses. Some positions may be *terminal*: the game stops there with a given
//! [`Outcome`] for the player to move, whatever their out-edges (e.g. "the token reached the
//! target: the player to move has lost"). Every position is then exactly one of
//!
//! * [`Outcome::Win`] (an N-position): some move leads to a `Lose` position;
//! * [`Outcome::Lose`] (a P-position): every move leads to a `Win` position (a dead end
//!   vacuously so);
//! * [`Outcome::Draw`]: neither; with best play the game never ends, because the player who
//!   would lose can keep it in the draw positions forever.
//!
//! These are the least fixed point of the two rules above, computed here by *retrograde
//! analysis*: starting from the terminal positions and the dead ends it walks the
//! edges backwards, deciding a predecessor `Win` as soon as one of its successors is `Lose`,
//! and `Lose` once its counter of successors not yet known to be `Win` drops to zero. It also
//! gives the optimal *game length* of every decided position, in moves, when the winner hurries
//! and the loser delays: `1 + min` over the losing successors for a `Win`, `1 + max` over all
//! successors for a `Lose`, 0 for terminals and dead ends. The queue holds positions in
//! non-decreasing length, so each position is decided with its final length.
//!
//! Two interfaces share the analysis: [`MoveGraph`], an explicit graph in flat arrays (reverse
//! edges in compressed sparse rows, out-degrees) that [`MoveGraph::solve`] solves as often as
//! needed (say once per query, with another terminal position) with no allocation after the
//! first call; and [`Retrograde::solve_implicit`], where a closure lists the predecessors of a
//! position on demand, for games too dense to store (positions such as `(vertex, player to
//! move)` with a move set per player).
//!
//! Once solved, both say which move to make from a position, given its moves:
//! [`MoveGraph::winning_moves`] (every move to a `Lose` position) and [`MoveGraph::best_move`]
//! (best play: win fastest, keep a draw, lose slowest), and the same on [`Retrograde`].
//!
//! Used by: atcoder-abc209-e, cf-786a, luogu-p6560.

mod retrograde;
mod strategy;

pub use retrograde::{MoveGraph, Outcome, Retrograde};
