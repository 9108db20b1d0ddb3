//! Codeforces 1310F by brute force, for `a, b < 2^16`: the powers `a, a^⊗2, a^⊗3, ...` one by one
//! until they return to 1 (at most 65535 of them, as the values below 2^16 form a field), with
//! the nim product written from the statement's rules (the checker's, never the library's).
//! Prints the least `x >= 1` with `a^⊗x = b`, or -1.

#[path = "checker.rs"]
#[allow(dead_code)]
pub mod checker;

use checker::PowerProducts;
use oracle::stdin_tokens;

/// The least `x >= 1` with `a^⊗x = b`, trying the powers of `a` in order.
pub fn least_positive_log(field: &PowerProducts, a: u64, b: u64) -> Option<u64> {
    assert!(
        a < 1 << 16 && b < 1 << 16 && a > 0,
        "the brute force takes 0 < a < 2^16 and b < 2^16"
    );
    let mut power = a;
    for x in 1..=1u64 << 16 {
        if power == b {
            return Some(x);
        }
        if power == 1 {
            return None; // the powers cycle from here
        }
        power = field.product(power, a);
    }
    unreachable!("a's powers return to 1 within 2^16 - 1 steps")
}

#[allow(dead_code)]
fn main() {
    let mut tokens = stdin_tokens::<u64>();
    let t = tokens.next().unwrap();
    let field = PowerProducts::new();
    for _ in 0..t {
        let (a, b) = (tokens.next().unwrap(), tokens.next().unwrap());
        match least_positive_log(&field, a, b) {
            Some(x) => println!("{x}"),
            None => println!("-1"),
        }
    }
}
