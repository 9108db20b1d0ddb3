//! Games of two or three rows and many columns: the peak of the lower envelope.

use crate::MatrixGame;
use cgt_continuous::{best_pick_by_slope, BestPick};

/// The value and optimal strategies of a game of two rows (`top[j]`, `bottom[j]`: what the row
/// player receives in column j), with many columns.
///
/// If the row player plays the top row with chance p, column j pays `bottom[j] + p (top[j] -
/// bottom[j])`: a line in p, and the row player gets the lower envelope of the columns' lines.
/// Its peak over `[0, 1]` is the value, at an end or where two columns tie
/// ([`cgt_continuous::best_pick`] has the proof); those two columns, mixed so that their slopes
/// cancel, hold the row player to it.
///
/// # Constraints
/// `top` and `bottom` have the same length, at least 1; finite numbers.
///
/// # Complexity
/// O(n log n) time at worst (the lines sorted by slope), O(n) memory; for many columns a grid
/// of 17 trials first drops the lines that stay above the peak's neighbourhood, so usually
/// few are sorted.
///
/// # Example
/// ```
/// use cgt_matrix_game::two_row_game;
/// // SPOJ MTRGAME's third sample: rows (1, 4) and (4, 3): the value is 13/4.
/// let game = two_row_game(&[1.0, 4.0], &[4.0, 3.0]);
/// assert_eq!(game.value, 3.25);
/// assert_eq!(game.row, [0.25, 0.75]);
/// assert_eq!(game.column, [0.25, 0.75]);
/// ```
///
/// Used by: spoj-mtrgame.
pub fn two_row_game(top: &[f64], bottom: &[f64]) -> MatrixGame<f64> {
    let n = top.len();
    assert!(n > 0 && bottom.len() == n, "two rows of the same length");
    let lines: Vec<(f64, f64)> = (0..n).map(|j| (bottom[j], top[j] - bottom[j])).collect();
    let BestPick { x, value, answers } = narrowed_peak(&lines);
    let mut column = vec![0.0; n];
    for (j, weight) in answers {
        column[j] += weight;
    }
    MatrixGame {
        value,
        row: vec![x, 1.0 - x],
        column,
    }
}

/// Grid points where [`narrowed_peak`] first looks at the envelope.
const GRID: usize = 16;

/// The peak of the lower envelope of `lines` over `[0, 1]`, as [`cgt_continuous::best_pick`],
/// after narrowing the lines down: the envelope g is tried at 17 grid points; g being concave,
/// its peak lies within one step of the best of them, in `[lo, hi]`; there g stays below
/// `cap = min_j max(line_j(lo), line_j(hi))`, so a line above `cap` at both ends never touches
/// it and is dropped before the sort. Where the peak of the lines kept is a single line inside
/// (0, 1) (its answer would not hold outside `[lo, hi]`), every line is used after all.
fn narrowed_peak(lines: &[(f64, f64)]) -> BestPick {
    let n = lines.len();
    if n < 1 << 12 {
        return cgt_continuous::best_pick(0.0, 1.0, lines);
    }
    let at = |j: usize, p: f64| lines[j].0 + lines[j].1 * p;
    // The envelope at every grid point, in one pass over the lines.
    let mut grid = [f64::INFINITY; GRID + 1];
    for &(c, s) in lines {
        for (i, least) in grid.iter_mut().enumerate() {
            *least = least.min(c + s * (i as f64 / GRID as f64));
        }
    }
    let best = (0..=GRID).fold(0, |b, i| if grid[i] > grid[b] { i } else { b });
    let lo = best.saturating_sub(1) as f64 / GRID as f64;
    let hi = (best + 1).min(GRID) as f64 / GRID as f64;
    let cap = (0..n)
        .map(|j| at(j, lo).max(at(j, hi)))
        .fold(f64::INFINITY, f64::min);
    let slack = 1e-9 * cap.abs().max(1.0);
    let kept: Vec<usize> = (0..n)
        .filter(|&j| at(j, lo).min(at(j, hi)) <= cap + slack)
        .collect();
    let kept_lines: Vec<(f64, f64)> = kept.iter().map(|&j| lines[j]).collect();
    let mut peak = cgt_continuous::best_pick(lo, hi, &kept_lines);
    let inside = peak.x > 0.0 && peak.x < 1.0;
    if peak.answers.len() == 1 && inside {
        return cgt_continuous::best_pick(0.0, 1.0, lines);
    }
    for answer in &mut peak.answers {
        answer.0 = kept[answer.0];
    }
    peak
}

/// The most columns [`undominated_columns`] keeps before it gives up filtering.
const MOST_UNDOMINATED: usize = 96;

