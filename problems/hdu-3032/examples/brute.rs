//! HDU 3032 by brute force: every case is a sum of heaps; each heap is searched as the real game
//! (the statement's moves: take any positive number of objects from it, or split it into two
//! non-empty heaps), its value the mex over its moves of the XOR of the values of the heaps a
//! move leaves, and a case is won iff the XOR of its heaps' values is not 0 (the Sprague–Grundy
//! theorem). No Grundy formula.

use oracle::stdin_tokens;
use oracle::SumSearch;

/// The moves on one heap, each as the heaps it leaves: take (leave 0..heap, a heap of 0 being
/// gone), or split into a + (heap - a), both non-empty.
pub fn lasker_moves(&heap: &u64) -> Vec<Vec<u64>> {
    let take = (0..heap).map(|after| if after > 0 { vec![after] } else { vec![] });
    let split = (1..=heap / 2).map(|a| vec![a, heap - a]);
    take.chain(split).collect()
}

/// A search of Lasker's Nim, one heap at a time, memoised over every heap it meets.
pub type LaskerSearch = SumSearch<u64, fn(&u64) -> Vec<Vec<u64>>>;

/// A fresh [`LaskerSearch`].
pub fn lasker_search() -> LaskerSearch {
    SumSearch::new(lasker_moves as fn(&u64) -> Vec<Vec<u64>>)
}

/// Whether the first player wins on `heaps`, by search.
pub fn alice_wins(search: &mut LaskerSearch, heaps: &[u64]) -> bool {
    search.wins(heaps)
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
