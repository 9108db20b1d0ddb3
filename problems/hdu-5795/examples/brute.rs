//! HDU 5795 by brute force: every case is a sum of heaps; each heap is searched as the real game
//! (the statement's moves: take any positive number of candies from it, or split it into three
//! non-empty heaps without taking), its value the mex over its moves of the XOR of the values
//! of the heaps a move leaves, and a case is won iff the XOR of its heaps' values is not 0 (the
//! Sprague–Grundy theorem). No Grundy formula, no take-and-break code.

use oracle::{stdin_tokens, SumSearch};

/// The moves on one heap, each as the heaps it leaves: take (leave 0..heap, a heap of 0 being
/// gone), or split into a + b + c = heap, a <= b <= c, all non-empty.
pub fn simple_nim_moves(&heap: &u64) -> Vec<Vec<u64>> {
    let mut moves: Vec<Vec<u64>> = (0..heap)
        .map(|after| if after > 0 { vec![after] } else { vec![] })
        .collect();
    for a in 1..=heap {
        for b in a..=heap {
            if a + b < heap && b <= heap - a - b {
                moves.push(vec![a, b, heap - a - b]);
            }
        }
    }
    moves
}

/// A search of the game, one heap at a time, memoised over every heap it meets.
pub type SimpleNimSearch = SumSearch<u64, fn(&u64) -> Vec<Vec<u64>>>;

/// A fresh [`SimpleNimSearch`].
pub fn simple_nim_search() -> SimpleNimSearch {
    SumSearch::new(simple_nim_moves as fn(&u64) -> Vec<Vec<u64>>)
}

#[allow(dead_code)]
fn main() {
    let mut tokens = stdin_tokens::<u64>();
    let t = tokens.next().unwrap();
    let mut search = simple_nim_search();
    for _ in 0..t {
        let n = tokens.next().unwrap() as usize;
        let heaps: Vec<u64> = tokens.by_ref().take(n).collect();
        let winner = if search.wins(&heaps) {
            "First"
        } else {
            "Second"
        };
        println!("{winner} player wins.");
    }
}
