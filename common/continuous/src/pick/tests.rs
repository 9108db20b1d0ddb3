//! The best pick against every breakpoint tried in exact fractions, and the add-or-subtract
//! values against the exact recursion over the real picks.

use super::*;
use cgt_modular::Mod1000000007;
use oracle::Rational;
use rand::{rngs::StdRng, Rng, SeedableRng};
use std::collections::HashMap;

/// The largest value of the lower envelope over `[lo, hi]`, exactly: the envelope is the
/// minimum of the lines at every point, and its largest value is at an end or where two lines
/// cross, so every end and every crossing in the interval is tried.
fn envelope_peak(lo: Rational, hi: Rational, lines: &[(Rational, Rational)]) -> Rational {
    let at = |x: Rational| lines.iter().map(|&(c, s)| c + s * x).min().unwrap();
    let mut candidates = vec![lo, hi];
    for (i, &(ca, sa)) in lines.iter().enumerate() {
        for &(cb, sb) in &lines[..i] {
            if sa != sb {
                let x = (cb - ca) / (sa - sb);
                if lo <= x && x <= hi {
                    candidates.push(x);
                }
            }
        }
    }
    candidates.into_iter().map(at).max().unwrap()
}

#[test]
fn the_pick_reaches_the_envelope_peak_and_the_answers_hold_it() {
    let mut rng = StdRng::seed_from_u64(1628);
    for _ in 0..3000 {
        let count = rng.random_range(1..=7);
        let lines: Vec<(i64, i64)> = (0..count)
            .map(|_| (rng.random_range(-9..=9), rng.random_range(-4..=4)))
            .collect();
        let lo = rng.random_range(-4..=3);
        let hi = lo + rng.random_range(0..=5);
        let exact: Vec<(Rational, Rational)> = lines
            .iter()
            .map(|&(c, s)| (Rational::from(c), Rational::from(s)))
            .collect();
        let peak = envelope_peak(Rational::from(lo), Rational::from(hi), &exact).to_f64();
        let real: Vec<(f64, f64)> = lines.iter().map(|&(c, s)| (c as f64, s as f64)).collect();
        let best = best_pick(lo as f64, hi as f64, &real);
        assert!(
            (best.value - peak).abs() < 1e-9,
            "{lines:?} on [{lo}, {hi}]: {best:?} vs {peak}"
        );
        assert!(lo as f64 <= best.x && best.x <= hi as f64);
        // The answerer's mixture is at most the value at every pick (a fine grid and the ends).
        let total: f64 = best.answers.iter().map(|a| a.1).sum();
        assert!((total - 1.0).abs() < 1e-12 && best.answers.iter().all(|a| a.1 >= 0.0));
        for step in 0..=100 {
            let x = lo as f64 + (hi - lo) as f64 * step as f64 / 100.0;
            let mixed: f64 = best
                .answers
                .iter()
                .map(|&(k, w)| w * (real[k].0 + real[k].1 * x))
                .sum();
            assert!(
                mixed <= peak + 1e-9,
                "{lines:?} on [{lo}, {hi}]: {best:?} at {x}"
            );
        }
    }
}

/// The game on sum from its definition, in exact fractions: with i turns left and j adds owed,
/// the picker tries the real picks where the answer can change (0, k, and the pick where
/// adding and subtracting tie, when it lies in [0, k]) and the answerer takes the smaller of
/// the answers allowed.
fn game_on_sum(
    i: usize,
    j: usize,
    k: Rational,
    memo: &mut HashMap<(usize, usize), Rational>,
) -> Rational {
    if i == 0 {
        return Rational::zero();
    }
    if let Some(&v) = memo.get(&(i, j)) {
        return v;
    }
    let add = (j >= 1).then(|| game_on_sum(i - 1, j - 1, k, memo));
    let subtract = (j < i).then(|| game_on_sum(i - 1, j, k, memo));
    let answer = |x: Rational| {
        let options = [add.map(|a| x + a), subtract.map(|s| s - x)];
        options.into_iter().flatten().min().unwrap()
    };
    let mut picks = vec![Rational::zero(), k];
    if let (Some(a), Some(s)) = (add, subtract) {
        let tie = (s - a) / Rational::from(2);
        if Rational::zero() <= tie && tie <= k {
            picks.push(tie);
        }
    }
    let value = picks.into_iter().map(answer).max().unwrap();
    memo.insert((i, j), value);
    value
}

#[test]
fn the_values_match_the_exact_game_over_real_picks() {
    for k in [0, 1, 2, 7] {
        let mut memo = HashMap::new();
        let real = add_or_subtract_values(14, k as f64);
        let residues = add_or_subtract_values(14, Mod1000000007::new(k));
        for i in 0..=14 {
            for j in 0..=i {
                let exact = game_on_sum(i, j, Rational::from(k as i64), &mut memo);
                assert!((real[i][j] - exact.to_f64()).abs() < 1e-12, "{i} {j} {k}");
                assert_eq!(
                    u64::from(residues[i][j].value()),
                    exact.residue(1_000_000_007)
                );
            }
        }
    }
}

#[test]
fn the_statement_samples() {
    let r = add_or_subtract_values(100, Mod1000000007::new(1));
    let ten = Mod1000000007::new(10);
    assert_eq!(r[3][3] * Mod1000000007::new(2), Mod1000000007::new(6));
    assert_eq!(r[6][4] * ten, Mod1000000007::new(500_000_026));
    assert_eq!(r[100][1], Mod1000000007::new(958_557_139));
    assert_eq!(
        r[69][4] * Mod1000000007::new(20),
        Mod1000000007::new(49_735_962)
    );
}

#[test]
fn many_lines_sorted_by_radix_match_the_comparison_sort() {
    let mut rng = StdRng::seed_from_u64(5000);
    for _ in 0..20 {
        let lines: Vec<(f64, f64)> = (0..5000)
            .map(|_| {
                let slope = match rng.random_range(0..3) {
                    0 => rng.random_range(-3..=3) as f64,
                    1 => rng.random_range(-1e6..1e6),
                    _ => rng.random_range(-1e-3..1e-3),
                };
                (rng.random_range(-1e5..1e5), slope)
            })
            .collect();
        let radix = by_slope_descending(&lines);
        assert!(radix.windows(2).all(|w| w[0].1 >= w[1].1));
        let mut seen = vec![false; lines.len()];
        for &(c, s, k) in &radix {
            assert_eq!((c, s), lines[k]);
            seen[k] = true;
        }
        assert!(seen.iter().all(|&b| b));
        let order: Vec<usize> = radix.iter().map(|l| l.2).collect();
        let (lo, hi) = (-2.0, 3.0);
        assert_eq!(
            best_pick(lo, hi, &lines),
            best_pick_by_slope(lo, hi, &lines, &order)
        );
    }
}
