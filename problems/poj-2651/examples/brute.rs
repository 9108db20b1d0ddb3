//! So you want to be a 2^n-aire? by brute force: the exact recursion over the real decision,
//! in fractions of any size (`oracle::big`), t read exactly from its decimal digits. With i
//! questions answered, the player seeing p either stops with 2^i or answers for the value
//! below with chance p, so the question is worth `(1/(1 - t)) ∫_t^1 max(2^i, p · E_{i+1}) dp`,
//! integrated piece by piece on each side of the crossing `p = 2^i / E_{i+1}`; for t = 1 the
//! answer is always right. Printed with three decimals, rounded from the exact value.

use oracle::big::{big, decimal, parse_decimal, BigRational};
use std::io::Read;

/// `E[max(stop, p · go)]` for p uniform on `[t, 1]`, from the definition.
fn stop_or_answer(stop: &BigRational, go: &BigRational, t: &BigRational) -> BigRational {
    let one = big(1, 1);
    if *t == one {
        return stop.max(go).clone();
    }
    let crossing = (stop / go).max(t.clone()).min(one.clone());
    let stopping = stop * (&crossing - t);
    let answering = go * (&one - &crossing * &crossing) / big(2, 1);
    (stopping + answering) / (&one - t)
}

/// The exact expected prize with `n` questions and t as written in the input.
pub fn expected_prize(n: u32, t: &str) -> BigRational {
    let t = parse_decimal(t);
    let mut value = big(1i128 << n, 1);
    for i in (0..n).rev() {
        value = stop_or_answer(&big(1i128 << i, 1), &value, &t);
    }
    value
}

/// The answer as printed: three decimals, rounded.
pub fn printed(n: u32, t: &str) -> String {
    decimal(&expected_prize(n, t), 3)
}

#[allow(dead_code)]
fn main() {
    let mut input = String::new();
    std::io::stdin().read_to_string(&mut input).unwrap();
    let mut tokens = input.split_whitespace();
    while let (Some(n), Some(t)) = (tokens.next(), tokens.next()) {
        let n: u32 = n.parse().unwrap();
        if n == 0 {
            break;
        }
        println!("{}", printed(n, t));
    }
}
