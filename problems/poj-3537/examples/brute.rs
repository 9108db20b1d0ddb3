//! POJ 3537 by brute force: the real game searched from its definition: players in turn put an X
//! on any empty cell of a 1 x n strip, and whoever first completes three X's in a row wins. No
//! rule about "poisoned" cells is assumed and no Grundy value is used: the search finds it.

use std::collections::HashMap;
use std::io::Read;

/// Whether the player to move wins on a strip of `n` cells with X's at the bits of `crosses`
/// (no three in a row yet).
pub fn wins(n: u32, crosses: u32, memo: &mut HashMap<u32, bool>) -> bool {
    if let Some(&known) = memo.get(&crosses) {
        return known;
    }
    let three_in_a_row = |board: u32| (0..n.saturating_sub(2)).any(|c| board >> c & 0b111 == 0b111);
    let empty: Vec<u32> = (0..n).filter(|&c| crosses >> c & 1 == 0).collect();
    let result = empty.iter().any(|&c| three_in_a_row(crosses | 1 << c))
        || empty.iter().any(|&c| !wins(n, crosses | 1 << c, memo));
    memo.insert(crosses, result);
    result
}

/// `1` if the first player wins on an empty 1 x `n` strip, `2` if the second does.
pub fn winner(n: u32) -> u32 {
    if wins(n, 0, &mut HashMap::new()) {
        1
    } else {
        2
    }
}

#[allow(dead_code)]
fn main() {
    let mut input = String::new();
    std::io::stdin().read_to_string(&mut input).unwrap();
    let n: u32 = input.trim().parse().unwrap();
    println!("{}", winner(n));
}
