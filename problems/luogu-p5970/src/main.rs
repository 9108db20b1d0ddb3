//! Luogu P5970 \[POI2016\] Nim z utrudnieniem. B throws away a set of piles whose size is a
//! multiple of d, not all of them; A then moves first in Nim on the rest and loses iff the kept
//! piles XOR to 0 (Bouton). The kept XOR is the total XOR ^ the discarded XOR, so the answer is
//! the number of discard sets with XOR equal to the total XOR and size ≡ 0 (mod d), minus the
//! full discard when d divides n (it leaves XOR 0 but is forbidden), modulo 1e9+7.
//!
//! The sets are counted by `cgt_xor_count::count_subsets_by_xor_and_size`: piles in increasing
//! order, so the XOR range doubles only when a pile needs it (O(m · d) for m stones in all), one
//! table of 2^20 x d `u32` residues updated in place (40 MB at most, under the 64 MB limit).
//!
//! The input is large: it is read once through `cgt_fast_input::ByteSource`, integers as `Int<T>`.

use cgt_fast_input::{ByteSource, Int};
use cgt_modular::{ConstModulus, Mod1000000007};
use cgt_xor_count::count_subsets_by_xor_and_size;
use proconio::input;
use std::io::{BufWriter, Write};

/// The number of allowed discard sets after which A, moving first, loses, modulo 1e9+7.
pub fn losing_discards(piles: &[u32], d: usize) -> u32 {
    let total_xor = piles.iter().fold(0, |x, &a| x ^ a) as usize;
    let by_xor_and_size = count_subsets_by_xor_and_size::<ConstModulus<1_000_000_007>>(
        piles.iter().map(|&a| a as usize),
        d,
    );
    let mut ways = by_xor_and_size.get(total_xor, 0);
    if piles.len() % d == 0 {
        ways -= Mod1000000007::one(); // throwing away every pile is not allowed
    }
    ways.value()
}

fn main() {
    let (d, piles) = {
        let mut source = ByteSource::stdin();
        input! { from &mut source, n: Int<usize>, d: Int<usize>, piles: [Int<u32>; n] }
        (d, piles)
    };
    debug_assert!((1..=500_000).contains(&piles.len()), "1 <= n <= 5e5");
    debug_assert!((1..=10).contains(&d), "1 <= d <= 10");
    debug_assert!(
        piles.iter().all(|a| (1..=1_000_000).contains(a)),
        "1 <= a_i <= 1e6"
    );
    debug_assert!(
        piles.iter().map(|&a| u64::from(a)).sum::<u64>() <= 10_000_000,
        "m <= 1e7"
    );
    let mut out = BufWriter::new(std::io::stdout().lock());
    writeln!(out, "{}", losing_discards(&piles, d)).unwrap();
}
