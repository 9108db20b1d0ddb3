//! Luogu P5675 by brute force: for every subset and every chosen pile in it, Alice must take from
//! that pile first; she loses iff every such move leaves a Nim position won for Bob. A position
//! is a sum of piles: each pile is searched as the real game (a move takes any positive number
//! of stones from it), its value the mex over those moves, and a position is won iff the XOR of
//! its piles' values is not 0 (the Sprague–Grundy theorem). Counted over all pairs, modulo
//! 1e9+7. No XOR-DP, never the nim-sum of the pile sizes.

use oracle::stdin_tokens;
use oracle::{take_any, SumSearch};

/// The number of (subset, chosen pile) pairs that Alice loses, by search (up to about 8 piles).
pub fn losing_first_choices(piles: &[usize]) -> u64 {
    let mut nim =
        SumSearch::new(|&pile: &u64| take_any(pile).into_iter().map(|left| vec![left]).collect());
    let n = piles.len();
    let mut count = 0;
    for subset in 1..1u32 << n {
        let chosen: Vec<usize> = (0..n).filter(|&i| subset >> i & 1 == 1).collect();
        for (position, &first) in chosen.iter().enumerate() {
            let alice_wins = (0..piles[first]).any(|left| {
                let mut after: Vec<u64> = chosen.iter().map(|&i| piles[i] as u64).collect();
                after[position] = left as u64;
                !nim.wins(&after)
            });
            count += u64::from(!alice_wins);
        }
    }
    count % 1_000_000_007
}

#[allow(dead_code)]
fn main() {
    let values: Vec<usize> = stdin_tokens().collect();
    println!("{}", losing_first_choices(&values[1..=values[0]]));
}
