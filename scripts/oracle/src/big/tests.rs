//! Big fractions against the i128 `Rational` where both fit.

use super::*;
use crate::Rational;

#[test]
fn decimals_round_as_the_small_fractions_do() {
    for numer in -300i128..=300 {
        for denom in [1i128, 2, 3, 7, 8, 16, 125, 1000, 2000] {
            for digits in 0..5 {
                assert_eq!(
                    decimal(&big(numer, denom), digits),
                    Rational::new(numer, denom).decimal(digits),
                    "{numer}/{denom} to {digits}"
                );
            }
        }
    }
}

#[test]
fn decimals_are_read_exactly() {
    assert_eq!(parse_decimal("0.25"), big(1, 4));
    assert_eq!(parse_decimal("1"), big(1, 1));
    assert_eq!(parse_decimal("1.0"), big(1, 1));
    assert_eq!(parse_decimal("0"), big(0, 1));
    assert_eq!(parse_decimal("-3.125"), big(-25, 8));
    assert_eq!(parse_decimal("0.999999"), big(999_999, 1_000_000));
}

#[test]
fn residues_match_the_small_fractions() {
    for (numer, denom) in [(2, 3), (-1, 1), (83, 126), (0, 5)] {
        assert_eq!(
            residue(&big(numer, denom), 998_244_353),
            Rational::new(numer, denom).residue(998_244_353)
        );
    }
}

#[test]
#[should_panic(expected = "not a decimal")]
fn an_exponent_is_refused() {
    parse_decimal("1e-3");
}
