//! The three reductions against a plain minimax of the real games (`oracle::taking`, the
//! searches the problems' brute forces use too), with ties, zeros and negative weights.

use super::*;
use crate::switch_sum_margin;
use oracle::taking::{dishes_margin, pile_ends_margin, vertex_edge_margin};
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
        let switches: Vec<Switch> = dishes.iter().map(|&(a, b)| dish_switch(a, b)).collect();
        assert_eq!(
            switch_sum_margin(&switches, 0, true),
            dishes_margin(&dishes),
            "{dishes:?}"
        );
    }
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
        let expected = vertex_edge_margin(&weights, &edges);
        assert_eq!(margin, 2 * expected, "{weights:?} {edges:?}");
    }
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
        assert_eq!(first - second, pile_ends_margin(&piles), "{piles:?}");
        let total: i64 = piles.iter().flatten().sum();
        assert_eq!(first + second, total);
    }
}
