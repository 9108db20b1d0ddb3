//! Matrix games solved from the Shapley–Snow theorem: every square submatrix tried as a kernel,
//! in exact fractions. The brute force of a mixed strategy, its value and its guarantees.

use crate::Rational;

/// A matrix game's value and an optimal mixed strategy of each player, exactly.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MatrixSolution {
    /// What the row player (who receives `a[i][j]`) can guarantee, and the column player hold.
    pub value: Rational,
    /// The row player's chances, one per row, adding up to 1.
    pub row: Vec<Rational>,
    /// The column player's chances, one per column, adding up to 1.
    pub column: Vec<Rational>,
}

/// The determinant of a small square matrix by expansion along the first row (k! terms: meant
/// for k up to 5 or so).
fn determinant(m: &[Vec<i128>]) -> i128 {
    let k = m.len();
    if k == 0 {
        return 1;
    }
    (0..k)
        .map(|j| {
            let minor: Vec<Vec<i128>> = m[1..]
                .iter()
                .map(|row| (0..k).filter(|&c| c != j).map(|c| row[c]).collect())
                .collect();
            let sign = if j % 2 == 0 { 1 } else { -1 };
            sign * m[0][j] * determinant(&minor)
        })
        .sum()
}

/// The adjugate of a square matrix: `adj[j][i] = (-1)^(i+j) det(minor without row i, col j)`.
fn adjugate(m: &[Vec<i128>]) -> Vec<Vec<i128>> {
    let k = m.len();
    // adj[j][i] is the signed minor without row i and column j.
    (0..k)
        .map(|j| {
            (0..k)
                .map(|i| {
                    let minor: Vec<Vec<i128>> = (0..k)
                        .filter(|&r| r != i)
                        .map(|r| (0..k).filter(|&c| c != j).map(|c| m[r][c]).collect())
                        .collect();
                    let sign = if (i + j) % 2 == 0 { 1 } else { -1 };
                    sign * determinant(&minor)
                })
                .collect()
        })
        .collect()
}

/// Every subset of `0..n` of size `k`, in increasing order.
fn subsets(n: usize, k: usize) -> Vec<Vec<usize>> {
    (0u32..1 << n)
        .filter(|mask| mask.count_ones() as usize == k)
        .map(|mask| (0..n).filter(|&i| mask >> i & 1 == 1).collect())
        .collect()
}

/// What the two strategies guarantee in the game `a`: the least the row player receives
/// against any column, and the most the column player pays against any row. Optimal
/// strategies are those whose guarantees are both the value.
pub fn guarantees(a: &[Vec<i64>], row: &[Rational], column: &[Rational]) -> (Rational, Rational) {
    let (m, n) = (a.len(), a[0].len());
    let entry = |i: usize, j: usize| Rational::from(a[i][j]);
    let row_gets = (0..n)
        .map(|j| (0..m).map(|i| row[i] * entry(i, j)).sum::<Rational>())
        .min()
        .unwrap();
    let column_pays = (0..m)
        .map(|i| (0..n).map(|j| column[j] * entry(i, j)).sum::<Rational>())
        .max()
        .unwrap();
    (row_gets, column_pays)
}

/// The value and optimal strategies of the zero-sum game with payoff matrix `a` (the row player
/// receives `a[i][j]` from the column player), by the Shapley–Snow theorem: some square
/// submatrix K (a kernel) with `Σ adj(K) != 0` has the value `det K / Σ adj(K)` and optimal
/// strategies `1ᵀ adj(K) / Σ adj(K)` on its rows and `adj(K) 1 / Σ adj(K)` on its columns.
/// Every square submatrix is tried, smallest first (a saddle point is a 1 × 1 kernel), and the
/// first whose strategies are non-negative and hold the value against every row and column of
/// `a` (checked exactly: [`guarantees`]) is returned. No linear programming, no floating point.
///
/// # Panics
/// On an empty matrix or rows of different lengths. Meant for small games: the submatrices of a
/// 4 × 4 game are 69, of a 3 × 8 game 148; each costs a few determinants of k! terms.
///
/// ```
/// use oracle::matrix::shapley_snow;
/// use oracle::Rational;
/// // Matching pennies: value 0, each side 1/2.
/// let pennies = shapley_snow(&[vec![1, -1], vec![-1, 1]]);
/// assert_eq!(pennies.value, Rational::zero());
/// assert_eq!(pennies.row, [Rational::new(1, 2), Rational::new(1, 2)]);
/// // SPOJ MTRGAME's third sample: [[1, 4], [4, 3]] is worth 13/4.
/// assert_eq!(shapley_snow(&[vec![1, 4], vec![4, 3]]).value, Rational::new(13, 4));
/// ```
pub fn shapley_snow(a: &[Vec<i64>]) -> MatrixSolution {
    let m = a.len();
    assert!(m > 0 && !a[0].is_empty(), "an empty game");
    let n = a[0].len();
    assert!(a.iter().all(|r| r.len() == n), "rows of different lengths");
    for k in 1..=m.min(n) {
        for rows in subsets(m, k) {
            for columns in subsets(n, k) {
                let kernel: Vec<Vec<i128>> = rows
                    .iter()
                    .map(|&i| columns.iter().map(|&j| i128::from(a[i][j])).collect())
                    .collect();
                let adj = adjugate(&kernel);
                let total: i128 = adj.iter().flatten().sum();
                if total == 0 {
                    continue;
                }
                let value = Rational::new(determinant(&kernel), total);
                let mut row = vec![Rational::zero(); m];
                let mut column = vec![Rational::zero(); n];
                for (r, &i) in rows.iter().enumerate() {
                    row[i] = Rational::new((0..k).map(|c| adj[c][r]).sum(), total);
                }
                for (c, &j) in columns.iter().enumerate() {
                    column[j] = Rational::new(adj[c].iter().sum(), total);
                }
                if row.iter().chain(&column).any(|p| *p < Rational::zero()) {
                    continue;
                }
                let (row_gets, column_pays) = guarantees(a, &row, &column);
                if row_gets == value && column_pays == value {
                    return MatrixSolution { value, row, column };
                }
            }
        }
    }
    unreachable!("the Shapley–Snow theorem promises a kernel")
}

// The unit tests are in the sibling folder.
#[cfg(test)]
#[path = "matrix/tests.rs"]
mod tests;
