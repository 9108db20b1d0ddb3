//! Red-blue Hackenbush at full size.
//!
//! A picture of edges drawn on the ground; each edge is blue (Left's) or red (Right's). A move
//! deletes one of one's own edges, and every edge no longer connected to the ground falls. Who
//! cannot move loses. Every position is a number (Winning Ways, chapters 1-2), so the value
//! decides everything: Left wins whoever starts when it is positive, Right when negative, the
//! second player at 0 ([`Outcome::left_wins_moving_first`], [`Outcome::right_wins_moving_first`]).
//! The values are dyadic rationals of any size ([`BigDyadic`]): a stalk of `n` edges can be
//! worth `2^-(n-1)`.
//!
//! | picture | item | cost |
//! | --- | --- | --- |
//! | a stalk (a path from the ground) | [`stalk_value`]: its colours are the sign expansion of its value | O(n) |
//! | one edge under a picture of value `x` | [`edge_value`]: the edge rule, `(x + k) / 2^(k-1)` for a blue edge with `k` least such that `x + k > 1` | O(w) |
//! | a rooted tree (a forest at the root) | [`tree_value`]: the edge rule bottom up, sums small into large on sparse binary fractions, iterative | O(n log^2 n) expected |
//! | any small graph | [`graph_value`]: the simplicity rule over every set of standing edges | O(2^m · m^2) |
//!
//! A worked example (CodeChef GERALD08): a tree rooted at 1, Chef deleting black edges (Left),
//! Ksen white ones (Right).
//!
//! ```
//! use cgt_red_blue::tree_value;
//! // Edges 1-2 black, 2-3 white, 1-4 white (vertices from 0 here): 1/2 - 1 = -1/2.
//! let value = tree_value(4, 0, &[(0, 1, true), (1, 2, false), (0, 3, false)]);
//! assert_eq!(value.to_string(), "-1/2");
//! let outcome = value.outcome();
//! assert!(!outcome.left_wins_moving_first() && outcome.right_wins_moving_first()); // Ksen Ksen
//! ```
//!
//! Everything is tested against the oracle's search of the real game (`oracle::partizan`), and
//! on large trees against the edge rule in exact fractions (`num-rational`).
//!
//! Used by: codechef-gerald08.

mod graph;
mod stalk;
mod tree;

pub use cgt_big_dyadic::{BigDyadic, BigInt, Outcome};
pub use graph::graph_value;
pub use stalk::{edge_value, stalk_value};
pub use tree::tree_value;
