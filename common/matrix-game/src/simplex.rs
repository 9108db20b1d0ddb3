//! The simplex method with Bland's rule.

use crate::LpNumber;

/// How a linear program ended: its optimum, no feasible point, or an objective without bound.
///
/// # Constraints
/// None.
///
/// # Complexity
/// Plain data.
///
/// # Example
/// ```
/// use cgt_matrix_game::{LpOutcome, Simplex};
/// // max x subject to -x <= -1 (x >= 1): unbounded.
/// let mut lp = Simplex::new(&[vec![-1.0]], &[-1.0], &[1.0]);
/// assert_eq!(lp.solve(), LpOutcome::Unbounded);
/// ```
///
/// Used by: spoj-mtrgame.
#[derive(Clone, Debug, PartialEq)]
pub enum LpOutcome<T> {
    /// The largest value of the objective.
    Optimal(T),
    /// No point satisfies the constraints.
    Infeasible,
    /// The objective grows without bound.
    Unbounded,
}

/// The simplex method for `maximise cᵀx subject to Ax <= b, x >= 0` (A is m × n), on a dense
/// tableau, after kactl's `LPSolver`: phase one (when some `b_i < 0`) drives an extra variable
/// out to find a feasible basis, phase two improves it.
///
/// **Pivot rule: Bland's.** The entering variable is the one of smallest index whose reduced
/// cost is negative; the leaving one, among the rows of smallest ratio, the basic variable of
/// smallest index. On a degenerate problem (a pivot that does not move the point) the largest
/// coefficient rule may cycle forever; Bland's rule never visits a basis twice, so the method
/// ends (in exact arithmetic; in `f64` with signs read through [`LpNumber::tolerance`]).
///
/// # Constraints
/// Finite numbers; in `f64` entries of moderate size (the tolerance is absolute).
///
/// # Complexity
/// O(m · n) a pivot, O((m + 2)(n + 2)) memory; the number of pivots is small in practice
/// (exponential in the worst case, as every pivot rule's).
///
/// # Example
/// ```
/// use cgt_matrix_game::{LpOutcome, Simplex};
/// // max 3x + 2y subject to x + y <= 4, x + 3y <= 6, x <= 3.
/// let a = [vec![1.0, 1.0], vec![1.0, 3.0], vec![1.0, 0.0]];
/// let mut lp = Simplex::new(&a, &[4.0, 6.0, 3.0], &[3.0, 2.0]);
/// assert_eq!(lp.solve(), LpOutcome::Optimal(11.0));
/// assert_eq!(lp.point(), [3.0, 1.0]);
/// assert_eq!(lp.duals(), [2.0, 0.0, 1.0]); // the prices of the three constraints
/// ```
///
/// Used by: spoj-mtrgame.
pub struct Simplex<T> {
    m: usize,
    n: usize,
    /// The variable of each non-basic column (`n + i` is the slack of row i; -1 the extra one).
    non_basic: Vec<isize>,
    /// The variable of each row.
    basic: Vec<isize>,
    /// `m + 2` rows of `n + 2`: the constraints, the objective, phase one's objective.
    table: Vec<Vec<T>>,
}

impl<T: LpNumber> Simplex<T> {
    /// The program `max cᵀx, Ax <= b, x >= 0`.
    pub fn new(a: &[Vec<T>], b: &[T], c: &[T]) -> Self {
        let (m, n) = (b.len(), c.len());
        assert_eq!(a.len(), m, "one row of A per entry of b");
        let mut table = vec![vec![T::zero(); n + 2]; m + 2];
        for i in 0..m {
            assert_eq!(a[i].len(), n, "one column of A per entry of c");
            table[i][..n].copy_from_slice(&a[i]);
            table[i][n] = -T::one();
            table[i][n + 1] = b[i];
        }
        for j in 0..n {
            table[m][j] = -c[j];
        }
        table[m + 1][n] = T::one();
        Simplex {
            m,
            n,
            non_basic: (0..n as isize).chain([-1]).collect(),
            basic: (n as isize..(n + m) as isize).collect(),
            table,
        }
    }

