//! Games decided by maximum matchings of bipartite graphs.
//!
//! **The token game** (undirected vertex geography): a token stands on a vertex `v` of an
//! undirected graph, and `v` counts as visited. The players take turns moving the token along an
//! edge to a vertex not visited yet, which then counts as visited; the player who cannot move
//! loses.
//!
//! **The theorem.** The player to move from `v` wins iff `v` is covered by *every* maximum
//! matching of the graph.
//!
//! - If some maximum matching `M` misses `v`, the second player answers every move `x -> y` with
//!   the matching edge at `y`. The vertex `y` is always matched: otherwise the path from `v` to
//!   `y` played so far alternates (non-matching edges by the first player, matching edges by the
//!   second) between two vertices `M` misses, and `M` could be enlarged. So the second player
//!   always has an answer, and the first player runs out of moves first.
//! - If every maximum matching covers `v`, take one, `M`, and let the first player move along the
//!   matching edge at `v` and keep answering by matching edges. Were the second player ever to
//!   reach a vertex `M` misses, swapping `M` along the path played would give a maximum matching
//!   missing `v`.
//!
//! A game with history is the same game on what is left: the unvisited vertices and the one under
//! the token. On a bipartite graph the maximum matching comes from Hopcroft-Karp
//! ([`maximum_matching`]); the vertices that some maximum matching misses are the exposed ones
//! and those reached from them by even alternating paths ([`missed_by_some_maximum_matching`]);
//! and a maximum matching survives the deletion of a vertex by one augmenting search from the
//! deleted vertex's partner ([`DeletableMatching`]). [`TokenGame`] and [`TokenGamePlay`] state
//! the game itself.
//!
//! Everything is iterative (explicit stacks and queues): an augmenting path of a 100 x 100
//! serpentine corridor is 5000 vertices long.
//!
//! Used by: luogu-p1971, luogu-p4055.

mod deletable;
mod game;
mod graph;
mod hopcroft_karp;

pub use deletable::DeletableMatching;
pub use game::{TokenGame, TokenGamePlay};
pub use graph::BipartiteGraph;
pub use hopcroft_karp::{maximum_matching, missed_by_some_maximum_matching, Matching};

#[cfg(test)]
mod tests;
