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
mod tests {
    use super::*;
    use oracle::{Loopy, LoopySearch};
    use rand::{rngs::StdRng, Rng, SeedableRng};

    #[test]
    fn winning_and_best_moves_agree_with_the_search_and_play_out_in_length() {
        let mut rng = StdRng::seed_from_u64(51);
        for _ in 0..300 {
            let n = rng.random_range(1..=12);
            let m = rng.random_range(0..=2 * n);
            let moves: Vec<(usize, usize)> = (0..m)
                .map(|_| (rng.random_range(0..n), rng.random_range(0..n)))
                .collect();
            let options: Vec<Vec<usize>> = (0..n)
                .map(|v| moves.iter().filter(|e| e.0 == v).map(|e| e.1).collect())
                .collect();
            let mut graph = MoveGraph::new(n, &moves);
            graph.solve_with_lengths(&[]);
            let mut search = LoopySearch::new(|&v: &usize| options[v].clone());
            for v in 0..n {
                let expected: Vec<usize> = options[v]
                    .iter()
                    .copied()
                    .filter(|o| search.outcome(o) == Loopy::Lose)
                    .collect();
                let winning = graph.winning_moves(&options[v]);
                assert_eq!(winning, expected, "{moves:?} at {v}");
                assert_eq!(winning.is_empty(), search.outcome(&v) != Loopy::Win);
                // Best play from both sides ends in the predicted number of moves, at a dead
                // end for the predicted loser; a draw stays among draws.
                let (mut at, mut played) = (v, 0u32);
                while let Some(next) = graph.best_move(&options[at]) {
                    if graph.outcome(at) == Outcome::Draw {
                        assert_eq!(graph.outcome(next), Outcome::Draw);
                        break;
                    }
                    at = next;
                    played += 1;
                    assert!(played as usize <= n, "{moves:?} at {v}: no end");
                }
                if graph.outcome(v) != Outcome::Draw {
                    assert!(options[at].is_empty());
                    assert_eq!(graph.length(v), Some(played), "{moves:?} at {v}");
                    let loser_moved_first = graph.outcome(v) == Outcome::Lose;
                    assert_eq!(played % 2 == 0, loser_moved_first, "{moves:?} at {v}");
                }
            }
        }
    }

    #[test]
    fn retrograde_gives_the_same_moves_as_the_graph() {
        let mut rng = StdRng::seed_from_u64(52);
        for _ in 0..200 {
            let n = rng.random_range(1..=10);
            let moves: Vec<(usize, usize)> = (0..rng.random_range(0..=2 * n))
                .map(|_| (rng.random_range(0..n), rng.random_range(0..n)))
                .collect();
            let options: Vec<Vec<usize>> = (0..n)
                .map(|v| moves.iter().filter(|e| e.0 == v).map(|e| e.1).collect())
                .collect();
            let mut graph = MoveGraph::new(n, &moves);
            graph.solve_with_lengths(&[]);
            let mut game = Retrograde::new();
            game.solve_implicit(
                n,
                |v| options[v].len(),
                &[],
                |v, list| list.extend(moves.iter().filter(|e| e.1 == v).map(|e| e.0)),
            );
            for options in &options {
                assert_eq!(game.winning_moves(options), graph.winning_moves(options));
                assert_eq!(game.best_move(options), graph.best_move(options));
            }
        }
    }
}
