//! Matrix games: two players choose at once, the row player receives `a[i][j]` from the column
//! player, and both may randomise. The value and an optimal mixed strategy of each side.
//!
//! * [`LpNumber`]: the numbers the simplex computes in: `f64` (within a tolerance) or an exact
//!   type (implement it for yours: the tests run the same code in exact fractions).
//! * [`Simplex`]: the simplex method for `max cᵀx, Ax <= b, x >= 0` (two phases, Bland's rule:
//!   no cycling on degenerate problems), with the optimal point and the dual prices.
//! * [`solve_matrix_game`]: a game as a linear program: the value and both strategies.
//! * [`two_row_game`], [`three_row_game`]: games with 2 or 3 rows and many columns (1e5), by
//!   the peak of the lower envelope of the columns' lines (planes) over the row player's
//!   chances: O(n log n) without a tableau.
//!
//! Used by: spoj-mtrgame.

mod envelope;
mod game;
mod number;
mod simplex;

pub use envelope::{three_row_game, two_row_game};
pub use game::{solve_matrix_game, MatrixGame};
pub use number::LpNumber;
pub use simplex::{LpOutcome, Simplex};

#[cfg(test)]
mod exact;
