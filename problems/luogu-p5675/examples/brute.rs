//! Luogu P5675 by brute force: for every subset and every chosen pile in it, Alice must take from
//! that pile first; she loses iff every such move leaves a Nim position that a search of the real
//! game finds won for Bob. Counted over all pairs, modulo 1e9+7. No XOR-DP.

use oracle::stdin_tokens;
use oracle::{moves_in_one_pile, take_any, GameSearch};

/// The number of (subset, chosen pile) pairs that Alice loses, by search (up to about 6 piles).
pub fn losing_first_choices(piles: &[usize]) -> u64 {
    let mut nim = GameSearch::new(|piles: &Vec<u64>| moves_in_one_pile(piles, take_any));
    let n = piles.len();
    let mut count = 0;
    for subset in 1..1u32 << n {
        let chosen: Vec<usize> = (0..n).filter(|&i| subset >> i & 1 == 1).collect();
        for (position, &first) in chosen.iter().enumerate() {
            let alice_wins = (0..piles[first]).any(|left| {
                let mut after: Vec<u64> = chosen.iter().map(|&i| piles[i] as u64).collect();
                after[position] = left as u64;
                after.sort_unstable();
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
