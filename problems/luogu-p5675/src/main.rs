//! Luogu P5675 \[GZOI2017\] 取石子游戏. Alice must make her first Nim move on the chosen pile `a_i`;
//! she can win only by leaving XOR 0, that is by shrinking `a_i` to the XOR `x` of the other
//! chosen piles, which needs `x < a_i`. So she loses iff `x >= a_i`: for each i, count the subsets
//! of the other piles by XOR (all values are below 256) and add the counts from `a_i` up.

use cgt_modular::Mod1000000007;
use cgt_xor_count::count_subsets_by_xor;
use proconio::input;
use std::io::{BufWriter, Write};

/// Piles are at most 200, so every XOR of piles is below 256.
const XOR_VALUES: usize = 256;

pub fn losing_first_choices(piles: &[usize]) -> u64 {
    (0..piles.len())
        .map(|i| {
            let others = piles
                .iter()
                .enumerate()
                .filter(|&(j, _)| j != i)
                .map(|(_, &a)| a);
            let by_xor: Vec<Mod1000000007> = count_subsets_by_xor(others, XOR_VALUES);
            by_xor[piles[i]..].iter().sum::<Mod1000000007>()
        })
        .sum::<Mod1000000007>()
        .value()
        .into()
}

fn main() {
    input! { n: usize }
    debug_assert!(n <= 200, "N <= 200");
    input! { piles: [usize; n] }
    debug_assert!(piles.iter().all(|a| (1..=200).contains(a)), "each 1..200");
    let mut out = BufWriter::new(std::io::stdout().lock());
    writeln!(out, "{}", losing_first_choices(&piles)).unwrap();
}
