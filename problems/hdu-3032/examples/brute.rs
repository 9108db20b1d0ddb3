//! HDU 3032 by brute force: every case is solved by a win/loss search of the real game, positions
//! being sorted multisets of non-empty heaps, moves the statement's: take any positive number of
//! objects from one heap, or split one heap into two non-empty heaps. No Grundy formula.

use oracle::stdin_tokens;
use oracle::GameSearch;

/// The positions one move away from `heaps` (sorted, no empty heap).
pub fn lasker_moves(heaps: &[u64]) -> Vec<Vec<u64>> {
    let mut next = Vec::new();
    for (i, &heap) in heaps.iter().enumerate() {
        let rest = || {
            let mut rest = heaps.to_vec();
            rest.remove(i);
            rest
        };
        // Take: leave 0..heap (a heap of 0 is gone).
        for after in 0..heap {
            let mut position = rest();
            if after > 0 {
                position.push(after);
            }
            position.sort_unstable();
            next.push(position);
        }
        // Split into a + (heap - a), both non-empty.
        for a in 1..=heap / 2 {
            let mut position = rest();
            position.extend([a, heap - a]);
            position.sort_unstable();
            next.push(position);
        }
    }
    next
}

/// A search of Lasker's Nim, memoised over every position it meets.
pub fn lasker_search() -> GameSearch<Vec<u64>, impl Fn(&Vec<u64>) -> Vec<Vec<u64>>> {
    GameSearch::new(|heaps: &Vec<u64>| lasker_moves(heaps))
}

/// Whether the first player wins on `heaps`, by search.
pub fn alice_wins(
    search: &mut GameSearch<Vec<u64>, impl Fn(&Vec<u64>) -> Vec<Vec<u64>>>,
    heaps: &[u64],
) -> bool {
    let mut position: Vec<u64> = heaps.iter().copied().filter(|&s| s > 0).collect();
    position.sort_unstable();
    search.wins(&position)
}

#[allow(dead_code)]
fn main() {
    let mut tokens = stdin_tokens::<u64>();
    let t = tokens.next().unwrap();
    let mut search = lasker_search();
    for _ in 0..t {
        let n = tokens.next().unwrap() as usize;
        let heaps: Vec<u64> = tokens.by_ref().take(n).collect();
        let winner = if alice_wins(&mut search, &heaps) {
            "Alice"
        } else {
            "Bob"
        };
        println!("{winner}");
    }
}
