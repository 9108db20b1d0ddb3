//! The simplex method checked by certificates, in exact fractions: at an optimum the point is
//! feasible, the dual prices are feasible for the dual program and the two objectives are equal
//! (which proves both optimal); an infeasible answer is checked against every vertex of a small
//! program, an unbounded one by a bound that the optimum follows.

use super::*;
use oracle::Rational;
use rand::{rngs::StdRng, Rng, SeedableRng};

type Q = Rational;

fn q(n: i64) -> Q {
    Q::from(n)
}

fn dot(a: &[Q], b: &[Q]) -> Q {
    a.iter().zip(b).map(|(&x, &y)| x * y).sum()
}

/// The optimum is proved by the point, the prices and equal objectives.
fn assert_certified(a: &[Vec<Q>], b: &[Q], c: &[Q], lp: &Simplex<Q>, optimum: Q) {
    let (x, y) = (lp.point(), lp.duals());
    assert!(x.iter().chain(&y).all(|&v| v >= Q::zero()), "{x:?} {y:?}");
    for (row, &bound) in a.iter().zip(b) {
        assert!(dot(row, &x) <= bound, "primal infeasible");
    }
    for j in 0..c.len() {
        let column: Vec<Q> = a.iter().map(|row| row[j]).collect();
        assert!(dot(&column, &y) >= c[j], "dual infeasible");
    }
    assert_eq!(dot(c, &x), optimum);
    assert_eq!(dot(b, &y), optimum);
}

/// Whether a program of two variables has a feasible point: a non-empty polyhedron in the
/// quadrant has a vertex, where two of its lines (x_1 = 0 and x_2 = 0 among them) meet.
fn feasible_2d(a: &[Vec<Q>], b: &[Q]) -> bool {
    let mut lines: Vec<(Q, Q, Q)> = a.iter().zip(b).map(|(r, &v)| (r[0], r[1], v)).collect();
    lines.push((q(1), q(0), q(0)));
    lines.push((q(0), q(1), q(0)));
    let fits = |x: Q, y: Q| {
        x >= Q::zero() && y >= Q::zero() && a.iter().zip(b).all(|(r, &v)| r[0] * x + r[1] * y <= v)
    };
    for (i, &(a1, b1, c1)) in lines.iter().enumerate() {
        for &(a2, b2, c2) in &lines[..i] {
            let det = a1 * b2 - a2 * b1;
            if !det.is_zero() && fits((c1 * b2 - c2 * b1) / det, (a1 * c2 - a2 * c1) / det) {
                return true;
            }
        }
    }
    false
}

#[test]
fn random_programs_are_certified() {
    let mut rng = StdRng::seed_from_u64(1091);
    let (mut optimal, mut infeasible, mut unbounded) = (0, 0, 0);
    for round in 0..3000 {
        let n = if round % 3 == 0 {
            2
        } else {
            rng.random_range(1..=4)
        };
        let m = rng.random_range(1..=4);
        let a: Vec<Vec<Q>> = (0..m)
            .map(|_| (0..n).map(|_| q(rng.random_range(-3..=4))).collect())
            .collect();
        let b: Vec<Q> = (0..m).map(|_| q(rng.random_range(-3..=6))).collect();
        let c: Vec<Q> = (0..n).map(|_| q(rng.random_range(-3..=4))).collect();
        let mut lp = Simplex::new(&a, &b, &c);
        match lp.solve() {
            LpOutcome::Optimal(v) => {
                optimal += 1;
                assert_certified(&a, &b, &c, &lp, v);
            }
            LpOutcome::Infeasible => {
                infeasible += 1;
                if n == 2 {
                    assert!(!feasible_2d(&a, &b), "{a:?} {b:?}");
                }
            }
            LpOutcome::Unbounded => {
                unbounded += 1;
                // Capped by Σ x <= cap, the optimum grows with the cap.
                let optimum = |cap: i64| {
                    let mut capped = a.clone();
                    capped.push(vec![q(1); n]);
                    let mut bounds = b.clone();
                    bounds.push(q(cap));
                    match Simplex::new(&capped, &bounds, &c).solve() {
                        LpOutcome::Optimal(v) => v,
                        other => panic!("capped: {other:?}"),
                    }
                };
                assert!(optimum(1000) < optimum(2000), "{a:?} {b:?} {c:?}");
            }
        }
    }
    assert!(optimal > 500 && infeasible > 100 && unbounded > 100);
}

#[test]
fn beales_cycling_example_ends() {
    // Beale's example: the largest coefficient rule with the wrong ties cycles through six
    // degenerate bases; Bland's rule ends at 5/4 (x4 = 1, x6 = 1).
    let a = vec![
        vec![Q::new(1, 4), q(-8), q(-1), q(9)],
        vec![Q::new(1, 2), q(-12), Q::new(-1, 2), q(3)],
        vec![q(0), q(0), q(1), q(0)],
    ];
    let (b, c) = (
        vec![q(0), q(0), q(1)],
        vec![Q::new(3, 4), q(-20), Q::new(1, 2), q(-6)],
    );
    let mut lp = Simplex::new(&a, &b, &c);
    assert_eq!(lp.solve(), LpOutcome::Optimal(Q::new(5, 4)));
    assert_certified(&a, &b, &c, &lp, Q::new(5, 4));
    let real: Vec<Vec<f64>> = a
        .iter()
        .map(|r| r.iter().map(|v| v.to_f64()).collect())
        .collect();
    let mut lp = Simplex::new(&real, &[0.0, 0.0, 1.0], &[0.75, -20.0, 0.5, -6.0]);
    match lp.solve() {
        LpOutcome::Optimal(v) => assert!((v - 1.25).abs() < 1e-12),
        other => panic!("{other:?}"),
    }
}

#[test]
fn f64_agrees_with_exact_fractions() {
    let mut rng = StdRng::seed_from_u64(2);
    for _ in 0..1000 {
        let (m, n) = (rng.random_range(1..=5), rng.random_range(1..=5));
        let ints: Vec<Vec<i64>> = (0..m)
            .map(|_| (0..n).map(|_| rng.random_range(-5..=9)).collect())
            .collect();
        let b: Vec<i64> = (0..m).map(|_| rng.random_range(-2..=9)).collect();
        let c: Vec<i64> = (0..n).map(|_| rng.random_range(-3..=5)).collect();
        let exact = Simplex::new(
            &ints
                .iter()
                .map(|r| r.iter().map(|&v| q(v)).collect())
                .collect::<Vec<_>>(),
            &b.iter().map(|&v| q(v)).collect::<Vec<_>>(),
            &c.iter().map(|&v| q(v)).collect::<Vec<_>>(),
        )
        .solve();
        let real = Simplex::new(
            &ints
                .iter()
                .map(|r| r.iter().map(|&v| v as f64).collect())
                .collect::<Vec<_>>(),
            &b.iter().map(|&v| v as f64).collect::<Vec<_>>(),
            &c.iter().map(|&v| v as f64).collect::<Vec<_>>(),
        )
        .solve();
        match (exact, real) {
            (LpOutcome::Optimal(e), LpOutcome::Optimal(r)) => {
                assert!((e.to_f64() - r).abs() < 1e-9)
            }
            (LpOutcome::Infeasible, LpOutcome::Infeasible)
            | (LpOutcome::Unbounded, LpOutcome::Unbounded) => {}
            (e, r) => panic!("{e:?} vs {r:?} on {ints:?} {b:?} {c:?}"),
        }
    }
}
