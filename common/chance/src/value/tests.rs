use super::*;
use cgt_modular::{Mod998244353, ModInt, RuntimeModulus};
use oracle::Rational;
use rand::{rngs::StdRng, Rng, SeedableRng};

impl Field for Rational {
    fn zero() -> Self {
        Rational::zero()
    }
    fn one() -> Self {
        Rational::one()
    }
    fn from_u64(n: u64) -> Self {
        Rational::from(n as i64)
    }
    fn is_zero(&self) -> bool {
        Rational::is_zero(*self)
    }
    fn compare(&self, other: &Self) -> Option<Ordering> {
        Some(self.cmp(other))
    }
}

/// A small random acyclic game: state i has options below i (states 0 and 1 are ends).
#[derive(Clone, Debug)]
enum Desc {
    End(i64, i64),
    Max(Vec<usize>),
    Min(Vec<usize>),
    Chance(Vec<(u64, usize)>),
}

fn random_game(rng: &mut StdRng, choosers: bool) -> Vec<Desc> {
    let count = rng.random_range(2..=10);
    (0..count)
        .map(|i| {
            let kind = if i < 2 { 0 } else { rng.random_range(0..4) };
            let options = |rng: &mut StdRng| -> Vec<usize> {
                (0..rng.random_range(1..=3))
                    .map(|_| rng.random_range(0..i))
                    .collect()
            };
            match kind {
                1 if choosers => Desc::Max(options(rng)),
                2 if choosers => Desc::Min(options(rng)),
                0 => Desc::End(rng.random_range(-3..=3), rng.random_range(1..=4)),
                _ => {
                    let options = options(rng);
                    let mut draws: Vec<(u64, usize)> = options
                        .into_iter()
                        .map(|o| (rng.random_range(0..=4), o))
                        .collect();
                    draws[0].0 += 1; // a non-zero total
                    Desc::Chance(draws)
                }
            }
        })
        .collect()
}

/// The value from its definition, in exact rationals: a plain recursion, no memo.
fn naive(game: &[Desc], state: usize) -> Rational {
    match &game[state] {
        Desc::End(numer, denom) => Rational::new(i128::from(*numer), i128::from(*denom)),
        Desc::Max(options) => options.iter().map(|&o| naive(game, o)).max().unwrap(),
        Desc::Min(options) => options.iter().map(|&o| naive(game, o)).min().unwrap(),
        Desc::Chance(draws) => {
            let total: u64 = draws.iter().map(|d| d.0).sum();
            draws
                .iter()
                .map(|&(w, o)| Rational::new(w as i128, total as i128) * naive(game, o))
                .sum()
        }
    }
}

fn node<F: Field>(game: &[Desc], state: usize, end: impl Fn(i64, i64) -> F) -> Node<usize, F> {
    match &game[state] {
        Desc::End(numer, denom) => Node::End(end(*numer, *denom)),
        Desc::Max(options) => Node::Max(options.clone()),
        Desc::Min(options) => Node::Min(options.clone()),
        Desc::Chance(draws) => {
            Node::Chance(draws.iter().map(|&(w, o)| (F::from_u64(w), o)).collect())
        }
    }
}

fn residue<M: cgt_modular::Modulus>(numer: i64, denom: i64) -> ModInt<M> {
    ModInt::from(numer) / ModInt::from(denom)
}

#[test]
fn values_in_every_field_match_exact_rationals() {
    let mut rng = StdRng::seed_from_u64(148);
    RuntimeModulus::set(1_000_000_007);
    for round in 0..2000 {
        let choosers = round % 2 == 0;
        let game = random_game(&mut rng, choosers);
        let n = game.len();
        let exact: Vec<Rational> = (0..n).map(|s| naive(&game, s)).collect();
        let rational = chance_values(n, |s| {
            node(&game, s, |a, b| Rational::new(a.into(), b.into()))
        });
        assert_eq!(rational, exact, "{game:?}");
        let real = chance_values(n, |s| node(&game, s, |a, b| a as f64 / b as f64));
        for (r, e) in real.iter().zip(&exact) {
            assert!((r - e.to_f64()).abs() < 1e-12, "{r} vs {e} in {game:?}");
        }
        let mut memo = ChanceMemo::new(|&s: &usize| node(&game, s, |a, b| a as f64 / b as f64));
        let top = rng.random_range(0..n);
        assert!((memo.value(&top) - exact[top].to_f64()).abs() < 1e-12);
        let mut memo =
            ChanceMemo::new(|&s: &usize| node(&game, s, |a, b| Rational::new(a.into(), b.into())));
        assert_eq!(memo.value(&top), exact[top]);
        assert!(memo.known_states() <= n);
        if !choosers {
            let modular = chance_values(n, |s| node(&game, s, residue));
            let runtime = chance_values(n, |s| node(&game, s, residue::<RuntimeModulus>));
            for s in 0..n {
                let e = &exact[s];
                let m: Mod998244353 = modular[s];
                assert_eq!(u64::from(m.value()), e.residue(998_244_353), "{game:?}");
                assert_eq!(u64::from(runtime[s].value()), e.residue(1_000_000_007));
            }
        }
    }
}

#[test]
fn a_long_game_does_not_overflow_the_stack() {
    // A walk of a million steps: from k, a fair coin moves to k + 1 or ends (won at 10^6).
    let mut walk = ChanceMemo::new(|&k: &u32| match k {
        1_000_000 => Node::End(1.0),
        _ => Node::Chance(vec![(1.0, k + 1), (1.0, 1_000_000)]),
    });
    assert_eq!(walk.value(&0), 1.0);
}

#[test]
#[should_panic(expected = "ordered values")]
fn residues_cannot_choose() {
    let _ = chance_values(3, |s| match s {
        0 => Node::End(Mod998244353::new(0)),
        1 => Node::End(Mod998244353::new(1)),
        _ => Node::Max(vec![0, 1]),
    });
}

#[test]
#[should_panic(expected = "not below it")]
fn an_option_out_of_order_is_named() {
    let _ = chance_values(2, |s| match s {
        0 => Node::Chance(vec![(1.0, 1)]),
        _ => Node::End(1.0),
    });
}
