//! The first passage distribution against the walk searched roll by roll (the oracle's
//! `ChanceSearch`), exactly, in f64 and in residues.

use super::*;
use cgt_modular::Mod998244353;
use oracle::{ChanceNode, ChanceSearch, Rational};

#[test]
fn totals_match_the_walk_searched_roll_by_roll() {
    for l in 0..=14usize {
        for d in 1..=7usize {
            let exact: Vec<Rational> = first_passage_totals(l, d);
            let real: Vec<f64> = first_passage_totals(l, d);
            let modular: Vec<Mod998244353> = first_passage_totals(l, d);
            assert_eq!(exact.len(), d);
            for r in 0..d {
                let target = l + r;
                let mut walk = ChanceSearch::new(|&y: &usize| {
                    if y >= l {
                        ChanceNode::End(Rational::from(i64::from(y == target)))
                    } else {
                        ChanceNode::Chance((1..=d).map(|f| (Rational::one(), y + f)).collect())
                    }
                });
                let expected = walk.value(&0);
                assert_eq!(exact[r], expected, "l {l} d {d} stop at {target}");
                assert!((real[r] - expected.to_f64()).abs() < 1e-15);
                assert_eq!(u64::from(modular[r].value()), walk.residue(&0, 998_244_353));
            }
            assert_eq!(exact.iter().copied().sum::<Rational>(), Rational::one());
        }
    }
}

#[test]
fn large_lines_sum_to_one() {
    let totals: Vec<f64> = first_passage_totals(200_000, 200_000);
    let sum: f64 = totals.iter().sum();
    assert!((sum - 1.0).abs() < 1e-9, "{sum}");
    // Far from 0 the walk's position is spread evenly over its last roll's reach: the stop at
    // l + r has a chance near 2 (d - r) / (d (d + 1)).
    let (l, d) = (100_000usize, 10usize);
    let totals: Vec<f64> = first_passage_totals(l, d);
    for (r, &p) in totals.iter().enumerate() {
        let expected = 2.0 * (d - r) as f64 / (d * (d + 1)) as f64;
        assert!((p - expected).abs() < 1e-9, "{r}: {p} vs {expected}");
    }
}
