//! POJ 1067 by brute force: every line `a b` is a position of Wythoff's game, solved by
//! searching the real game (a move takes any positive number of stones from one pile, or the same
//! positive number from both; who takes the last stone wins), never by the golden ratio.

use oracle::stdin_tokens;
use oracle::GameSearch;

/// Two piles.
pub type Piles = (u64, u64);

/// The positions one move away from piles `(a, b)`.
pub fn wythoff_moves(&(a, b): &Piles) -> Vec<Piles> {
    let mut next = Vec::new();
    next.extend((0..a).map(|x| (x, b)));
    next.extend((0..b).map(|y| (a, y)));
    next.extend((1..=a.min(b)).map(|t| (a - t, b - t)));
    next
}

/// A search of Wythoff's game: `search.wins(&(a, b))`.
pub fn wythoff_search() -> GameSearch<Piles, fn(&Piles) -> Vec<Piles>> {
    GameSearch::new(wythoff_moves as fn(&Piles) -> Vec<Piles>)
}

#[allow(dead_code)]
fn main() {
    let values: Vec<u64> = stdin_tokens().collect();
    let mut search = wythoff_search();
    for pair in values.chunks(2) {
        println!("{}", u8::from(search.wins(&(pair[0], pair[1]))));
    }
}
