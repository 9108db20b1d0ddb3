//! Games solved by the simplex against the Shapley–Snow enumeration of the oracle, exactly in
//! fractions and within a tolerance in f64; every strategy checked by the two guarantees.

use super::*;
use oracle::matrix::{guarantees, shapley_snow};
use oracle::Rational;
use rand::{rngs::StdRng, Rng, SeedableRng};

fn random_game(rng: &mut StdRng) -> Vec<Vec<i64>> {
    let (m, n) = (rng.random_range(1..=4), rng.random_range(1..=4));
    let top = [2, 5, 150][rng.random_range(0..3)];
    (0..m)
        .map(|_| (0..n).map(|_| rng.random_range(-top..=top)).collect())
        .collect()
}

#[test]
fn exact_solutions_match_shapley_snow() {
    let mut rng = StdRng::seed_from_u64(3);
    for _ in 0..1500 {
        let a = random_game(&mut rng);
        let expected = shapley_snow(&a);
        let exact: Vec<Vec<Rational>> = a
            .iter()
            .map(|r| r.iter().map(|&v| Rational::from(v)).collect())
            .collect();
        let game = solve_matrix_game(&exact);
        assert_eq!(game.value, expected.value, "{a:?}");
        assert_eq!(
            guarantees(&a, &game.row, &game.column),
            (game.value, game.value),
            "{a:?}"
        );
        assert_eq!(game.row.iter().copied().sum::<Rational>(), Rational::one());
        assert_eq!(
            game.column.iter().copied().sum::<Rational>(),
            Rational::one()
        );
        assert!(game
            .row
            .iter()
            .chain(&game.column)
            .all(|p| *p >= Rational::zero()));
    }
}

#[test]
fn f64_solutions_hold_their_guarantees() {
    let mut rng = StdRng::seed_from_u64(4);
    for _ in 0..1500 {
        let a = random_game(&mut rng);
        let value = shapley_snow(&a).value.to_f64();
        let real: Vec<Vec<f64>> = a
            .iter()
            .map(|r| r.iter().map(|&v| v as f64).collect())
            .collect();
        let game = solve_matrix_game(&real);
        assert!(
            (game.value - value).abs() < 1e-9,
            "{a:?}: {} vs {value}",
            game.value
        );
        let gets = (0..a[0].len())
            .map(|j| {
                real.iter()
                    .zip(&game.row)
                    .map(|(r, p)| p * r[j])
                    .sum::<f64>()
            })
            .fold(f64::INFINITY, f64::min);
        let pays = real
            .iter()
            .map(|r| r.iter().zip(&game.column).map(|(x, p)| p * x).sum::<f64>())
            .fold(f64::NEG_INFINITY, f64::max);
        assert!(
            gets >= value - 1e-7,
            "{a:?}: the row player gets {gets} < {value}"
        );
        assert!(
            pays <= value + 1e-7,
            "{a:?}: the column player pays {pays} > {value}"
        );
    }
}
