//! The least positive logarithm against the brute force (the powers of `a` tried one by one with
//! the statement's product): every pair below 2^4, and the generator's small inputs (pairs below
//! 2^8 and 2^16, what `cargo x stress` feeds); and the
//! checker on the official sample and on the solution's answers for random full-width pairs.

#[path = "../src/main.rs"]
#[allow(dead_code)]
mod solution;

#[path = "../examples/brute.rs"]
#[allow(dead_code)]
mod brute;

#[path = "../examples/gen.rs"]
#[allow(dead_code)]
mod gen;

use brute::checker::{check, PowerProducts};
use oracle::gen::{small_inputs, Tokens, SMALL_CASES};
use rand::{rngs::StdRng, Rng, SeedableRng};

#[test]
fn least_positive_log_matches_trying_powers() {
    let field = PowerProducts::new();
    for a in 1..16 {
        for b in 1..16 {
            assert_eq!(
                solution::least_positive_log(a, b),
                brute::least_positive_log(&field, a, b),
                "{a} {b}"
            );
        }
    }
    for (seed, input) in small_inputs(&gen::GENERATOR, 1..=SMALL_CASES) {
        let mut tokens = Tokens::new(&input);
        let t: usize = tokens.next();
        for _ in 0..t {
            let (a, b): (u64, u64) = (tokens.next(), tokens.next());
            assert_eq!(
                solution::least_positive_log(a, b),
                brute::least_positive_log(&field, a, b),
                "{a} {b} (cargo x gen cf-1310f --small --seed {seed})"
            );
        }
    }
}

const SAMPLE_IN: &str =
    "7\n2 2\n1 1\n2 3\n8 10\n8 2\n321321321321 2\n123214213213 4356903202345442785\n";
const SAMPLE_OUT: &str = "1\n1\n2\n4\n-1\n6148914691236517205\n68943624821423112\n";

#[test]
fn checker_accepts_the_sample_and_other_valid_answers() {
    assert_eq!(check(SAMPLE_IN, SAMPLE_OUT, SAMPLE_OUT), Ok(()));
    // 0 for `1 1`, and x + ord(a) for any x, are just as valid.
    let other = "4\n0\n5\n9\n-1\n6148914691236517205\n68943624821423112\n";
    assert_eq!(check(SAMPLE_IN, SAMPLE_OUT, other), Ok(()));
    let wrong = [
        (
            "1\n1\n2\n4\n-1\n6148914691236517205\n",
            "6 answers for 7 pairs",
        ),
        (
            "1\n1\n2\n4\n3\n6148914691236517205\n68943624821423112\n",
            "the reference says -1",
        ),
        (
            "1\n1\n2\n-1\n-1\n6148914691236517205\n68943624821423112\n",
            "-1 but",
        ),
        (
            "1\n1\n2\n3\n-1\n6148914691236517205\n68943624821423112\n",
            "8^3 = ",
        ),
        (
            "1\n1\n2\n4\n-1\n18446744073709551616\n68943624821423112\n",
            "neither -1 nor a u64",
        ),
        (
            "1\n1\n2\n4\n-1\n-5\n68943624821423112\n",
            "neither -1 nor a u64",
        ),
    ];
    for (actual, reason) in wrong {
        let verdict = check(SAMPLE_IN, SAMPLE_OUT, actual).unwrap_err();
        assert!(
            verdict.contains(reason),
            "{verdict:?} should say {reason:?}"
        );
    }
    // A wrong reference is reported, not trusted.
    let bad_reference = "1\n1\n2\n5\n-1\n6148914691236517205\n68943624821423112\n";
    assert!(check(SAMPLE_IN, bad_reference, SAMPLE_OUT).is_err());
}

#[test]
fn checker_accepts_the_solution_on_random_full_width_pairs() {
    let field = PowerProducts::new();
    let mut rng = StdRng::seed_from_u64(1314);
    let mut input = String::from("60\n");
    let mut reference = String::new();
    let mut actual = String::new();
    for i in 0..60 {
        // Reachable pairs with a known exponent, and random pairs (reachable or not).
        let a: u64 = rng.random_range(1..=u64::MAX);
        let (b, known) = if i % 2 == 0 {
            let x: u64 = rng.random();
            (field.power(a, x), Some(x))
        } else {
            (rng.random_range(1..=u64::MAX), None)
        };
        input += &format!("{a} {b}\n");
        let answer = solution::least_positive_log(a, b);
        match answer {
            Some(x) => actual += &format!("{x}\n"),
            None => actual += "-1\n",
        }
        // The reference: the known exponent; for random b the solution's own answer, checked
        // by the power itself (a -1 there is verified below through b's order).
        match (known, answer) {
            (Some(x), _) => reference += &format!("{x}\n"),
            (None, Some(x)) => reference += &format!("{x}\n"),
            (None, None) => {
                // b is outside <a> iff ord(b) does not divide ord(a): some prime p has
                // b^(F/p) != 1 but a^(F/p) = 1.
                let outside = [3u64, 5, 17, 257, 641, 65537, 6700417].iter().any(|&p| {
                    field.power(b, u64::MAX / p) != 1 && field.power(a, u64::MAX / p) == 1
                });
                assert!(outside, "-1 for {a} {b}, which is a power of {a}");
                reference += "-1\n";
            }
        }
    }
    assert_eq!(check(&input, &reference, &actual), Ok(()));
}
