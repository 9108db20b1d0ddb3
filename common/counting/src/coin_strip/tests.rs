//! Coins on a strip against the real game searched (the oracle's `GameSearch` over the coins'
//! cells) and the placements enumerated.

use super::*;
use cgt_modular::ConstModulus;
use oracle::GameSearch;

/// The real game on a strip: a position is the sorted cells of the coins; a move slides
/// one coin left to any free cell after the coin before it.
fn strip() -> GameSearch<Vec<usize>, impl Fn(&Vec<usize>) -> Vec<Vec<usize>>> {
    GameSearch::new(|coins: &Vec<usize>| {
        let mut moves = Vec::new();
        for i in 0..coins.len() {
            let lowest = if i == 0 { 1 } else { coins[i - 1] + 1 };
            for cell in lowest..coins[i] {
                let mut next = coins.clone();
                next[i] = cell;
                moves.push(next);
            }
        }
        moves
    })
}

/// Every set of m cells of `1..=n`, in increasing order.
fn placements(n: usize, m: usize) -> Vec<Vec<usize>> {
    (0u32..1 << n)
        .filter(|mask| mask.count_ones() as usize == m)
        .map(|mask| (1..=n).filter(|&c| mask >> (c - 1) & 1 == 1).collect())
        .collect()
}

#[test]
fn piles_decide_the_real_game() {
    for n in 1..=11 {
        let mut game = strip();
        for m in 0..=n {
            for coins in placements(n, m) {
                let piles = coin_strip_piles(n, &coins);
                let xor = piles.iter().fold(0, |a, &p| a ^ p);
                assert_eq!(game.wins(&coins), xor != 0, "n {n} coins {coins:?}");
            }
        }
    }
}

#[test]
fn lost_placements_match_the_enumeration() {
    type P = ConstModulus<1_000_000_009>;
    for n in 1..=13 {
        let mut game = strip();
        for m in 1..=n {
            let lost = placements(n, m).iter().filter(|c| !game.wins(c)).count();
            assert_eq!(
                u64::from(count_lost_coin_placements::<P>(n, m).value()),
                lost as u64,
                "n {n} m {m}"
            );
        }
    }
}
