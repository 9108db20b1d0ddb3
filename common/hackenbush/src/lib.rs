//! Green Hackenbush: impartial games played on a graph with a distinguished root (the ground).
//!
//! A position is a finite graph with a root vertex. A move deletes one edge; every edge that is no
//! longer connected to the root falls away with it. The player who cannot move (only the bare
//! root is left) loses. Several pictures side by side form a sum, whose value is the XOR of their
//! Grundy values.
//!
//! Two principles give every value in linear time (Winning Ways, chapter 7):
//!
//! - **The colon principle.** Replacing a branch hanging at a vertex by a stalk (a path) of the
//!   same value leaves the value unchanged. A stalk of length `k` is the nimber `*k`, so a rooted
//!   tree has `g(v) = XOR over the children c of v of (g(c) + 1)`, and a leaf has value 0:
//!   [`colon`], [`tree_value`].
//! - **The fusion principle.** The vertices on any cycle may be fused into one vertex without
//!   changing the value; the edges of the cycle become loops, and a loop is worth the same as a
//!   single leaf edge (`*1`). So an odd cycle is worth one edge hanging at the vertex where it
//!   is attached, an even cycle is worth nothing (its vertices merge into that vertex), and a
//!   double edge is a cycle of length 2. Fusing every cycle leaves a tree: the tree of bridges
//!   between the 2-edge-connected pieces, each piece carrying one loop per non-bridge edge:
//!   [`graph_value`]. "Trees with polygons" (each cycle attached to the rest at one vertex) are
//!   the special case in which each cycle is reduced on its own.
//!
//! Which edge to cut: [`tree_moves_to`] lists the cuts that bring a tree to a given value (for
//! a sum of pictures, with `cgt_nim::winning_moves`), and [`tree_winning_moves`] the cuts that
//! win a tree alone.
//!
//! Everything is iterative (explicit queues and stacks), so a path of a million vertices is safe.
//!
//! Used by: atcoder-agc017-d, poj-3710.

mod graph;
mod tree;
mod tree_moves;

pub use graph::graph_value;
pub use tree::{colon, tree_value};
pub use tree_moves::{tree_moves_to, tree_winning_move, tree_winning_moves};

/// Brute force shared by the tests: the Grundy value of a picture by searching the real cuts.
#[cfg(test)]
pub(crate) mod naive;
