//! Nim z utrudnieniem by brute force: every set of piles B may throw away (a multiple of d of
//! them, not all) is enumerated, and the Nim left is searched as the real game (a move takes any
//! positive number of stones from one pile; who cannot move loses), each pile valued by its own
//! search and the position by the Sprague–Grundy theorem. No XOR-DP, never Bouton's formula.

use oracle::{stdin_tokens, take_any, SumSearch};

/// The number of allowed discard sets that leave a Nim lost for A (who moves first), mod 1e9+7.
pub fn losing_discards(piles: &[u32], d: usize) -> u64 {
    let mut nim =
        SumSearch::new(|&pile: &u64| take_any(pile).into_iter().map(|left| vec![left]).collect());
    let n = piles.len();
    let mut count = 0u64;
    for discard in 0..1u32 << n {
        let thrown = discard.count_ones() as usize;
        if thrown % d != 0 || thrown == n {
            continue;
        }
        let kept: Vec<u64> = (0..n)
            .filter(|&i| discard >> i & 1 == 0)
            .map(|i| u64::from(piles[i]))
            .collect();
        count += u64::from(!nim.wins(&kept));
    }
    count % 1_000_000_007
}

#[allow(dead_code)]
fn main() {
    let values: Vec<usize> = stdin_tokens().collect();
    let (n, d) = (values[0], values[1]);
    let piles: Vec<u32> = values[2..2 + n].iter().map(|&a| a as u32).collect();
    println!("{}", losing_discards(&piles, d));
}
