use super::*;

#[test]
fn arithmetic_and_reduction() {
    assert_eq!(Rational::new(6, -4), Rational::new(-3, 2));
    assert_eq!(
        Rational::new(1, 6) + Rational::new(1, 3),
        Rational::new(1, 2)
    );
    assert_eq!(
        Rational::new(1, 6) - Rational::new(1, 3),
        Rational::new(-1, 6)
    );
    assert_eq!(
        Rational::new(2, 3) * Rational::new(9, 4),
        Rational::new(3, 2)
    );
    assert_eq!(
        Rational::new(2, 3) / Rational::new(4, 9),
        Rational::new(3, 2)
    );
    assert_eq!(Rational::new(0, 5), Rational::zero());
    assert!(Rational::new(-1, 2) < Rational::zero());
}

#[test]
fn decimals_are_rounded_from_the_exact_value() {
    assert_eq!(Rational::new(83, 126).decimal(9), "0.658730159");
    assert_eq!(Rational::new(1, 2).decimal(3), "0.500");
    assert_eq!(Rational::new(999, 1000).decimal(2), "1.00");
    assert_eq!(Rational::from(1).decimal(0), "1");
    assert_eq!(Rational::new(-1, 3).decimal(2), "-0.33");
    assert_eq!(Rational::zero().decimal(2), "0.00");
}

#[test]
fn residues_modulo_a_prime() {
    assert_eq!(Rational::new(1, 2).residue(7), 4);
    assert_eq!(Rational::new(-1, 1).residue(7), 6);
    assert_eq!(Rational::new(2, 3).residue(998_244_353), 665_496_236);
}

#[test]
#[should_panic(expected = "overflows")]
fn overflow_panics() {
    let big = Rational::new(1, i128::MAX / 3);
    let _ = big * Rational::new(1, 5);
}
