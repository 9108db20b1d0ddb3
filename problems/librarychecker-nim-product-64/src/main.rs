//! Library Checker `nim_product_64`, Nim Product (F_{2^64}): T pairs `A B` of 64-bit words, print
//! each nim product `A ⊗ B`, defined by the mex
//! `a ⊗ b = mex{ (a' ⊗ b) ⊕ (a ⊗ b') ⊕ (a' ⊗ b') : a' < a, b' < b }`.
//!
//! Model: the nimbers below 2^64 are the field GF(2^64); [`cgt_nimber::nim_product`] splits at
//! the Fermat 2-powers 2^32, 2^16, 2^8 (three half products per level, `F ⊗ F = F ⊕ F/2`) down
//! to a table of byte products.
//!
//! Traps: operands and products use all 64 bits (18446744073709551615 overflows i64), so
//! everything is u64. The nim product is neither the ordinary nor the carry-less product
//! (2 ⊗ 2 = 3, 16 ⊗ 16 = 24, 2 ⊗ 3 = 1). At T = 1e6 the input is about 40 MB: it is read in one
//! go, and one product costs a few dozen table lookups, not a loop over 64 x 64 bit pairs. The
//! brute force (the mex definition, for operands below 256) agrees with the statement's sample.

use cgt_fast_input::{ByteSource, Int};
use cgt_nimber::nim_product;
use proconio::input;
use std::io::{BufWriter, Write};

/// The nim products `a ⊗ b` of the pairs, in order.
pub fn nim_products(pairs: &[(u64, u64)]) -> Vec<u64> {
    pairs.iter().map(|&(a, b)| nim_product(a, b)).collect()
}

fn main() {
    let mut source = ByteSource::stdin();
    let mut out = BufWriter::new(std::io::stdout().lock());
    input! { from &mut source, t: Int<usize> }
    debug_assert!((1..=1_000_000).contains(&t), "1 <= T <= 1e6");
    input! { from &mut source, pairs: [(Int<u64>, Int<u64>); t] }
    for product in nim_products(&pairs) {
        writeln!(out, "{product}").unwrap();
    }
}
