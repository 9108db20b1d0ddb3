//! The move to make in a loopy game: every winning move, and the move of best play (win
//! fastest, lose slowest, keep a draw).

use crate::retrograde::{MoveGraph, Outcome, Retrograde};

/// The options of `options` that are lost for the player who then moves.
fn lost_options(options: &[usize], outcome: impl Fn(usize) -> Outcome) -> Vec<usize> {
    options
        .iter()
        .copied()
        .filter(|&o| outcome(o) == Outcome::Lose)
        .collect()
}

/// The move of best play among `options`: to a `Lose` option of least length if there is one
/// (win fastest), else to a `Draw` option if there is one (keep the draw), else to a `Win`
/// option of greatest length (lose slowest); the first such option in `options`.
fn best_option(
    options: &[usize],
    outcome: impl Fn(usize) -> Outcome,
    length: impl Fn(usize) -> Option<u32>,
) -> Option<usize> {
    let fastest = options
        .iter()
        .copied()
        .filter(|&o| outcome(o) == Outcome::Lose)
        .min_by_key(|&o| length(o));
    if fastest.is_some() {
        return fastest;
    }
    if let Some(&draw) = options.iter().find(|&&o| outcome(o) == Outcome::Draw) {
        return Some(draw);
    }
    // `max_by_key` keeps the last of equals: reverse to keep the first.
    options.iter().rev().copied().max_by_key(|&o| length(o))
}

impl MoveGraph {
    /// Every winning move of a position, given its moves `options` (the positions one move
    /// away, as listed to [`MoveGraph::new`]): those lost for the player who then moves, in
    /// the order given, in the last game solved. Empty exactly when the position is `Lose` or
    /// `Draw` (or has no options).
    ///
    /// # Constraints
    /// After [`MoveGraph::solve_for`] only the watched positions' outcomes are meaningful: use
    /// [`MoveGraph::solve`] or [`MoveGraph::solve_with_lengths`].
    ///
    /// # Complexity
    /// O(options).
    ///
    /// # Example
    /// ```
    /// use cgt_loopy::MoveGraph;
    /// // 0 -> 1 -> 2 -> 0 is a cycle, 2 -> 3 -> 4 leads out; 0 -> 4 too.
    /// let mut graph = MoveGraph::new(5, &[(0, 1), (1, 2), (2, 0), (2, 3), (3, 4), (0, 4)]);
    /// graph.solve(&[]);
    /// assert_eq!(graph.winning_moves(&[1, 4]), [4]); // from 0: 4 is a dead end
    /// assert!(graph.winning_moves(&[0, 3]).is_empty()); // from 2: 0 and 3 both win
    /// ```
    pub fn winning_moves(&self, options: &[usize]) -> Vec<usize> {
        lost_options(options, |o| self.outcome(o))
    }

    /// The move of best play from a position that is not terminal, given its moves `options`,
    /// in the last game solved with [`MoveGraph::solve_with_lengths`]: from a `Win` position a
    /// move to a `Lose` position of least length (the win that ends soonest), from a `Draw`
    /// position a move to a `Draw` position (never one to a `Win`), from a `Lose` position a
    /// move to a `Win` position of greatest length (the loss that comes latest). Ties go to
    /// the first in `options`. `None` when there is no option.
    ///
    /// Playing it from both sides, a decided position ends in exactly its
    /// [`MoveGraph::length`] moves, with the predicted winner.
    ///
    /// # Panics
    /// If the last game was solved without lengths and a length is needed (the position is
    /// not a draw).
    ///
    /// # Complexity
    /// O(options).
    ///
    /// # Example
    /// ```
    /// use cgt_loopy::{MoveGraph, Outcome};
    /// // 0 -> 1 -> 2 -> 3 is a path to a dead end, and 0 -> 3 a shortcut.
    /// let mut graph = MoveGraph::new(4, &[(0, 1), (1, 2), (2, 3), (0, 3)]);
    /// graph.solve_with_lengths(&[]);
    /// assert_eq!(graph.outcome(0), Outcome::Win);
    /// // 0 wins by moving to 1 (three moves in all) or to 3 (one): the fastest is 3.
    /// assert_eq!(graph.best_move(&[1, 3]), Some(3));
    /// assert_eq!(graph.best_move(&[]), None);
    /// ```
    pub fn best_move(&self, options: &[usize]) -> Option<usize> {
        best_option(options, |o| self.outcome(o), |o| self.length(o))
    }
}

impl Retrograde {
    /// Every winning move of a position, given its moves `options`: those lost for the player
    /// who then moves, in the order given, in the last game solved. As
    /// [`MoveGraph::winning_moves`].
    ///
    /// # Complexity
    /// O(options).
    ///
    /// # Example
    /// ```
    /// use cgt_loopy::Retrograde;
    /// // 0 -> 1 -> 2, 2 a dead end: from 1, moving to 2 wins.
    /// let mut game = Retrograde::new();
    /// let predecessors = [vec![], vec![0], vec![1]];
    /// game.solve_implicit(3, |v| usize::from(v < 2), &[], |v, list| {
    ///     list.extend(&predecessors[v])
    /// });
    /// assert_eq!(game.winning_moves(&[2]), [2]);
    /// assert!(game.winning_moves(&[1]).is_empty());
    /// ```
    pub fn winning_moves(&self, options: &[usize]) -> Vec<usize> {
        lost_options(options, |o| self.outcome(o))
    }

    /// The move of best play from a position that is not terminal, given its moves `options`:
    /// win fastest, keep a draw, lose slowest. As [`MoveGraph::best_move`].
    ///
    /// # Complexity
    /// O(options).
    ///
    /// # Example
    /// ```
    /// use cgt_loopy::Retrograde;
    /// // 0 -> 1 -> 2, 2 a dead end: from 0 the only move is to 1, a loss in 2 moves.
    /// let mut game = Retrograde::new();
    /// let predecessors = [vec![], vec![0], vec![1]];
    /// game.solve_implicit(3, |v| usize::from(v < 2), &[], |v, list| {
    ///     list.extend(&predecessors[v])
    /// });
    /// assert_eq!(game.best_move(&[1]), Some(1));
    /// assert_eq!(game.length(0), Some(2));
    /// ```
    pub fn best_move(&self, options: &[usize]) -> Option<usize> {
        best_option(options, |o| self.outcome(o), |o| self.length(o))
    }
}

#[cfg(test)]
#[path = "strategy/tests.rs"]
mod tests;
