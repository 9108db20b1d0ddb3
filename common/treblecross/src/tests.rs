use super::*;
use std::collections::{BTreeSet, HashMap};

/// The Grundy value of a strip of `n` cells straight from the octal game's definition: the
/// position is the set of cells still allowed (bit `c` of `free`); a move picks a free cell
/// `c` and forbids every cell within distance 2 of it.
fn grundy_naive(n: usize, free: u32, memo: &mut HashMap<u32, u32>) -> u32 {
    if let Some(&g) = memo.get(&free) {
        return g;
    }
    let options: BTreeSet<u32> = (0..n)
        .filter(|&c| free >> c & 1 == 1)
        .map(|c| {
            let blocked = (c.saturating_sub(2)..=(c + 2).min(n - 1)).fold(0u32, |m, d| m | 1 << d);
            grundy_naive(n, free & !blocked, memo)
        })
        .collect();
    let g = (0..).find(|v| !options.contains(v)).unwrap();
    memo.insert(free, g);
    g
}

#[test]
fn treblecross_grundy_compare_with_naive() {
    let g = treblecross_grundy(16);
    for (n, &value) in g.iter().enumerate().skip(1) {
        let mut memo = HashMap::new();
        assert_eq!(
            value,
            grundy_naive(n, (1u32 << n) - 1, &mut memo),
            "n = {n}"
        );
    }
    assert_eq!(g[0], 0);
}

#[test]
fn every_limit_gives_a_prefix_of_the_same_sequence() {
    let long = treblecross_grundy(300);
    for limit in [0, 1, 2, 5, 33, 150] {
        assert_eq!(treblecross_grundy(limit), long[..=limit]);
    }
}
