//! `first_player_loses` against the real game: a row of up to 9 coins whose heads set is a bit
//! mask; a move picks a heads coin x, turns it to tails and turns over zero, one or two coins to
//! its left. The input lists may repeat a coin.

#[path = "../src/main.rs"]
#[allow(dead_code)]
mod solution;

use rand::{rngs::StdRng, Rng, SeedableRng};
use scripts::oracle::GameSearch;

const ROW: u32 = 9;

fn turns(heads: &u32) -> Vec<u32> {
    let mut next = Vec::new();
    for x in (0..ROW).filter(|&x| heads >> x & 1 == 1) {
        let after = heads ^ 1 << x;
        next.push(after);
        for y in 0..x {
            next.push(after ^ 1 << y);
            next.extend((0..y).map(|z| after ^ 1 << y ^ 1 << z));
        }
    }
    next
}

#[test]
fn first_player_loses_matches_game_search() {
    let mut search = GameSearch::new(turns);
    let mut rng = StdRng::seed_from_u64(3537);
    for _ in 0..400 {
        let n = rng.random_range(0..=8);
        let listed: Vec<u64> = (0..n).map(|_| rng.random_range(0..ROW as u64)).collect();
        let mask = listed.iter().fold(0u32, |m, &x| m | 1 << x);
        assert_eq!(
            solution::first_player_loses(&listed),
            !search.wins(&mask),
            "heads {listed:?}"
        );
    }
    for mask in 0..1u32 << ROW {
        let listed: Vec<u64> = (0..ROW as u64).filter(|&x| mask >> x & 1 == 1).collect();
        assert_eq!(solution::first_player_loses(&listed), !search.wins(&mask));
    }
}
