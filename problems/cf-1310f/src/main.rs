//! Codeforces 1310F Bad Cryptography: in the field of nimbers below 2^64, for each pair `(a, b)`
//! find `x` with `a^⊗x = b`, or `-1` when there is none. Any valid `x` is accepted.
//!
//! Model: the non-zero nimbers below 2^64 form a cyclic group of order
//! `2^64 - 1 = 3 · 5 · 17 · 257 · 641 · 65537 · 6700417`. `b` is a power of `a` iff
//! `b^⊗ord(a) = 1`; then Pohlig–Hellman (baby-step giant-step for each prime of `ord(a)`, joined
//! by the Chinese remainder theorem) gives the logarithm ([`cgt_nimber::nim_log`]). We print the
//! least POSITIVE `x`: the logarithm in `1..=ord(a)`, which is unique and matches the official
//! sample (it prints 1 for `1 1`; 0 would be accepted too).
//!
//! Traps: a, b and x use all 64 bits (u64, CRT in u128). a = 1 reaches only b = 1. Values below
//! 2^8, 2^16, 2^32 are subfields: a inside one and b outside gives -1. A product that loops over
//! 64 x 64 bit pairs is too slow; the library's byte-table product and one sort of 2589 baby
//! steps per pair take under 1 ms a pair (100 pairs: 25-100 ms). The brute force (powers of `a` tried one by one
//! with a product written from the statement's rules, for `a, b < 2^16`) agrees with the
//! statement's sample.

use cgt_nimber::{nim_log, nim_order};
use proconio::input;
use proconio::source::once::OnceSource;
use std::io::{BufReader, BufWriter, Write};

/// The least `x >= 1` with `a^⊗x = b`, or `None` if `b` is no power of `a` (`a, b >= 1`).
pub fn least_positive_log(a: u64, b: u64) -> Option<u64> {
    nim_log(a, b).map(|x| if x == 0 { nim_order(a) } else { x })
}

fn main() {
    let mut source = OnceSource::new(BufReader::new(std::io::stdin().lock()));
    let mut out = BufWriter::new(std::io::stdout().lock());
    input! { from &mut source, t: usize }
    debug_assert!((1..=100).contains(&t), "1 <= t <= 100");
    input! { from &mut source, pairs: [(u64, u64); t] }
    debug_assert!(
        pairs.iter().all(|&(a, b)| a >= 1 && b >= 1),
        "1 <= a,b < 2^64"
    );
    for (a, b) in pairs {
        match least_positive_log(a, b) {
            Some(x) => writeln!(out, "{x}").unwrap(),
            None => writeln!(out, "-1").unwrap(),
        }
    }
}
