//! Tables built from random formulas of binary and arithmetic features (shifted, halved,
//! capped, as residues, as sums) are recognised and predicted; near-periods and noise get no
//! such rule.

use super::*;
use crate::rules::tests::{beatty_table, check, texts, FAR};
use crate::rules::{find_sequence_rules, predict_sequence};
use rand::{rngs::StdRng, Rng, SeedableRng};

#[test]
fn binary_feature_tables_are_recognised() {
    let mut rng = StdRng::seed_from_u64(2);
    for _ in 0..100 {
        let feature = &BINARY[rng.random_range(0..BINARY.len())];
        let alpha = rng.random_range(1..3u64);
        let beta = rng.random_range(0..3u64);
        let gamma = rng.random_range(0..5u64);
        let f = feature.f;
        let g = move |n: u64| Some(alpha * f(n + 1)? + beta * n + gamma);
        let values: Vec<u64> = (0..400).map(|n| g(n).unwrap()).collect();
        assert_eq!(check(&values, 0, g), FAR.len(), "{}", (feature.name)("n"));
    }
}

/// The divisor game (move to a proper divisor): given g(1..400) from its definition, the
/// explorer states g(n) = Ω(n) and predicts far values.
#[test]
fn the_divisor_game_is_big_omega() {
    let mut g = vec![0u64; 401];
    for n in 2..=400usize {
        let mut options: Vec<u64> = (1..n).filter(|d| n % d == 0).map(|d| g[d]).collect();
        options.sort_unstable();
        options.dedup();
        g[n] = (0..).find(|v| options.binary_search(v).is_err()).unwrap();
    }
    let values = &g[1..];
    let rules = find_sequence_rules(values, 1);
    assert_eq!(rules[0].describe(), "g(n) = Ω(n) for n >= 1");
    for (n, omega) in [
        (1_000_000u64, 12),
        (999_983 * 999_979, 2),
        ((1 << 61) - 1, 1),
        (1 << 63, 63),
        (
            2 * 3 * 5 * 7 * 11 * 13 * 17 * 19 * 23 * 29 * 31 * 37 * 41,
            13,
        ),
    ] {
        assert_eq!(predict_sequence(&rules, values, 1, n), Some(omega), "{n}");
    }
}

#[test]
fn arithmetic_feature_tables_are_recognised() {
    let mut rng = StdRng::seed_from_u64(5);
    for _ in 0..60 {
        let feature = &ARITHMETIC[rng.random_range(0..ARITHMETIC.len())];
        let alpha = rng.random_range(1..3u64);
        let beta = rng.random_range(0..2u64);
        let gamma = rng.random_range(0..4u64);
        let f = feature.f;
        let g = move |n: u64| Some(alpha * f(n)? + beta * n + gamma);
        let values: Vec<u64> = (2..500).map(|n| g(n).unwrap()).collect();
        let rules = find_sequence_rules(&values, 2);
        let mut right = 0;
        for n in [
            1_000_000u64,
            999_983 * 999_979,
            3u64.pow(39),
            1 << 62,
            614_889_782_588_491_410,
        ] {
            let got = predict_sequence(&rules, &values, 2, n);
            if got.is_some() {
                assert_eq!(got, g(n), "{}: {:?}", (feature.name)("n"), texts(&rules));
                right += 1;
            }
        }
        assert_eq!(right, 5, "{}: {:?}", (feature.name)("n"), texts(&rules));
    }
}

