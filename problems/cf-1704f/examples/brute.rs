//! Codeforces 1704F by brute force: the partizan game itself, searched over (row, player to
//! move). Alice paints two neighbouring cells white if one of them is red, Bob if one of them is
//! blue (the other may be anything, white included); the player who cannot move loses. Only
//! tiny rows are feasible (3^n rows).

use std::collections::HashMap;
use std::io::Read;

/// Whether the player to move (`alice` or Bob) wins on `cells` (`R`, `B`, `W`), memoised.
pub fn mover_wins(cells: &[u8], alice: bool, memo: &mut HashMap<(Vec<u8>, bool), bool>) -> bool {
    if let Some(&known) = memo.get(&(cells.to_vec(), alice)) {
        return known;
    }
    let own = if alice { b'R' } else { b'B' };
    let mut wins = false;
    for i in 0..cells.len().saturating_sub(1) {
        if cells[i] == own || cells[i + 1] == own {
            let mut next = cells.to_vec();
            next[i] = b'W';
            next[i + 1] = b'W';
            if !mover_wins(&next, !alice, memo) {
                wins = true;
                break;
            }
        }
    }
    memo.insert((cells.to_vec(), alice), wins);
    wins
}

/// Whether Alice, moving first, wins on `cells`.
pub fn alice_wins(cells: &[u8], memo: &mut HashMap<(Vec<u8>, bool), bool>) -> bool {
    mover_wins(cells, true, memo)
}

#[allow(dead_code)]
fn main() {
    let mut input = String::new();
    std::io::stdin().read_to_string(&mut input).unwrap();
    let mut tokens = input.split_ascii_whitespace();
    let t: usize = tokens.next().unwrap().parse().unwrap();
    let mut memo = HashMap::new();
    for _ in 0..t {
        let _n = tokens.next();
        let s = tokens.next().unwrap().as_bytes();
        println!(
            "{}",
            if alice_wins(s, &mut memo) {
                "Alice"
            } else {
                "Bob"
            }
        );
    }
}
