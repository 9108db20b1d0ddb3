//! A matrix game as a linear program.

use crate::{LpNumber, LpOutcome, Simplex};

/// The solution of a matrix game: its value and an optimal mixed strategy of each player.
///
/// # Constraints
/// None.
///
/// # Complexity
/// Plain data.
///
/// # Example
/// ```
/// use cgt_matrix_game::{solve_matrix_game, MatrixGame};
/// let MatrixGame { value, .. } = solve_matrix_game(&[vec![2.0, 3.0], vec![1.0, 0.0]]);
/// assert_eq!(value, 2.0); // a saddle point: row 0, column 0
/// ```
///
/// Used by: spoj-mtrgame.
#[derive(Clone, Debug, PartialEq)]
pub struct MatrixGame<T> {
    /// The value: the most the row player can guarantee, the least the column player can hold
    /// him to.
    pub value: T,
    /// The row player's chances, one per row, adding up to 1.
    pub row: Vec<T>,
    /// The column player's chances, one per column, adding up to 1.
    pub column: Vec<T>,
}

/// The value and optimal mixed strategies of the zero-sum game where the row player receives
/// `a[i][j]` when rows i and column j meet, by the simplex method ([`Simplex`], Bland's rule).
///
/// Shift every entry by `s = 1 - min a` so that all are at least 1 (the value moves by s, the
/// strategies do not). The column player's program is then `max Σ y_j` subject to
/// `Σ_j a'[i][j] y_j <= 1` for every row, `y >= 0`: its optimum is `1 / (v + s)`, and `y`
/// scaled to add up to 1 is an optimal strategy; the dual prices of the rows, scaled the same
/// way, are the row player's (the minimax theorem is this program's duality).
///
/// # Constraints
/// At least one row and one column, rows of equal length; in `f64` entries of moderate size
/// (up to about 1e6: the tolerance is absolute).
///
/// # Complexity
/// One simplex of m constraints and n variables: O(m · n) a pivot, O(m · n) memory.
///
/// # Example
/// ```
/// use cgt_matrix_game::solve_matrix_game;
/// // Rock, paper, scissors with a double prize for rock beating scissors.
/// let game = solve_matrix_game(&[
///     vec![0.0, -1.0, 2.0],
///     vec![1.0, 0.0, -1.0],
///     vec![-1.0, 1.0, 0.0],
/// ]);
/// assert!((game.value - 1.0 / 12.0).abs() < 1e-12);
/// assert!((game.row[0] - 0.25).abs() < 1e-12);
/// ```
///
/// Used by: spoj-mtrgame.
pub fn solve_matrix_game<T: LpNumber>(a: &[Vec<T>]) -> MatrixGame<T> {
    let m = a.len();
    assert!(m > 0 && !a[0].is_empty(), "an empty game");
    let n = a[0].len();
    assert!(a.iter().all(|r| r.len() == n), "rows of different lengths");
    let lowest = a
        .iter()
        .flatten()
        .copied()
        .fold(a[0][0], |lo, x| if x < lo { x } else { lo });
    let shift = T::one() - lowest;
    let shifted: Vec<Vec<T>> = a
        .iter()
        .map(|r| r.iter().map(|&x| x + shift).collect())
        .collect();
    let mut lp = Simplex::new(&shifted, &vec![T::one(); m], &vec![T::one(); n]);
    let total = match lp.solve() {
        LpOutcome::Optimal(total) => total,
        _ => unreachable!("a game's program is feasible (y = 0) and bounded (a' >= 1)"),
    };
    let scale = |v: Vec<T>| v.into_iter().map(|x| x / total).collect::<Vec<T>>();
    MatrixGame {
        value: T::one() / total - shift,
        row: scale(lp.duals()),
        column: scale(lp.point()),
    }
}

// The unit tests are in the sibling folder (cargo-equip looks for `src/tests.rs` otherwise).
#[cfg(test)]
#[path = "game/tests.rs"]
mod tests;
