//! Games of two and three rows by their envelopes against the Shapley–Snow enumeration of the
//! oracle (exact fractions), every strategy checked by the two guarantees.

use super::*;
use crate::solve_matrix_game;
use oracle::matrix::shapley_snow;
use rand::{rngs::StdRng, Rng, SeedableRng};

fn check(a: &[Vec<i64>], game: &MatrixGame<f64>, value: f64) {
    let scale = 1.0f64.max(value.abs());
    assert!(
        (game.value - value).abs() < 1e-9 * scale,
        "{a:?}: {} vs {value}",
        game.value
    );
    let (m, n) = (a.len(), a[0].len());
    let sum = |p: &[f64]| p.iter().sum::<f64>();
    assert!((sum(&game.row) - 1.0).abs() < 1e-9 && (sum(&game.column) - 1.0).abs() < 1e-9);
    assert!(
        game.row.iter().chain(&game.column).all(|&p| p >= -1e-12),
        "{game:?}"
    );
    for j in 0..n {
        let gets: f64 = (0..m).map(|i| game.row[i] * a[i][j] as f64).sum();
        assert!(
            gets >= value - 1e-7 * scale,
            "{a:?}: row gets {gets} < {value}: {game:?}"
        );
    }
    for i in 0..m {
        let pays: f64 = (0..n).map(|j| game.column[j] * a[i][j] as f64).sum();
        assert!(
            pays <= value + 1e-7 * scale,
            "{a:?}: column pays {pays} > {value}: {game:?}"
        );
    }
}

fn random_rows(rng: &mut StdRng, m: usize, n: usize) -> Vec<Vec<i64>> {
    let top = [1, 3, 10, 150_000][rng.random_range(0..4)];
    (0..m)
        .map(|_| (0..n).map(|_| rng.random_range(-top..=top)).collect())
        .collect()
}

fn real(a: &[Vec<i64>]) -> Vec<Vec<f64>> {
    a.iter()
        .map(|r| r.iter().map(|&v| v as f64).collect())
        .collect()
}

#[test]
fn two_rows_match_shapley_snow() {
    let mut rng = StdRng::seed_from_u64(5);
    for _ in 0..3000 {
        let n = rng.random_range(1..=7);
        let a = random_rows(&mut rng, 2, n);
        let value = shapley_snow(&a).value.to_f64();
        let r = real(&a);
        check(&a, &two_row_game(&r[0], &r[1]), value);
    }
}

#[test]
fn three_rows_match_shapley_snow() {
    let mut rng = StdRng::seed_from_u64(6);
    for _ in 0..1500 {
        let n = rng.random_range(1..=6);
        let a = random_rows(&mut rng, 3, n);
        let value = shapley_snow(&a).value.to_f64();
        let r = real(&a);
        check(&a, &three_row_game([&r[0], &r[1], &r[2]]), value);
    }
}

#[test]
fn many_columns_match_the_simplex() {
    let mut rng = StdRng::seed_from_u64(7);
    for round in 0..40 {
        let m = 2 + round % 2;
        let mut a = random_rows(&mut rng, m, 300);
        if round % 4 == 3 {
            // Every column adds up to 0 over the rows: none dominates another.
            let sums: Vec<i64> = (0..300).map(|j| -a[0][j] - a[1][j]).collect();
            a[2] = sums;
        }
        let r = real(&a);
        let value = solve_matrix_game(&r).value;
        let game = if m == 2 {
            two_row_game(&r[0], &r[1])
        } else {
            three_row_game([&r[0], &r[1], &r[2]])
        };
        check(&a, &game, value);
    }
}

#[test]
fn narrowing_many_columns_keeps_the_peak() {
    // Columns tangent to a parabola near the peak (none can be dropped), random ones, and
    // columns that tie at a grid point.
    let mut rng = StdRng::seed_from_u64(8);
    for round in 0..12 {
        let n = 5000;
        let a: Vec<Vec<i64>> = match round % 3 {
            0 => {
                // Tangent to -1e5 (p - 1/2)^2 at p = j / n: bottom at p = 0, top at p = 1.
                let tangent = |j: usize| {
                    let t = j as f64 / n as f64;
                    let (f, slope) = (-1e5 * (t - 0.5) * (t - 0.5), -2e5 * (t - 0.5));
                    (
                        (f + slope * (1.0 - t)).round() as i64,
                        (f - slope * t).round() as i64,
                    )
                };
                let cols: Vec<(i64, i64)> = (0..n).map(tangent).collect();
                vec![
                    cols.iter().map(|c| c.0).collect(),
                    cols.iter().map(|c| c.1).collect(),
                ]
            }
            1 => random_rows(&mut rng, 2, n),
            _ => {
                let mut a = random_rows(&mut rng, 2, n);
                a[0][0] = -150_000;
                a[1][0] = 150_000;
                a[0][1] = 150_000;
                a[1][1] = -150_000;
                a
            }
        };
        let r = real(&a);
        let lines: Vec<(f64, f64)> = (0..n).map(|j| (r[1][j], r[0][j] - r[1][j])).collect();
        let value = cgt_continuous::best_pick(0.0, 1.0, &lines).value;
        check(&a, &two_row_game(&r[0], &r[1]), value);
    }
}

/// At p = 1 the second row's chance q is held at 0 by both of its bounds; a rising answer
/// there moves with `1 - p`, so h rises faster than the answer's own p-slope when p falls. A
/// supergradient that missed it made the cutting-plane search stop at a point below the peak.
#[test]
fn the_supergradient_at_the_corner_p_one_counts_the_bound_on_q() {
    let a = vec![vec![3, -3, -1], vec![2, 3, -2], vec![0, 2, 3]];
    let value = shapley_snow(&a).value.to_f64();
    assert!((value - 53.0 / 49.0).abs() < 1e-12, "{value}");
    let r = real(&a);
    check(&a, &three_row_game([&r[0], &r[1], &r[2]]), value);
}
