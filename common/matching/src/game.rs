//! The token game (undirected vertex geography) on a bipartite graph, stated as a game.

use crate::{maximum_matching, missed_by_some_maximum_matching, BipartiteGraph, DeletableMatching};

/// The token game on a bipartite graph, solved for every start at once: the token starts on `v`
/// (visited), a move takes it along an edge to an unvisited vertex, who cannot move loses. The
/// player to move from `v` wins iff `v` is in every maximum matching (the crate's theorem), so
/// the losing starts are [`missed_by_some_maximum_matching`].
///
/// # Constraints
/// None: any [`BipartiteGraph`]. [`TokenGame::player_to_move_wins`] takes a start below the
/// graph's n (an index out of bounds panics).
///
/// # Complexity
/// [`new`](Self::new): O(m sqrt(n)) time, O(n + m) memory; each question O(1).
///
/// # Example
/// ```
/// use cgt_matching::{BipartiteGraph, TokenGame};
/// // The path 0 - 1 - 2: from the middle the player to move goes to an end and wins; from an
/// // end the only move is to the middle, and the opponent then moves to the other end.
/// let game = TokenGame::new(&BipartiteGraph::new(3, &[(0, 1), (1, 2)]));
/// assert!(game.player_to_move_wins(1));
/// assert!(!game.player_to_move_wins(0) && !game.player_to_move_wins(2));
/// assert_eq!(game.losing_starts().collect::<Vec<_>>(), [0, 2]);
/// // An isolated vertex: no move at all.
/// assert!(!TokenGame::new(&BipartiteGraph::new(1, &[])).player_to_move_wins(0));
/// ```
///
/// Used by: luogu-p4055.
#[derive(Clone, Debug)]
pub struct TokenGame {
    missed: Vec<bool>,
}

impl TokenGame {
    /// Solves the token game on `graph` for every start.
    pub fn new(graph: &BipartiteGraph) -> Self {
        let matching = maximum_matching(graph);
        TokenGame {
            missed: missed_by_some_maximum_matching(graph, &matching),
        }
    }

    /// Whether the player to move wins when the token starts on `start` (only `start` visited).
    pub fn player_to_move_wins(&self, start: usize) -> bool {
        !self.missed[start]
    }

    /// The starts from which the player to move loses, in increasing order.
    pub fn losing_starts(&self) -> impl Iterator<Item = usize> + '_ {
        (0..self.missed.len()).filter(move |&v| self.missed[v])
    }
}

/// A token game in progress on a bipartite graph: the token, the visited vertices, and who wins
/// from here. The position is the token game on the subgraph of the unvisited vertices and the
/// token's vertex, started at the token; the player to move wins iff every maximum matching of
/// that subgraph covers the token. The matching is kept by a [`DeletableMatching`]: moving the
/// token deletes the vertex it leaves.
///
/// # Constraints
/// `start` is below the graph's n ([`TokenGamePlay::new`] panics otherwise);
/// [`TokenGamePlay::move_token`] takes a legal move, an unvisited neighbour of the token (it
/// panics otherwise); [`TokenGamePlay::is_visited`] takes a vertex below n. As in
/// [`DeletableMatching`], fewer than 2^32 searches over its life.
///
/// # Complexity
/// [`new`](Self::new): O(m sqrt(n)); [`move_token`](Self::move_token) and
/// [`player_to_move_wins`](Self::player_to_move_wins): O(n + m) each.
///
/// # Example
/// ```
/// use cgt_matching::{BipartiteGraph, TokenGamePlay};
/// // The path 0 - 1 - 2 - 3 with the token on 1: move to 0 and win at once.
/// let mut play = TokenGamePlay::new(BipartiteGraph::new(4, &[(0, 1), (1, 2), (2, 3)]), 1);
/// assert!(play.player_to_move_wins());
/// // A mistake: moving to 2 lets the opponent move to 3, the last move.
/// play.move_token(2);
/// assert!(play.player_to_move_wins());
/// play.move_token(3);
/// assert!(!play.player_to_move_wins());
/// assert!(play.moves().is_empty());
/// ```
///
/// Used by: luogu-p1971.
#[derive(Clone, Debug)]
pub struct TokenGamePlay {
    live: DeletableMatching,
    token: usize,
}

impl TokenGamePlay {
    /// The game on `graph` with the token on `start`, nothing else visited.
    pub fn new(graph: BipartiteGraph, start: usize) -> Self {
        assert!(
            start < graph.vertex_count(),
            "start {start} outside the graph"
        );
        TokenGamePlay {
            live: DeletableMatching::new(graph),
            token: start,
        }
    }

    /// The vertex under the token.
    pub fn token(&self) -> usize {
        self.token
    }

    /// Whether `v` has been visited (the token's own vertex counts as visited).
    pub fn is_visited(&self, v: usize) -> bool {
        v == self.token || self.live.is_deleted(v)
    }

    /// The legal moves: the unvisited neighbours of the token.
    pub fn moves(&self) -> Vec<usize> {
        let mut moves: Vec<usize> = self
            .live
            .graph()
            .neighbours(self.token)
            .iter()
            .copied()
            .filter(|&w| !self.is_visited(w))
            .collect();
        moves.sort_unstable();
        moves.dedup();
        moves
    }

    /// Whether the player to move wins from here with best play.
    pub fn player_to_move_wins(&mut self) -> bool {
        self.live.in_every_maximum_matching(self.token)
    }

    /// Moves the token to `to`, an unvisited neighbour of the token.
    ///
    /// # Panics
    /// If `to` is no legal move.
    pub fn move_token(&mut self, to: usize) {
        assert!(
            !self.is_visited(to) && self.live.graph().neighbours(self.token).contains(&to),
            "moving the token from {} to {to} is no move",
            self.token
        );
        self.live.delete(self.token);
        self.token = to;
    }
}
