use super::*;
use itertools::Itertools;
use rand::{rngs::StdRng, Rng, SeedableRng};
use std::collections::HashMap;

/// Every position one move away in Moore's Nim_k: a non-empty set of at most `k` non-empty
/// heaps, each reduced to any smaller size. Heaps are kept sorted.
fn moore_moves(heaps: &[u64], k: u64) -> Vec<Vec<u64>> {
    let mut next = Vec::new();
    let nonempty: Vec<usize> = (0..heaps.len()).filter(|&i| heaps[i] > 0).collect();
    for size in 1..=(k as usize).min(nonempty.len()) {
        for chosen in nonempty.iter().copied().combinations(size) {
            let ranges = chosen.iter().map(|&i| 0..heaps[i]);
            for afters in ranges.multi_cartesian_product() {
                let mut position = heaps.to_vec();
                for (&i, &after) in chosen.iter().zip(&afters) {
                    position[i] = after;
                }
                position.sort_unstable();
                next.push(position);
            }
        }
    }
    next
}

/// Whether the player to move wins, by search of the real game (iterative, memoised).
fn moore_wins_naive(heaps: &[u64], k: u64, memo: &mut HashMap<Vec<u64>, bool>) -> bool {
    let mut start = heaps.to_vec();
    start.sort_unstable();
    let mut stack = vec![start.clone()];
    while let Some(position) = stack.last().cloned() {
        if memo.contains_key(&position) {
            stack.pop();
            continue;
        }
        let next = moore_moves(&position, k);
        let unknown: Vec<Vec<u64>> = next
            .iter()
            .filter(|p| !memo.contains_key(*p))
            .cloned()
            .collect();
        if unknown.is_empty() {
            let wins = next.iter().any(|p| !memo[p]);
            memo.insert(position, wins);
            stack.pop();
        } else {
            stack.extend(unknown);
        }
    }
    memo[&start]
}

#[test]
fn moore_loses_compare_with_naive() {
    let mut rng = StdRng::seed_from_u64(5);
    for k in 1..=4u64 {
        let mut memo = HashMap::new();
        for _ in 0..150 {
            let len = rng.random_range(0..=5);
            let heaps: Vec<u64> = (0..len).map(|_| rng.random_range(0..=5)).collect();
            assert_eq!(
                moore_loses(&heaps, k),
                !moore_wins_naive(&heaps, k, &mut memo),
                "k = {k}, heaps {heaps:?}"
            );
        }
    }
}

#[test]
fn moore_loses_with_one_move_on_every_heap_only_when_empty() {
    assert!(!moore_loses(&[1, 2, 3], 3));
    assert!(moore_loses(&[0, 0], 1));
    assert!(moore_loses(&[7, 7, 7, 7], 3));
}

#[test]
fn moore_losing_counts_compare_with_naive() {
    // Naive: every vector of `heaps` heaps with entries up to `max_total`, by `moore_loses`
    // (itself checked against the real game above).
    for heaps in 0..=4usize {
        for k in 1..=4u64 {
            let max_total = 9;
            let mut expected = vec![0u64; max_total + 1];
            let ranges = (0..heaps).map(|_| 0..=max_total as u64);
            for vector in ranges.multi_cartesian_product() {
                let total = vector.iter().sum::<u64>() as usize;
                if total <= max_total && moore_loses(&vector, k) {
                    expected[total] += 1;
                }
            }
            if heaps == 0 {
                expected = vec![0; max_total + 1];
                expected[0] = 1;
            }
            assert_eq!(
                moore_losing_counts(heaps, k, max_total, 1_000_000_007),
                expected,
                "{heaps} heaps, k = {k}"
            );
            let small = moore_losing_counts(heaps, k, max_total, 7);
            let reduced: Vec<u64> = expected.iter().map(|c| c % 7).collect();
            assert_eq!(small, reduced, "{heaps} heaps, k = {k}, mod 7");
        }
    }
}
