//! `expected_lines_touched` against the geometry, without the formula: the number of integers in
//! [t - R, t + R] is counted by scanning the lines near the coin, for centre heights t = k / m
//! spread over one period, and averaged exactly (in rationals). The average over m offsets is the
//! expectation plus the share of offsets that are integers (one in m: t = 0, which has
//! probability 0 for a random throw); so the integer part of the expectation is the floor of the
//! average with that offset left out, and the average must be close to it for large m. The
//! solution is also checked against that exact integration (examples/brute.rs) on every R up to
//! 400 and on the generator's small inputs (what `cargo x stress` feeds).

#[path = "../src/main.rs"]
#[allow(dead_code)]
mod solution;

#[path = "../examples/brute.rs"]
#[allow(dead_code)]
mod brute;

#[path = "../examples/gen.rs"]
#[allow(dead_code)]
mod gen;

use brute::lines_touched;
use oracle::gen::{small_inputs, Tokens, SMALL_CASES};
use rand::{rngs::StdRng, Rng, SeedableRng};

#[test]
fn integer_part_of_average_over_offsets() {
    let mut rng = StdRng::seed_from_u64(1381);
    for _ in 0..200 {
        let r = rng.random_range(1..=300);
        let m = rng.random_range(2..=200);
        // Offsets strictly inside (0, 1): each touches the same number of lines.
        let total: u64 = (1..m).map(|k| lines_touched(r, k, m)).sum();
        let integer_part = total / (m - 1);
        assert_eq!(solution::expected_lines_touched(r), integer_part, "R = {r}");
        // With t = 0 counted too, the average lies within 1/m above it.
        let with_zero = total + lines_touched(r, 0, m);
        assert!(with_zero >= integer_part * m && with_zero <= integer_part * m + 1);
    }
}

#[test]
fn random_throws_of_large_coins() {
    let mut rng = StdRng::seed_from_u64(1382);
    for r in [1u64, 2, 10, 1_000_000, 10_000_000_000] {
        let m = 1u64 << 40;
        let throws = 200;
        let total: u64 = (0..throws)
            .map(|_| {
                let k = rng.random_range(0..m);
                let (r, k, m) = (r as i128, k as i128, m as i128);
                // Integers y with k - r*m <= y*m <= k + r*m, by floor division.
                let high = (k + r * m).div_euclid(m);
                let low = (k - r * m + m - 1).div_euclid(m);
                (high - low + 1) as u64
            })
            .sum();
        let average_floor = total / throws;
        assert_eq!(
            solution::expected_lines_touched(r),
            average_floor,
            "R = {r}"
        );
    }
}

#[test]
fn exact_integration_over_one_period() {
    for r in (1..=400).chain([1_000, 4_321, 65_536]) {
        assert_eq!(
            solution::expected_lines_touched(r),
            brute::integer_part(r),
            "R = {r}"
        );
    }
}

/// The generator's small inputs (what `cargo x stress` feeds: radii up to 1000) against the
/// exact integration.
#[test]
fn the_generators_small_radii_match_exact_integration() {
    for (seed, input) in small_inputs(&gen::GENERATOR, 1..=SMALL_CASES) {
        let mut tokens = Tokens::new(&input);
        let t: usize = tokens.next();
        for r in tokens.many::<u64>(t) {
            assert_eq!(
                solution::expected_lines_touched(r),
                brute::integer_part(r),
                "R = {r} (cargo x gen nod51-1381 --small --seed {seed})"
            );
        }
    }
}
