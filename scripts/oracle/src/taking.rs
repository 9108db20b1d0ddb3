//! Games where the players take items in turn and score what they take, searched from their
//! rules by plain minimax ([`ScoreSearch`]): the brute forces of the hot-game problems and the
//! property tests of the reductions that solve them (`cgt-hot`) call the same search. Each value
//! is the first player's total minus the second's under optimal play, the first player moving
//! first; nothing is sorted, split or paired.

use crate::{ScoreSearch, Turn};

/// Dishes `(a, b)`: the first player eats one and gets `a`, the second eats one and gets `b`,
/// in turn until none is left (AtCoder NIKKEI 2019 Qual C, Different Strokes). At most 20
/// dishes.
pub fn dishes_margin(dishes: &[(i64, i64)]) -> i64 {
    let n = dishes.len();
    assert!(n <= 20, "a search over the subsets of at most 20 dishes");
    let all = (1u32 << n) - 1;
    let mut search = ScoreSearch::new(|&(eaten, first, total): &(u32, bool, i64)| {
        if eaten == all {
            return Turn::Over(total);
        }
        let next = (0..n)
            .filter(|&i| eaten >> i & 1 == 0)
            .map(|i| {
                let gain = if first { dishes[i].0 } else { -dishes[i].1 };
                (eaten | 1 << i, !first, total + gain)
            })
            .collect();
        if first {
            Turn::First(next)
        } else {
            Turn::Second(next)
        }
    });
    search.value(&(0, true, 0))
}

/// A graph with vertex weights and edge weights `(a, b, c)`, vertices from 0: the players take
/// one free vertex each in turn until none is left; at the end each scores the weights of their
/// vertices and of the edges with both ends theirs (Luogu P4643). At most 16 vertices.
pub fn vertex_edge_margin(weights: &[i64], edges: &[(usize, usize, i64)]) -> i64 {
    let n = weights.len();
    assert!(
        n <= 16,
        "a search over the colourings of at most 16 vertices"
    );
    let all = (1u32 << n) - 1;
    let score = |set: u32| -> i64 {
        let vertices: i64 = (0..n)
            .filter(|&v| set >> v & 1 == 1)
            .map(|v| weights[v])
            .sum();
        let inside: i64 = edges
            .iter()
            .filter(|&&(a, b, _)| set >> a & 1 == 1 && set >> b & 1 == 1)
            .map(|&(_, _, c)| c)
            .sum();
        vertices + inside
    };
    // Whose turn it is follows from the two sets' sizes.
    let mut search = ScoreSearch::new(|&(mine, theirs): &(u32, u32)| {
        let taken = mine | theirs;
        if taken == all {
            return Turn::Over(score(mine) - score(theirs));
        }
        let first = mine.count_ones() == theirs.count_ones();
        let next = (0..n)
            .filter(|&v| taken >> v & 1 == 0)
            .map(|v| {
                if first {
                    (mine | 1 << v, theirs)
                } else {
                    (mine, theirs | 1 << v)
                }
            })
            .collect();
        if first {
            Turn::First(next)
        } else {
            Turn::Second(next)
        }
    });
    search.value(&(0, 0))
}

/// Piles of cards, each from top to bottom: the first player takes the top card of a pile, the
/// second the bottom card of a pile, in turn until none is left (Codeforces 388C, Fox and Card
/// Game). A position is the part of each pile still standing.
pub fn pile_ends_margin(piles: &[Vec<i64>]) -> i64 {
    type Position = (Vec<(usize, usize)>, bool, i64);
    let mut search = ScoreSearch::new(|(ranges, first, total): &Position| {
        if ranges.iter().all(|&(a, b)| a == b) {
            return Turn::Over(*total);
        }
        let mut next = Vec::new();
        for (i, &(a, b)) in ranges.iter().enumerate() {
            if a < b {
                let mut r = ranges.clone();
                let card = if *first {
                    r[i].0 += 1;
                    piles[i][a]
                } else {
                    r[i].1 -= 1;
                    piles[i][b - 1]
                };
                next.push((r, !*first, total + if *first { card } else { -card }));
            }
        }
        if *first {
            Turn::First(next)
        } else {
            Turn::Second(next)
        }
    });
    let start: Vec<(usize, usize)> = piles.iter().map(|p| (0, p.len())).collect();
    search.value(&(start, true, 0))
}

#[cfg(test)]
mod tests;
