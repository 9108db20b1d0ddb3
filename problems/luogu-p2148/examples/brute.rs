//! Luogu P2148 E&D by brute force: each group (a, b) is searched as the real game (a move takes
//! one pile of the group away and splits the other into two non-empty piles), its Grundy value is
//! the mex of its options, and a case is won iff the XOR of its groups' values is not 0. The groups
//! are the pairs (S_1, S_2), (S_3, S_4), ... in input order. Never the bit formula.

use oracle::stdin_tokens;
use oracle::GameSearch;

/// The groups one move away from the group `(a, b)`: remove either pile and split the other into
/// two non-empty piles, which become the new group (kept as a sorted pair).
pub fn group_moves(&(a, b): &Group) -> Vec<Group> {
    let mut next = Vec::new();
    for kept in [a, b] {
        for x in 1..kept {
            let y = kept - x;
            next.push((x.min(y), x.max(y)));
        }
    }
    next
}

/// A group as a sorted pair of piles.
pub type Group = (u64, u64);

/// A searcher for the Grundy values of single groups (memoised across calls).
pub fn group_search() -> GameSearch<Group, fn(&Group) -> Vec<Group>> {
    GameSearch::new(group_moves as fn(&Group) -> Vec<Group>)
}

/// Whether the first player wins the piles `piles` (paired in input order), by search of each
/// group and the XOR of their Grundy values.
pub fn first_player_wins(piles: &[u64]) -> bool {
    let mut search = group_search();
    let xor = piles.chunks(2).fold(0, |x, pair| {
        x ^ search.grundy(&(pair[0].min(pair[1]), pair[0].max(pair[1])))
    });
    xor != 0
}

#[allow(dead_code)]
fn main() {
    let mut tokens = stdin_tokens::<u64>();
    let cases = tokens.next().unwrap();
    for _ in 0..cases {
        let n = tokens.next().unwrap() as usize;
        let piles: Vec<u64> = tokens.by_ref().take(n).collect();
        println!(
            "{}",
            if first_player_wins(&piles) {
                "YES"
            } else {
                "NO"
            }
        );
    }
}