    fn pivot(&mut self, r: usize, s: usize) {
        let inverse = T::one() / self.table[r][s];
        let pivot_row = self.table[r].clone();
        for i in 0..self.m + 2 {
            if i != r && (self.table[i][s].is_above_zero() || self.table[i][s].is_below_zero()) {
                let factor = self.table[i][s] * inverse;
                let row = &mut self.table[i];
                for j in 0..self.n + 2 {
                    row[j] = row[j] - pivot_row[j] * factor;
                }
                row[s] = pivot_row[s] * factor;
            }
        }
        for j in 0..self.n + 2 {
            if j != s {
                self.table[r][j] = self.table[r][j] * inverse;
            }
        }
        for i in 0..self.m + 2 {
            if i != r {
                self.table[i][s] = -self.table[i][s] * inverse;
            }
        }
        self.table[r][s] = inverse;
        std::mem::swap(&mut self.basic[r], &mut self.non_basic[s]);
    }

    /// Pivots by Bland's rule on objective row `m + phase - 1` until no reduced cost is
    /// negative (true) or a column has no bound (false).
    fn run(&mut self, phase: isize) -> bool {
        let x = self.m + phase as usize - 1;
        loop {
            let entering = (0..=self.n)
                .filter(|&j| self.non_basic[j] != -phase && self.table[x][j].is_below_zero())
                .min_by_key(|&j| self.non_basic[j]);
            let Some(s) = entering else {
                return true;
            };
            let mut leaving: Option<usize> = None;
            for i in 0..self.m {
                if !self.table[i][s].is_above_zero() {
                    continue;
                }
                let better = match leaving {
                    None => true,
                    Some(r) => {
                        let (mine, best) = (
                            self.table[i][self.n + 1] / self.table[i][s],
                            self.table[r][self.n + 1] / self.table[r][s],
                        );
                        mine < best || (mine == best && self.basic[i] < self.basic[r])
                    }
                };
                if better {
                    leaving = Some(i);
                }
            }
            let Some(r) = leaving else {
                return false;
            };
            self.pivot(r, s);
        }
    }

    /// Solves the program; [`Simplex::point`] and [`Simplex::duals`] then read the optimum.
    pub fn solve(&mut self) -> LpOutcome<T> {
        let (m, n) = (self.m, self.n);
        let lowest = (0..m).min_by(|&a, &b| {
            self.table[a][n + 1]
                .partial_cmp(&self.table[b][n + 1])
                .expect("a number that is not")
        });
        if let Some(r) = lowest.filter(|&r| self.table[r][n + 1].is_below_zero()) {
            self.pivot(r, n);
            if !self.run(2) || self.table[m + 1][n + 1].is_below_zero() {
                return LpOutcome::Infeasible;
            }
            for i in 0..m {
                if self.basic[i] == -1 {
                    let s = (0..=n)
                        .filter(|&j| self.non_basic[j] != -1)
                        .min_by(|&a, &b| {
                            let key = |j: usize| (self.table[i][j], self.non_basic[j]);
                            key(a).partial_cmp(&key(b)).expect("a number that is not")
                        })
                        .unwrap();
                    self.pivot(i, s);
                }
            }
        }
        if self.run(1) {
            LpOutcome::Optimal(self.table[m][n + 1])
        } else {
            LpOutcome::Unbounded
        }
    }

    /// The optimal point x (after [`Simplex::solve`] found an optimum).
    pub fn point(&self) -> Vec<T> {
        let mut x = vec![T::zero(); self.n];
        for i in 0..self.m {
            if let Ok(var) = usize::try_from(self.basic[i]) {
                if var < self.n {
                    x[var] = self.table[i][self.n + 1];
                }
            }
        }
        x
    }

    /// The dual prices y of the constraints (the dual program `min bᵀy, Aᵀy >= c, y >= 0`),
    /// read from the reduced costs of the slack variables.
    pub fn duals(&self) -> Vec<T> {
        let mut y = vec![T::zero(); self.m];
        for j in 0..=self.n {
            if let Ok(var) = usize::try_from(self.non_basic[j]) {
                if var >= self.n {
                    y[var - self.n] = self.table[self.m][j];
                }
            }
        }
        y
    }
}

// The unit tests are in the sibling folder (cargo-equip looks for `src/tests.rs` otherwise).
#[cfg(test)]
#[path = "simplex/tests.rs"]
mod tests;
