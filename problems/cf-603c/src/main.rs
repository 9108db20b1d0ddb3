//! Codeforces 603C Lieges of Legendre. n piles of cows; a move removes one cow from a pile, or
//! replaces a pile of even size 2x (x > 0) by k piles of x. Whoever removes the last cow wins;
//! Kevin moves first.
//!
//! Model: Sprague-Grundy. The game is a sum of single piles; a split leaves k copies of a pile
//! of x, whose values XOR to g(x) if k is odd and to 0 if k is even. So only k's parity matters,
//! and g(n) = mex{g(n - 1), that XOR} for even n, g(n) = mex{g(n - 1)} for odd n:
//!
//! * k even: g = 0, 1, 2 for n = 0, 1, 2; from 3 on, 1 for even n and 0 for odd n.
//! * k odd: g = 0, 1, 0, 1, 2 for n = 0..4; from 5 on, 0 for odd n, and for even n
//!   mex{0, g(n/2)}: 2 if g(n/2) = 1, else 1.
//!
//! Kevin wins iff the XOR of the piles' values is not 0.
//!
//! Traps: the small sizes break the pattern (k = 1: a pile of 2 can only become a pile of 1, both
//! moves agree, so `1 1 / 2` -> Nicky; k even: a pile of 2 is worth 2, so `1 1000000000 / 2` ->
//! Kevin). a_i reaches 1e9: no table over the sizes (1 GB) and no recursion through g(n - 1)
//! (1e9 deep); for k odd the value of an even pile is found through at most 30 halvings. The
//! brute force (`examples/brute.rs`, values by mex over the real moves, a split valued as the XOR
//! of its k piles) agrees with these values for every pile up to 300 and k = 1..6.
//!
//! Samples: 1 and 2 are the statement's; 3 and 4 come from the brute force; 5 and 6 hold piles
//! near 1e9 whose values were worked by hand from the model above (k odd: 1e9 halves nine times
//! down to the odd 1953125, worth 0, then the values go 1, 2, 1, ... back up to g(1e9) = 1;
//! 2^m is worth 2 for even m and 1 for odd m); 7 holds 1e5 piles, equal pairs (which cancel:
//! the second player copies every move in the twin pile) and `1 2`, solved by the brute force.

use cgt_fast_input::{ByteSource, Int};
use cgt_nim::nim_sum;
use proconio::input;
use std::io::{BufWriter, Write};

/// The Grundy value of one pile of `n` cows; only the parity of k counts.
pub fn lieges_grundy(n: u64, k_is_odd: bool) -> u32 {
    if !k_is_odd {
        return match n {
            0..=2 => n as u32,
            _ if n % 2 == 0 => 1,
            _ => 0,
        };
    }
    match n {
        0..=4 => [0, 1, 0, 1, 2][n as usize],
        _ if n % 2 == 1 => 0,
        // mex{g(n - 1), g(n / 2)} with g(n - 1) = 0; n / 2 >= 3, one halving per level.
        _ => {
            if lieges_grundy(n / 2, true) == 1 {
                2
            } else {
                1
            }
        }
    }
}

/// Whether Kevin, moving first, wins on `piles` with split factor `k`.
pub fn kevin_wins(k: u64, piles: &[u64]) -> bool {
    nim_sum(piles.iter().map(|&a| lieges_grundy(a, k % 2 == 1))) != 0
}

fn main() {
    let mut source = ByteSource::stdin();
    input! { from &mut source, n: Int<usize>, k: Int<u64> }
    debug_assert!((1..=100_000).contains(&n), "1 <= n <= 1e5");
    debug_assert!((1..=1_000_000_000).contains(&k), "1 <= k <= 1e9");
    input! { from &mut source, piles: [Int<u64>; n] }
    debug_assert!(
        piles.iter().all(|a| (1..=1_000_000_000).contains(a)),
        "1 <= a_i <= 1e9"
    );
    let mut out = BufWriter::new(std::io::stdout().lock());
    let winner = if kevin_wins(k, &piles) {
        "Kevin"
    } else {
        "Nicky"
    };
    writeln!(out, "{winner}").unwrap();
}