/// Features of shifted and halved n, the parity of v2, and a feature capped by another are
/// recognised from random rules of the family.
#[test]
fn shifted_halved_and_capped_features_are_recognised() {
    let mut rng = StdRng::seed_from_u64(10);
    for _ in 0..60 {
        let feature = &BINARY[rng.random_range(0..BINARY.len())];
        let arg = ARGS[rng.random_range(0..ARGS.len())];
        let gamma = rng.random_range(3..6u64);
        let f = feature.f;
        let g = move |n: u64| Some(f(arg.of(n)?)? + gamma);
        let values: Vec<u64> = (8..600).map(|n| g(n).unwrap()).collect();
        assert_eq!(
            check(&values, 8, g),
            FAR.len(),
            "{}",
            (feature.name)(&format!("{arg:?}"))
        );
    }
    // min(popcount(n), bit length - 2), max(v2(n + 1), popcount(n + 1)/2).
    let capped = |n: u64| Some((n.count_ones() as u64).min(64 - n.leading_zeros() as u64 - 2));
    let values: Vec<u64> = (4..5000).map(|n| capped(n).unwrap()).collect();
    assert_eq!(check(&values, 4, capped), FAR.len());
    let floor = |n: u64| {
        let x = n + 1;
        Some((x.trailing_zeros() as u64).max(x.count_ones() as u64 / 2))
    };
    let values: Vec<u64> = (0..800).map(|n| floor(n).unwrap()).collect();
    assert_eq!(check(&values, 0, floor), FAR.len());
}

/// Tables `g(n) = (F(x) + c) mod m` for a random feature (binary or arithmetic), argument,
/// modulus and offset are recognised when the table shows the feature wrap around the
/// modulus, and every far prediction is right; the two near-period kinds (a Beatty-φ win/lose
/// table, a valuation capped by a rising bound) and noise get no residue rule.
#[test]
fn residues_of_features_are_recognised() {
    let mut rng = StdRng::seed_from_u64(31);
    let features: Vec<&Feature> = BINARY
        .iter()
        .chain(&ARITHMETIC)
        .filter(|f| !f.two_valued)
        .collect();
    let (mut found, mut tried) = (0, 0);
    for _ in 0..80 {
        let feature = features[rng.random_range(0..features.len())];
        let arg = ARGS[rng.random_range(0..ARGS.len())];
        let m = rng.random_range(2..6u64);
        let c = rng.random_range(0..m);
        let f = feature.f;
        let g = move |n: u64| Some((f(arg.of(n)?)? + c) % m);
        let first = 6;
        let values: Vec<u64> = (first..first + 700).map(|n| g(n).unwrap()).collect();
        // Where ⌊(F + c)/m⌋ is constant over the table, the table is plainly F + c - const.
        let mut quotients: Vec<u64> = (first..first + 700)
            .map(|n| (f(arg.of(n).unwrap()).unwrap() + c) / m)
            .collect();
        quotients.dedup();
        if quotients.len() == 1 {
            continue;
        }
        tried += 1;
        let rules = find_sequence_rules(&values, first);
        let mut right = 0;
        for n in [
            1_000_000u64,
            999_983 * 999_979,
            3u64.pow(39),
            1 << 62,
            614_889_782_588_491_410,
        ] {
            let got = predict_sequence(&rules, &values, first, n);
            if got.is_some() {
                assert_eq!(got, g(n), "{}: {:?}", (feature.name)("n"), texts(&rules));
                right += 1;
            }
        }
        if right == 5 {
            found += 1;
        }
    }
    assert!(found * 10 >= tried * 8, "{found} of {tried}");
    // Ω(n) mod 3 and ω(n) mod 2, stated as such.
    let omega3: Vec<u64> = (1..=600u64)
        .map(|n| arithmetic::factor(n).len() as u64 % 3)
        .collect();
    assert_eq!(
        find_residue(&omega3, 1).unwrap().describe(),
        "g(n) = Ω(n) mod 3 for n >= 1"
    );
    let rules = find_sequence_rules(&omega3, 1);
    for n in [u64::MAX, u64::MAX - 1, (1 << 63) + 1] {
        let truth = arithmetic::factor(n).len() as u64 % 3;
        assert_eq!(predict_sequence(&rules, &omega3, 1, n), Some(truth));
    }
    let wythoff = beatty_table(3000, 3, 5, 2);
    assert!(find_residue(&wythoff, 0).is_none());
    let capped: Vec<u64> = (1..=1000u64)
        .map(|n| (n.trailing_zeros() as u64).min((63 - n.leading_zeros() as u64) / 2))
        .collect();
    assert!(find_residue(&capped, 1).is_none());
    let mut noisy = omega3.clone();
    for i in (0..noisy.len()).step_by(97).skip(3) {
        noisy[i] = (noisy[i] + 1) % 3;
    }
    assert!(find_residue(&noisy, 1).is_none());
}

