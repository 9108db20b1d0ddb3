//! HDU 3537 by brute force: the real coin game on a row of up to 9 coins whose heads set is a bit
//! mask; a move picks a heads coin x, turns it to tails and turns over zero, one or two coins to
//! its left. Who cannot move loses. A coin listed twice is one coin. No odious numbers.

use oracle::stdin_tokens;
use oracle::GameSearch;

/// Coins 0..ROW: the brute force's whole row.
pub const ROW: u32 = 9;

/// The heads sets one move away from `heads`.
pub fn turns(heads: &u32) -> Vec<u32> {
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

/// Whether the first player loses with heads at `listed` (each below [`ROW`]), by search.
pub fn first_player_loses(listed: &[u64]) -> bool {
    let mask = listed.iter().fold(0u32, |m, &x| m | 1 << x);
    !GameSearch::new(turns).wins(&mask)
}

#[allow(dead_code)]
fn main() {
    let mut tokens = stdin_tokens::<u64>();
    while let Some(n) = tokens.next() {
        let listed: Vec<u64> = tokens.by_ref().take(n as usize).collect();
        println!(
            "{}",
            if first_player_loses(&listed) {
                "Yes"
            } else {
                "No"
            }
        );
    }
}
