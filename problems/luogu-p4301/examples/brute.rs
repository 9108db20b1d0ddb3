//! Luogu P4301 by brute force: the real two-round game on tiny inputs. The first player tries
//! every set of heaps to remove (not all); for each, the second player tries every set of the
//! rest to remove (not all); then Nim (take one or more from one heap, taking the last match
//! wins) is searched from the definition with the first player to move. A first move wins iff
//! every answer of the second player leaves a Nim position the search finds won; the answer is
//! the least total removed by a winning first move, `-1` if there is none. No XOR, no basis.

use oracle::{moves_in_one_pile, stdin_tokens, take_any, GameSearch};

/// The least number of matches removed by a winning first move, `None` if no first move wins
/// (heaps: a few, of a few matches each).
pub fn least_removed(heaps: &[u64]) -> Option<u64> {
    let mut nim = GameSearch::new(|piles: &Vec<u64>| moves_in_one_pile(piles, take_any));
    let k = heaps.len();
    let all = (1u32 << k) - 1;
    let mut best: Option<u64> = None;
    // `kept` and `left` are the sets of heaps still there after rounds 1 and 2.
    for kept in 1..=all {
        let second_cannot_win = submasks(kept).filter(|&left| left != 0).all(|left| {
            let mut piles: Vec<u64> = (0..k)
                .filter(|&i| left >> i & 1 == 1)
                .map(|i| heaps[i])
                .collect();
            piles.sort_unstable();
            nim.wins(&piles)
        });
        if second_cannot_win {
            let removed: u64 = (0..k)
                .filter(|&i| kept >> i & 1 == 0)
                .map(|i| heaps[i])
                .sum();
            best = Some(best.map_or(removed, |b| b.min(removed)));
        }
    }
    best
}

/// Every subset of `mask`, `mask` itself included.
fn submasks(mask: u32) -> impl Iterator<Item = u32> {
    (0..=mask).filter(move |&s| s & !mask == 0)
}

#[allow(dead_code)]
fn main() {
    let tokens: Vec<u64> = stdin_tokens().collect();
    let heaps = &tokens[1..=tokens[0] as usize];
    match least_removed(heaps) {
        Some(removed) => println!("{removed}"),
        None => println!("-1"),
    }
}
