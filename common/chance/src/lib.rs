//! Games with chance moves: the probability of winning, or any expected value, over an acyclic
//! state space where players choose and nature draws.
//!
//! * [`Node`]: what happens at a state — the game is over with a value ([`Node::End`]), a player
//!   picks the option of largest or smallest value ([`Node::Max`], [`Node::Min`]), or nature
//!   draws an option with given weights ([`Node::Chance`], a weighted average).
//! * [`chance_values`]: every state's value, over states numbered in an order the caller gives
//!   (each state's options before it): one pass, no hashing.
//! * [`ChanceMemo`]: the value of any state reachable from the ones asked, computed on demand and
//!   memoised, iteratively (no recursion depth limit).
//! * [`window_chance_values`]: the same over numbered states where nature draws whole windows of
//!   consecutive states (a die of D faces), each window's sum from prefix sums: O(states +
//!   windows) instead of O(states · D) ([`WindowNode`], [`Pick`], [`Draw`]).
//! * [`first_passage_totals`]: the distribution of the total at which a walk of die rolls first
//!   reaches a line (a dealer who rolls while below L), by a running window sum.
//! * [`Field`]: the numbers the values live in, the same code for all: `f64` (a real answer
//!   within an error), residues [`cgt_modular::ModInt`] (an exact answer modulo a prime: a
//!   probability `y / x` as `y * x^-1`), or an exact rational type of the caller's.
//!
//! Used by: atcoder-abc298-e, atcoder-abc342-f, cf-148d, cf-1628d1, poj-2651, spoj-mtrgame.

mod field;
mod first_passage;
mod value;
mod window;

pub use field::Field;
pub use first_passage::first_passage_totals;
pub use value::{chance_values, ChanceMemo, Node};
pub use window::{window_chance_values, Draw, Pick, WindowNode};

#[cfg(test)]
mod exact;
