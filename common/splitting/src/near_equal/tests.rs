use super::*;
use std::collections::{BTreeSet, HashMap};

/// The table by the definition of the recurrence, every `M` from 2 to `x`: O(X^2).
fn near_equal_split_grundy_naive(max_pile: usize, min_split: usize) -> Vec<u32> {
    let mut g = vec![0u32; max_pile + 1];
    for x in min_split.max(2)..=max_pile {
        let options: BTreeSet<u32> = (2..=x).map(|m| split_value(&g, x, m, x / m)).collect();
        g[x] = (0..).find(|v| !options.contains(v)).unwrap();
    }
    g
}

/// The Grundy value of a multiset of piles (sorted), by a search of the game itself: every
/// pile of at least `min_split` is really cut into `M` piles of sizes differing by at most
/// 1, and each option is the whole new multiset (no sum theorem, no cancelling).
fn grundy_by_search(piles: &[usize], min_split: usize, memo: &mut HashMap<Vec<usize>, u32>) -> u32 {
    if let Some(&known) = memo.get(piles) {
        return known;
    }
    let mut options = BTreeSet::new();
    for (i, &x) in piles.iter().enumerate() {
        if x < min_split {
            continue;
        }
        for m in 2..=x {
            let mut next = piles.to_vec();
            next.remove(i);
            // Deal x stones round-robin into m piles: sizes differ by at most 1.
            let mut parts = vec![0usize; m];
            for stone in 0..x {
                parts[stone % m] += 1;
            }
            assert!(parts.iter().all(|&p| p >= 1));
            next.extend(parts);
            next.sort_unstable();
            options.insert(grundy_by_search(&next, min_split, memo));
        }
    }
    let value = (0..).find(|v| !options.contains(v)).unwrap();
    memo.insert(piles.to_vec(), value);
    value
}

#[test]
fn near_equal_split_grundy_compare_with_naive() {
    for min_split in [1, 2, 3, 5, 17, 100, 501] {
        let naive = near_equal_split_grundy_naive(500, min_split);
        assert_eq!(
            near_equal_split_grundy(500, min_split),
            naive,
            "F = {min_split}"
        );
    }
    for max_pile in 0..=6 {
        let naive = near_equal_split_grundy_naive(max_pile, 1);
        assert_eq!(
            near_equal_split_grundy(max_pile, 1),
            naive,
            "X = {max_pile}"
        );
    }
}

#[test]
fn near_equal_split_grundy_compare_with_search() {
    for min_split in 1..=5 {
        let mut memo = HashMap::new();
        let g = near_equal_split_grundy(11, min_split);
        for (x, &value) in g.iter().enumerate() {
            let searched = grundy_by_search(&[x], min_split, &mut memo);
            assert_eq!(value, searched, "pile {x}, F = {min_split}");
        }
        // Sums of two piles, searched as one position.
        for x in 0..=7 {
            for y in x..=7 {
                let searched = grundy_by_search(&[x, y], min_split, &mut memo);
                assert_eq!(g[x] ^ g[y], searched, "piles {x} {y}, F = {min_split}");
            }
        }
    }
}

#[test]
fn piles_below_the_minimum_are_zero() {
    let g = near_equal_split_grundy(1000, 300);
    assert!(g[..300].iter().all(|&v| v == 0));
    assert!(g[300] != 0, "300 -> 150 + 150 is worth 0");
}
