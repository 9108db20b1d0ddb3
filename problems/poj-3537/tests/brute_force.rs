//! Crosses and Crosses against the real game, searched from its definition on every strip of up
//! to 14 cells: players in turn put an X on any empty cell, and whoever first completes three X's
//! in a row wins. No rule about "poisoned" cells is assumed: the search finds it.

#[path = "../src/main.rs"]
#[allow(dead_code)]
mod solution;

use std::collections::HashMap;

/// Whether the player to move wins on a strip of `n` cells with X's at the bits of `crosses`
/// (no three in a row yet).
fn wins(n: u32, crosses: u32, memo: &mut HashMap<u32, bool>) -> bool {
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

#[test]
fn winner_matches_the_real_game() {
    for n in 3..=14 {
        let first_wins = wins(n, 0, &mut HashMap::new());
        let expected = if first_wins { 1 } else { 2 };
        assert_eq!(solution::winner(n as usize), expected, "n = {n}");
    }
}
