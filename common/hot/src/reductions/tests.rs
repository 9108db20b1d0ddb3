//! The three reductions against a plain minimax of the real games, with ties, zeros and
//! negative weights.

use super::*;
use crate::switch_sum_margin;
use oracle::{ScoreSearch, Turn};
use rand::{rngs::StdRng, Rng, SeedableRng};

#[test]
fn dishes_against_minimax() {
    // Each eats one dish a turn; Left's total minus Right's, Left first.
    let mut rng = StdRng::seed_from_u64(23);
    for _ in 0..300 {
        let n = rng.random_range(0..=7);
        let dishes: Vec<(i64, i64)> = (0..n)
            .map(|_| (rng.random_range(0..=5), rng.random_range(0..=5)))
            .collect();
        let all = (1u32 << n) - 1;
        let mut search = ScoreSearch::new(|&(eaten, left, total): &(u32, bool, i64)| {
            if eaten == all {
                return Turn::Over(total);
            }
            let next = (0..n)
                .filter(|&i| eaten >> i & 1 == 0)
                .map(|i| {
                    let gain = if left { dishes[i].0 } else { -dishes[i].1 };
                    (eaten | 1 << i, !left, total + gain)
                })
                .collect();
            if left {
                Turn::First(next)
            } else {
                Turn::Second(next)
            }
        });
        let switches: Vec<Switch> = dishes.iter().map(|&(a, b)| dish_switch(a, b)).collect();
        assert_eq!(
            switch_sum_margin(&switches, 0, true),
            search.value(&(0, true, 0)),
            "{dishes:?}"
        );
    }
}

/// The graph game scored by the statement's formula at the end: (Left's set, Right's set).
fn graph_margin(weights: &[i64], edges: &[(usize, usize, i64)]) -> i64 {
    let n = weights.len();
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
    let mut search = ScoreSearch::new(|&(mine, theirs): &(u32, u32)| {
        let taken = mine | theirs;
        if taken == all {
            return Turn::Over(score(mine) - score(theirs));
        }
        let left = (mine.count_ones() == theirs.count_ones()) as u32;
        let next = (0..n)
            .filter(|&v| taken >> v & 1 == 0)
            .map(|v| {
                if left == 1 {
                    (mine | 1 << v, theirs)
                } else {
                    (mine, theirs | 1 << v)
                }
            })
            .collect();
        if left == 1 {
            Turn::First(next)
        } else {
            Turn::Second(next)
        }
    });
    search.value(&(0, 0))
}

#[test]
fn edge_splitting_against_minimax() {
    let mut rng = StdRng::seed_from_u64(24);
    for _ in 0..300 {
        let n = rng.random_range(1..=8);
        let weights: Vec<i64> = (0..n).map(|_| rng.random_range(-4..=4)).collect();
        let m = rng.random_range(0..=10);
        let edges: Vec<(usize, usize, i64)> = (0..m)
            .map(|_| {
                (
                    rng.random_range(0..n),
                    rng.random_range(0..n),
                    rng.random_range(-5..=5),
                )
            })
            .collect();
        let margin = switch_sum_margin(&split_edge_weights(&weights, &edges), 0, true);
        if n % 2 == 0 {
            assert_eq!(
                margin % 2,
                0,
                "an even number of vertices gives a whole margin"
            );
        }
        // With n odd Left takes one vertex more; the doubled margin is still exact.
        let expected = graph_margin(&weights, &edges);
        assert_eq!(margin, 2 * expected, "{weights:?} {edges:?}");
    }
}

/// The pile game by minimax: piles as (first, end) ranges still standing; first player's total
/// minus the second's.
fn pile_margin(piles: &[Vec<i64>]) -> i64 {
    let start: Vec<(usize, usize)> = piles.iter().map(|p| (0, p.len())).collect();
    let mut search =
        ScoreSearch::new(|(ranges, first, diff): &(Vec<(usize, usize)>, bool, i64)| {
            if ranges.iter().all(|&(a, b)| a == b) {
                return Turn::Over(*diff);
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
                    next.push((r, !*first, diff + if *first { card } else { -card }));
                }
            }
            if *first {
                Turn::First(next)
            } else {
                Turn::Second(next)
            }
        });
    search.value(&(start, true, 0))
}

#[test]
fn pile_halves_against_minimax() {
    let mut rng = StdRng::seed_from_u64(25);
    for _ in 0..300 {
        let p = rng.random_range(1..=3);
        let top = rng.random_range(0..=6);
        // A third of the rounds with negative cards too: the rule holds for them as well.
        let bottom = if rng.random_bool(0.3) { -top } else { 0 };
        let piles: Vec<Vec<i64>> = (0..p)
            .map(|_| {
                (0..rng.random_range(1..=4))
                    .map(|_| rng.random_range(bottom..=top))
                    .collect()
            })
            .collect();
        let (first, second) = pile_totals(&piles);
        assert_eq!(first - second, pile_margin(&piles), "{piles:?}");
        let total: i64 = piles.iter().flatten().sum();
        assert_eq!(first + second, total);
    }
}
