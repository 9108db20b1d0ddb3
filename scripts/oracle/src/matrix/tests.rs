//! Shapley–Snow against games whose values are known, and its strategies against every pure
//! strategy of small random games.

use super::*;
use rand::{rngs::StdRng, Rng, SeedableRng};

#[test]
fn known_games() {
    // Rock, paper, scissors: value 0, a third each.
    let rps = shapley_snow(&[vec![0, -1, 1], vec![1, 0, -1], vec![-1, 1, 0]]);
    assert_eq!(rps.value, Rational::zero());
    assert_eq!(rps.row, vec![Rational::new(1, 3); 3]);
    assert_eq!(rps.column, vec![Rational::new(1, 3); 3]);
    // A saddle point.
    let saddle = shapley_snow(&[vec![1, 2], vec![3, 4]]);
    assert_eq!(saddle.value, Rational::from(3));
    assert_eq!(saddle.row, [Rational::zero(), Rational::one()]);
    // The statement's samples: one row is its minimum.
    assert_eq!(shapley_snow(&[vec![-1]]).value, Rational::from(-1));
    assert_eq!(
        shapley_snow(&[vec![1, 2], vec![3, 4]]).value,
        Rational::from(3)
    );
    // Three rows where the best strategy leaves one out.
    let left_out = shapley_snow(&[vec![3, 0], vec![0, 3], vec![1, 1]]);
    assert_eq!(left_out.value, Rational::new(3, 2));
    assert_eq!(left_out.row[2], Rational::zero());
}

#[test]
fn no_pure_strategy_beats_the_value() {
    let mut rng = StdRng::seed_from_u64(2651);
    for _ in 0..400 {
        let (m, n) = (rng.random_range(1..=4), rng.random_range(1..=4));
        let a: Vec<Vec<i64>> = (0..m)
            .map(|_| (0..n).map(|_| rng.random_range(-5..=5)).collect())
            .collect();
        let solution = shapley_snow(&a);
        let sum = |p: &[Rational]| p.iter().copied().sum::<Rational>();
        assert_eq!(sum(&solution.row), Rational::one());
        assert_eq!(sum(&solution.column), Rational::one());
        // Every pure strategy of either side against the other's mix.
        for i in 0..m {
            let mut pure = vec![Rational::zero(); m];
            pure[i] = Rational::one();
            assert!(guarantees(&a, &pure, &solution.column).1 <= solution.value);
        }
        for j in 0..n {
            let mut pure = vec![Rational::zero(); n];
            pure[j] = Rational::one();
            assert!(guarantees(&a, &solution.row, &pure).0 >= solution.value);
        }
        // Maximin over pure rows <= value <= minimax over pure columns.
        let maximin = a.iter().map(|r| *r.iter().min().unwrap()).max().unwrap();
        let minimax = (0..n)
            .map(|j| a.iter().map(|r| r[j]).max().unwrap())
            .min()
            .unwrap();
        assert!(Rational::from(maximin) <= solution.value);
        assert!(solution.value <= Rational::from(minimax));
    }
}