/// The columns that no other column dominates (at most as much in every row; of equal columns
/// the first): a dominated column is never below its dominator, so it never lowers the lower
/// envelope and is never needed by the column player. Random games of 5000 columns keep a few
/// dozen. By lexicographic order a column can only be dominated by one before it, so each is
/// compared with the columns kept so far; past [`MOST_UNDOMINATED`] kept, filtering stops and
/// every column is returned (O(n · 96) at most).
fn undominated_columns(a: [&[f64]; 3]) -> Vec<usize> {
    let n = a[0].len();
    let mut order: Vec<usize> = (0..n).collect();
    order.sort_unstable_by(|&x, &y| {
        (a[0][x].total_cmp(&a[0][y]))
            .then(a[1][x].total_cmp(&a[1][y]))
            .then(a[2][x].total_cmp(&a[2][y]))
    });
    let mut kept: Vec<usize> = Vec::new();
    for j in order {
        let dominated = kept.iter().any(|&k| (0..3).all(|i| a[i][k] <= a[i][j]));
        if !dominated {
            if kept.len() == MOST_UNDOMINATED {
                return (0..n).collect();
            }
            kept.push(j);
        }
    }
    kept
}

/// Halvings of the interval that [`concave_peak`] may need at most: 44 reach 6e-14.
const SEARCH_STEPS: usize = 44;

/// The peak of a concave function h over `[0, 1]`: `probe(p)` gives `h(p)`, a supergradient
/// `g` (`h(x) <= h(p) + g (x - p)` for every x) and what else the caller keeps of p; returns the
/// best point probed and its keep.
///
/// A cutting-plane search, kept from being slow by bisection. The bracket `[lo, hi]` holds the
/// peak while `g(lo) > 0 > g(hi)`; the two tangents there bound h from above, at most `ub`
/// where they cross. The next probe is that crossing point, or the bracket's middle when the
/// last probe did not halve the bracket. When h is piecewise linear (a lower envelope of
/// planes), the crossing point is the peak itself as soon as `lo` and `hi` lie on the two
/// pieces that meet there: the search stops once the best value probed reaches `ub` (within
/// 1e-12, relative), usually after a handful of probes instead of 45; at worst it ends with the
/// bracket narrower than 2^-44 (at most 2 · 44 probes).
fn concave_peak<T>(mut probe: impl FnMut(f64) -> (f64, f64, T)) -> (f64, T) {
    let (h0, g0, keep0) = probe(0.0);
    if g0 <= 0.0 {
        return (0.0, keep0);
    }
    let (h1, g1, keep1) = probe(1.0);
    if g1 >= 0.0 {
        return (1.0, keep1);
    }
    let mut best = if h1 > h0 {
        (1.0, h1, keep1)
    } else {
        (0.0, h0, keep0)
    };
    let (mut lo, mut hi) = ((0.0, h0, g0), (1.0f64, h1, g1));
    let mut bisect = false;
    for _ in 0..2 * SEARCH_STEPS {
        let width = hi.0 - lo.0;
        if width < 0.5f64.powi(SEARCH_STEPS as i32) {
            break;
        }
        // Where the tangents at lo and hi cross, and their height there.
        let cross = (hi.1 - lo.1 + lo.2 * lo.0 - hi.2 * hi.0) / (lo.2 - hi.2);
        let ub = lo.1 + lo.2 * (cross - lo.0);
        if best.1 >= ub - 1e-12 * ub.abs().max(1.0) {
            break;
        }
        let x = if bisect || !(lo.0 < cross && cross < hi.0) {
            (lo.0 + hi.0) / 2.0
        } else {
            cross
        };
        let (h, g, keep) = probe(x);
        let flat = g == 0.0;
        if g > 0.0 {
            lo = (x, h, g);
        } else if g < 0.0 {
            hi = (x, h, g);
        }
        if h > best.1 || flat {
            best = (x, h, keep);
        }
        if flat {
            break;
        }
        bisect = hi.0 - lo.0 > width / 2.0;
    }
    (best.0, best.2)
}