/// Tables `g(n) = (F(n) ± F'(n) + c) mod m` for two random features (both varying, the sum
/// wrapping around `m`) are recognised, and every far prediction is right.
#[test]
fn residues_of_sums_of_features_are_recognised() {
    let mut rng = StdRng::seed_from_u64(41);
    let features: Vec<&Feature> = BINARY
        .iter()
        .chain(&ARITHMETIC)
        .filter(|f| !f.two_valued)
        .collect();
    let (mut found, mut tried) = (0, 0);
    while tried < 40 {
        let i = rng.random_range(0..features.len());
        let j = rng.random_range(0..features.len());
        if i == j {
            continue;
        }
        let (f, h) = (features[i].f, features[j].f);
        let sign = [1i128, -1][rng.random_range(0..2)];
        let m = rng.random_range(2..5i128);
        let c = rng.random_range(0..m);
        let g = move |n: u64| Some((f(n)? as i128 + sign * h(n)? as i128 + c).rem_euclid(m) as u64);
        let values: Vec<u64> = (2..800).map(|n| g(n).unwrap()).collect();
        // The sum must wrap around m (else the table is an affine rule), and both features
        // must matter over the table.
        let sums: Vec<i128> = (2..800u64)
            .map(|n| f(n).unwrap() as i128 + sign * h(n).unwrap() as i128 + c)
            .collect();
        let wraps = sums
            .iter()
            .any(|&x| x.div_euclid(m) != sums[0].div_euclid(m));
        let varies = |k: fn(u64) -> Option<u64>| (3..800u64).any(|n| k(n) != k(2));
        if !wraps || !varies(f) || !varies(h) {
            continue;
        }
        tried += 1;
        let rules = find_sequence_rules(&values, 2);
        let mut right = 0;
        for n in [
            1_000_000u64,
            999_983 * 999_979,
            3u64.pow(39),
            1 << 62,
            614_889_782_588_491_410,
        ] {
            let got = predict_sequence(&rules, &values, 2, n);
            if got.is_some() {
                assert_eq!(got, g(n), "{:?}", texts(&rules));
                right += 1;
            }
        }
        if right == 5 {
            found += 1;
        }
    }
    assert!(found >= 36, "{found} of {tried}");
    let halves: Vec<u64> = (1..=800u64)
        .map(|n| (n.trailing_zeros() as u64 + valuation(n, 3).unwrap()) % 2)
        .collect();
    assert_eq!(
        find_residue(&halves, 1).unwrap().describe(),
        "g(n) = (v2(n) + v3(n)) mod 2 for n >= 1"
    );
}

/// Sums of valuations over a few primes, and a popcount with the parity of `v2`, are read as
/// such and predict far values; a sum whose second term never moves alone is not.
#[test]
fn sums_of_valuations_and_pairs_of_features_are_recognised() {
    let v = |n: u64, p: u64| valuation(n, p).unwrap();
    let smooth: Vec<u64> = (1..=2000u64).map(|n| v(n, 2) + v(n, 3) + v(n, 5)).collect();
    assert_eq!(
        check(&smooth, 1, |n| Some(v(n, 2) + v(n, 3) + v(n, 5))),
        FAR.len()
    );
    assert!(texts(&find_sequence_rules(&smooth, 1))
        .contains(&"g(n) = v2(n) + v3(n) + v5(n) for n >= 1".to_string()));
    let pair = |n: u64| 2 * n.count_ones() as u64 + (n.trailing_zeros() % 2) as u64;
    let values: Vec<u64> = (1..=2000u64).map(pair).collect();
    assert_eq!(check(&values, 1, |n| Some(pair(n))), FAR.len());
    assert!(texts(&find_sequence_rules(&values, 1))
        .iter()
        .any(|t| t.contains("popcount(n)") && t.contains("parity(v2(n))")));
    // Noise and other tables: every far value right or `?`.
    let mut rng = StdRng::seed_from_u64(5);
    for _ in 0..20 {
        let noise: Vec<u64> = (0..600).map(|_| rng.random_range(0..3)).collect();
        assert!(find_combined(&noise, 0).is_none());
    }
}
