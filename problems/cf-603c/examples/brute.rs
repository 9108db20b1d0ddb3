//! Codeforces 603C by brute force: a position is a sum of piles, each searched as the real game
//! (remove one cow; split a pile of 2x into k piles of x), its value the mex over its moves of
//! the XOR of the values of the piles a move leaves, and a position is won iff the XOR over its
//! piles is not 0 (the Sprague–Grundy theorem). For a huge k the k piles of a split are cut down
//! by pairs of equal piles, which cancel (a game plus itself is lost); no pattern of the values is
//! used.

use oracle::stdin_tokens;
use oracle::SumSearch;

/// How many of the k piles of a split are kept: all of them for a small k, else k mod 2 (pairs
/// of equal piles cancel).
fn kept_copies(k: u64) -> usize {
    if k <= 64 {
        k as usize
    } else {
        (k % 2) as usize
    }
}

/// A search of the piles with split factor `k`, one pile at a time.
pub fn lieges_search(k: u64) -> SumSearch<u64, impl Fn(&u64) -> Vec<Vec<u64>>> {
    SumSearch::new(move |&n: &u64| {
        let mut options = Vec::new();
        if n >= 1 {
            options.push(vec![n - 1]);
        }
        if n >= 2 && n % 2 == 0 {
            options.push(vec![n / 2; kept_copies(k)]);
        }
        options
    })
}

/// The Grundy values of piles `0..=top` with split factor `k`, each the mex over its moves.
pub fn grundy_table(top: u64, k: u64) -> Vec<u32> {
    let mut search = lieges_search(k);
    (0..=top).map(|n| search.component(&n)).collect()
}

/// Whether Kevin, moving first, wins on `piles` with split factor `k`.
pub fn kevin_wins(k: u64, piles: &[u64]) -> bool {
    lieges_search(k).wins(piles)
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