/// The value and optimal strategies of a game of three rows with many columns.
///
/// With chances `(p, q, 1 - p - q)` on the rows, column j pays `c_j + p u_j + q w_j`
/// (`c_j = a[2][j]`, `u_j = a[0][j] - c_j`, `w_j = a[1][j] - c_j`): a plane, and the row
/// player gets the lower envelope of the planes over the triangle `p, q >= 0, p + q <= 1`.
/// For a fixed p that is a two-row problem in q, lines with the fixed slopes `w_j` over
/// `[0, 1 - p]` ([`cgt_continuous::best_pick_by_slope`]: sorted once), whose peak `h(p)` is a
/// concave function of p (the largest value of a concave function over a slice of a convex
/// set); a cutting-plane search with its supergradient (the answerer's mix at p), bisecting
/// where it is slow (`concave_peak` in this file), finds its peak, or brackets it within 6e-14. The column
/// player's strategy and the value are then solved on the columns that tie at that point
/// (within 1e-4 of the least, relative), by [`crate::solve_matrix_game`]: they hold the
/// support of an optimal mix, and a game on fewer columns is worth at least as much, so its
/// value is the game's, free of the search's last error.
///
/// # Constraints
/// Three rows of the same length, at least 1; finite numbers of moderate size (up to about
/// 1e6).
///
/// # Complexity
/// O(n log n + k n) time (a sort, then k probes of O(n) on the columns no other column
/// dominates: a few dozen of 5000 random ones; k is a handful when the peak is a corner of the
/// envelope, at most 90) plus a simplex on the tying
/// columns (a handful), O(n) memory.
///
/// # Example
/// ```
/// use cgt_matrix_game::three_row_game;
/// // Rock, paper, scissors: value 0, a third each.
/// let game = three_row_game([&[0.0, -1.0, 1.0], &[1.0, 0.0, -1.0], &[-1.0, 1.0, 0.0]]);
/// assert!(game.value.abs() < 1e-9);
/// assert!(game.row.iter().all(|p| (p - 1.0 / 3.0).abs() < 1e-9));
/// assert!(game.column.iter().all(|p| (p - 1.0 / 3.0).abs() < 1e-9));
/// ```
///
/// Used by: spoj-mtrgame.
pub fn three_row_game(a: [&[f64]; 3]) -> MatrixGame<f64> {
    let n = a[0].len();
    assert!(
        n > 0 && a[1].len() == n && a[2].len() == n,
        "three rows of the same length"
    );
    let kept = undominated_columns(a);
    let (u, w): (Vec<f64>, Vec<f64>) = (0..n)
        .map(|j| (a[0][j] - a[2][j], a[1][j] - a[2][j]))
        .unzip();
    // The columns kept in order of slope once, their data laid out in that order (the search
    // reads them at every probe).
    let mut by_slope = kept.clone();
    by_slope.sort_unstable_by(|&x, &y| w[y].total_cmp(&w[x]));
    let sorted: Vec<(f64, f64, f64)> = by_slope.iter().map(|&j| (a[2][j], u[j], w[j])).collect();
    let in_order: Vec<usize> = (0..sorted.len()).collect();
    let mut lines = vec![(0.0, 0.0); sorted.len()];
    let mut peak = |p: f64| {
        for (line, &(c, u, w)) in lines.iter_mut().zip(&sorted) {
            *line = (c + p * u, w);
        }
        best_pick_by_slope(0.0, 1.0 - p, &lines, &in_order)
    };
    // A search on the concave h(p) = peak(p).value ([`concave_peak`]) with its supergradient: the
    // answerer's mix at p bounds h from above by a line through (p, h(p)) whose slope is the
    // mix's weight on the first row's coefficients u (with the q-slope w cancelled inside a
    // tie, or at q's bound: w's contribution is 0 at q = 0 and -w at q = 1 - p).
    let slope_of_h = |best: &BestPick| -> f64 {
        best.answers
            .iter()
            .map(|&(k, weight)| {
                let (_, u, w) = sorted[k];
                // A single rising answer holds q at its upper bound 1 - p (even where that is
                // 0, at p = 1), whose multiplier w moves with p; a falling or flat one holds it
                // at 0, which does not move.
                let q_bound = if best.answers.len() == 1 && w > 0.0 {
                    -w
                } else {
                    0.0
                };
                weight * (u + q_bound)
            })
            .sum()
    };
    let (p, BestPick { x: q, .. }) = concave_peak(|p| {
        let here = peak(p);
        (here.value, slope_of_h(&here), here)
    });
    let row = vec![p, q, (1.0 - p - q).max(0.0)];
    // The columns that tie there hold the support of every optimal mix of the column player
    // (complementary slackness), so the game on them alone has the value. A support column of
    // weight y is at most (search error) / y above the least: a slack of 1e-4 of the value's
    // size keeps it; a column too many only costs the small simplex a column.
    let pays = |j: usize| row[0] * a[0][j] + row[1] * a[1][j] + row[2] * a[2][j];
    let least = kept.iter().map(|&j| pays(j)).fold(f64::INFINITY, f64::min);
    let slack = 1e-4 * least.abs().max(1.0);
    let tying: Vec<usize> = kept
        .iter()
        .copied()
        .filter(|&j| pays(j) <= least + slack)
        .collect();
    let sub: Vec<Vec<f64>> = (0..3)
        .map(|i| tying.iter().map(|&j| a[i][j]).collect())
        .collect();
    let mix = crate::solve_matrix_game(&sub);
    let mut column = vec![0.0; n];
    for (k, &j) in tying.iter().enumerate() {
        column[j] = mix.column[k];
    }
    MatrixGame {
        value: mix.value,
        row,
        column,
    }
}

// The unit tests are in the sibling folder (cargo-equip looks for `src/tests.rs` otherwise).
#[cfg(test)]
#[path = "envelope/tests.rs"]
mod tests;
