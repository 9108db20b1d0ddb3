//! Codeforces 842D Vitya and Strange Lesson. Each query XORs every element of the array by x (the
//! change stays), then asks for the mex. The XORs add up: after queries x_1..x_k the array is
//! a_i ^ (x_1 ^ ... ^ x_k). So the set of values is kept with a lazy XOR of every key: a query is
//! one XOR, O(1), and one walk down a binary tree over the 19-bit keys (values and XORs are at
//! most 3e5 < 2^19) for the mex, O(19), which takes the half of smaller keys unless it is full.
//! The keys are few bits, so the tree is complete and only its "full" bits are read
//! (`cgt_xor_trie::DenseXorSet`, 128 KiB, in the processor's cache) rather than a trie of
//! nodes (`BinaryTrie`, 26 MiB for 3e5 keys, a cache miss a level).
//!
//! The input is large (up to 6e5 numbers): it is read once through `cgt_fast_input::ByteSource`,
//! integers as `Int<T>`.
//!
//! `cargo x bench cf-842d` (3e5 values and 3e5 queries; a shared 2-core machine at load 1):
//! 58-63 ms of CPU over the three worst cases (3.1% of the 2 s limit), 8 MiB; with
//! `BinaryTrie` it was 79-189 ms (9.5%) and 26 MiB.

use cgt_fast_input::{ByteSource, Int};
use cgt_xor_trie::DenseXorSet;
use proconio::input;
use std::io::{BufWriter, Write};

/// Bits of the keys: every value and every XOR of values is below 2^19 = 524288 > 3e5.
const BITS: u32 = 19;

/// The mex of the array after each query, the queries' XORs applied one after another.
pub fn mexes_after_xors(array: &[u32], queries: &[u32]) -> Vec<u64> {
    let mut values = DenseXorSet::from_keys(BITS, array.iter().map(|&a| u64::from(a)));
    queries
        .iter()
        .map(|&x| {
            values.xor_all(u64::from(x));
            values.mex()
        })
        .collect()
}

fn main() {
    let (array, queries) = {
        let mut source = ByteSource::stdin();
        input! {
            from &mut source,
            n: Int<usize>, m: Int<usize>,
            array: [Int<u32>; n],
            queries: [Int<u32>; m],
        }
        (array, queries)
    };
    debug_assert!((1..=300_000).contains(&array.len()), "1 <= n <= 3e5");
    debug_assert!((1..=300_000).contains(&queries.len()), "1 <= m <= 3e5");
    debug_assert!(array.iter().all(|&a| a <= 300_000), "0 <= a_i <= 3e5");
    debug_assert!(queries.iter().all(|&x| x <= 300_000), "0 <= x <= 3e5");
    let mut out = BufWriter::new(std::io::stdout().lock());
    for mex in mexes_after_xors(&array, &queries) {
        writeln!(out, "{mex}").unwrap();
    }
}
