//! Games searched from their definition when the answer is a score, not only who wins: plain
//! minimax over explicit positions ([`ScoreSearch`]).

use std::collections::HashMap;
use std::hash::Hash;

/// What the rules say about a position of a two-player game with a payoff, for [`ScoreSearch`]:
/// whose turn it is and the positions one move away, or that the game is over and what the
/// first player gets (the second player gets its negation: a zero-sum game).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Turn<P> {
    /// The first player (who maximises the payoff) moves to one of these positions.
    First(Vec<P>),
    /// The second player (who minimises the payoff) moves to one of these positions.
    Second(Vec<P>),
    /// The game is over; the first player's payoff.
    Over(i64),
}

/// Plain minimax search of a finite two-player zero-sum game, from its rules: the value of a
/// position is the payoff where the game is over, the largest value of the positions one move
/// away where the first player moves, and the smallest where the second player moves. No
/// pruning, no negamax shortcut, no formula; values are memoised per position.
///
/// A position holds everything the rules need (whose turn, the points each player has so far),
/// so extra turns, a game that ends when a line is made, or a payoff that is a win or a loss
/// (`Over(1)` / `Over(-1)`) are all the rules' business, stated where they apply.
///
/// # Panics
/// On a position where a player must move but has no move (the rules must say `Over`).
///
/// ```
/// use oracle::{ScoreSearch, Turn};
/// // Take from either end of a row; a position is (first, last + 1, first's total - second's).
/// let row = [1i64, 4, 7, 2];
/// let mut deque = ScoreSearch::new(|&(l, r, diff): &(usize, usize, i64)| {
///     if l == r {
///         return Turn::Over(diff);
///     }
///     let first = (row.len() - (r - l)) % 2 == 0;
///     let sign = if first { 1 } else { -1 };
///     let next = vec![(l + 1, r, diff + sign * row[l]), (l, r - 1, diff + sign * row[r - 1])];
///     if first { Turn::First(next) } else { Turn::Second(next) }
/// });
/// assert_eq!(deque.value(&(0, 4, 0)), 2); // greedy play would give -2
/// assert_eq!(deque.best_moves(&(0, 4, 0)), [(1, 4, 1)]); // take the 1
/// ```
pub struct ScoreSearch<P, F> {
    rules: F,
    value: HashMap<P, i64>,
}

impl<P, F> ScoreSearch<P, F>
where
    P: Clone + Eq + Hash,
    F: Fn(&P) -> Turn<P>,
{
    /// `rules(p)` says whose turn it is at `p` and where they may move, or the payoff; the game
    /// must be finite (no position comes back).
    pub fn new(rules: F) -> Self {
        ScoreSearch {
            rules,
            value: HashMap::new(),
        }
    }

    /// The first player's payoff from `position` when both play perfectly (the first player
    /// maximising it, the second minimising it).
    pub fn value(&mut self, position: &P) -> i64 {
        if let Some(&known) = self.value.get(position) {
            return known;
        }
        let value = match (self.rules)(position) {
            Turn::Over(payoff) => payoff,
            Turn::First(next) => {
                assert!(!next.is_empty(), "the first player must move but cannot");
                next.iter().map(|q| self.value(q)).max().unwrap()
            }
            Turn::Second(next) => {
                assert!(!next.is_empty(), "the second player must move but cannot");
                next.iter().map(|q| self.value(q)).min().unwrap()
            }
        };
        self.value.insert(position.clone(), value);
        value
    }

    /// Every best move of `position`: the positions one move away whose value is the value of
    /// `position`, in the order the rules list them. Empty when the game is over.
    ///
    /// ```
    /// use oracle::{ScoreSearch, Turn};
    /// // One pile; a move takes 1 or 2 stones and scores what it takes; a position is
    /// // (stones left, whose turn: 0 the first player, the first's points - the second's).
    /// let mut game = ScoreSearch::new(|&(n, turn, diff): &(u32, u8, i64)| {
    ///     if n == 0 {
    ///         return Turn::Over(diff);
    ///     }
    ///     let sign = if turn == 0 { 1 } else { -1 };
    ///     let next = (1..=2.min(n)).map(|k| (n - k, 1 - turn, diff + sign * k as i64)).collect();
    ///     if turn == 0 { Turn::First(next) } else { Turn::Second(next) }
    /// });
    /// // 3 stones: taking 1 lets the second player take 2 (margin -1); taking 2 leaves 1 (margin 1).
    /// assert_eq!(game.value(&(3, 0, 0)), 1);
    /// assert_eq!(game.best_moves(&(3, 0, 0)), [(1, 1, 2)]);
    /// assert_eq!(game.best_move(&(0, 1, 5)), None); // the game is over
    /// ```
    pub fn best_moves(&mut self, position: &P) -> Vec<P> {
        let value = self.value(position);
        match (self.rules)(position) {
            Turn::Over(_) => Vec::new(),
            Turn::First(next) | Turn::Second(next) => next
                .into_iter()
                .filter(|q| self.value(q) == value)
                .collect(),
        }
    }

    /// One best move of `position` (the first that [`ScoreSearch::best_moves`] lists), or
    /// `None` when the game is over.
    pub fn best_move(&mut self, position: &P) -> Option<P> {
        self.best_moves(position).into_iter().next()
    }

    /// How many positions have their value remembered.
    pub fn known_positions(&self) -> usize {
        self.value.len()
    }
}

#[cfg(test)]
mod tests;
