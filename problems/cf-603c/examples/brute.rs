//! Codeforces 603C by brute force: the Grundy value of a pile by the mex over its real moves
//! (remove one cow; split 2x into k piles of x), the k piles of a split valued as a sum of games,
//! the XOR of their k values, folded k times for small k (for a huge k, pairs of equal values
//! cancel, which is the same XOR). A position is won iff the XOR over its piles is not 0. No
//! pattern of the values is used.

use oracle::stdin_tokens;
use std::collections::BTreeSet;

/// The XOR of `copies` piles of Grundy value `g`: the value of their sum.
fn value_of_copies(g: u32, copies: u64) -> u32 {
    if copies <= 64 {
        (0..copies).fold(0, |acc, _| acc ^ g)
    } else {
        // g ^ g = 0: only the copies left after pairing them off count.
        value_of_copies(g, copies % 2)
    }
}

/// The Grundy values of piles `0..=top` with split factor `k`, each the mex over its moves.
pub fn grundy_table(top: u64, k: u64) -> Vec<u32> {
    let mut g: Vec<u32> = Vec::with_capacity(top as usize + 1);
    for n in 0..=top as usize {
        let mut options = BTreeSet::new();
        if n >= 1 {
            options.insert(g[n - 1]);
        }
        if n >= 2 && n % 2 == 0 {
            options.insert(value_of_copies(g[n / 2], k));
        }
        g.push((0..).find(|v| !options.contains(v)).unwrap());
    }
    g
}

/// Whether Kevin, moving first, wins on `piles` with split factor `k`.
pub fn kevin_wins(k: u64, piles: &[u64]) -> bool {
    let top = piles.iter().copied().max().unwrap_or(0);
    let g = grundy_table(top, k);
    piles.iter().fold(0, |acc, &a| acc ^ g[a as usize]) != 0
}

#[allow(dead_code)]
fn main() {
    let mut tokens = stdin_tokens::<u64>();
    let n = tokens.next().unwrap() as usize;
    let k = tokens.next().unwrap();
    let piles: Vec<u64> = tokens.take(n).collect();
    println!(
        "{}",
        if kevin_wins(k, &piles) {
            "Kevin"
        } else {
            "Nicky"
        }
    );
}
