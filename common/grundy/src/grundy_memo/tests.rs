use super::*;
use rand::{rngs::StdRng, Rng, SeedableRng};
use std::collections::BTreeSet;

/// g(p) straight from the definition, by plain recursion.
fn grundy_naive(edges: &[Vec<usize>], p: usize) -> u32 {
    let options: BTreeSet<u32> = edges[p].iter().map(|&q| grundy_naive(edges, q)).collect();
    (0..).find(|v| !options.contains(v)).unwrap()
}

#[test]
fn grundy_memo_compare_with_naive() {
    let mut rng = StdRng::seed_from_u64(6);
    for _ in 0..300 {
        // A random DAG: position p moves only to smaller positions, some repeated.
        let n = rng.random_range(1..14);
        let edges: Vec<Vec<usize>> = (0..n)
            .map(|p| {
                let degree = if p == 0 { 0 } else { rng.random_range(0..5) };
                (0..degree).map(|_| rng.random_range(0..p)).collect()
            })
            .collect();
        let mut game = GrundyMemo::new(|&p: &usize| edges[p].clone());
        // Ask in a random order, so some answers come from the memo.
        for _ in 0..n {
            let p = rng.random_range(0..n);
            assert_eq!(game.grundy(&p), grundy_naive(&edges, p), "{edges:?} at {p}");
        }
        assert!(game.known_positions() <= n);
    }
}

#[test]
fn a_deep_chain_does_not_overflow() {
    // Each position moves only to the one below it: g alternates 1, 0, 1, ...
    let mut game = GrundyMemo::new(|&n: &u32| if n == 0 { vec![] } else { vec![n - 1] });
    assert_eq!(game.grundy(&300_000), 0);
    assert_eq!(game.grundy(&299_999), 1);
    assert_eq!(game.known_positions(), 300_001);
}

#[test]
fn states_may_be_any_hashable_type() {
    // Nim on a sorted list of piles, a position as a Vec: g is the XOR of the piles.
    let mut game = GrundyMemo::new(|piles: &Vec<u8>| {
        let mut next = Vec::new();
        for i in 0..piles.len() {
            for smaller in 0..piles[i] {
                let mut q = piles.clone();
                q[i] = smaller;
                q.sort_unstable();
                next.push(q);
            }
        }
        next
    });
    assert_eq!(game.grundy(&vec![1, 2, 4]), 7);
    assert_eq!(game.grundy(&vec![3, 5, 6]), 0);
}
