use super::*;
use rand::{rngs::StdRng, Rng, SeedableRng};
use std::collections::HashMap;

/// Whether the player to move wins, by a memoised search (iterative) of a game given by its
/// move function.
fn wins_naive(
    start: Vec<u64>,
    moves: impl Fn(&[u64]) -> Vec<Vec<u64>>,
    memo: &mut HashMap<Vec<u64>, bool>,
) -> bool {
    let mut stack = vec![start.clone()];
    while let Some(position) = stack.last().cloned() {
        if memo.contains_key(&position) {
            stack.pop();
            continue;
        }
        let next = moves(&position);
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

/// The real staircase moves: `x >= 1` coins from step `i + 1` to step `i` (off the board
/// from step 1).
fn staircase_moves(steps: &[u64]) -> Vec<Vec<u64>> {
    let mut next = Vec::new();
    for i in 0..steps.len() {
        for x in 1..=steps[i] {
            let mut position = steps.to_vec();
            position[i] -= x;
            if i > 0 {
                position[i - 1] += x;
            }
            next.push(position);
        }
    }
    next
}

/// The real KAM-Pebbles moves: take `x >= 1` from pile i so that the row stays non-decreasing.
fn pebbles_moves(row: &[u64]) -> Vec<Vec<u64>> {
    let mut next = Vec::new();
    for i in 0..row.len() {
        let floor = if i == 0 { 0 } else { row[i - 1] };
        for after in floor..row[i] {
            let mut position = row.to_vec();
            position[i] = after;
            next.push(position);
        }
    }
    next
}

#[test]
fn staircase_nim_sum_compare_with_naive() {
    let mut rng = StdRng::seed_from_u64(7);
    let mut memo = HashMap::new();
    for _ in 0..400 {
        let len = rng.random_range(0..=4);
        let steps: Vec<u64> = (0..len).map(|_| rng.random_range(0..=3)).collect();
        let wins = wins_naive(steps.clone(), staircase_moves, &mut memo);
        assert_eq!(staircase_nim_sum(&steps) != 0, wins, "steps {steps:?}");
    }
}

#[test]
fn differences_from_right_compare_with_naive() {
    let mut rng = StdRng::seed_from_u64(11);
    let mut memo = HashMap::new();
    for _ in 0..400 {
        let len = rng.random_range(0..=5);
        let mut row: Vec<u64> = (0..len).map(|_| rng.random_range(0..=5)).collect();
        row.sort_unstable();
        let wins = wins_naive(row.clone(), pebbles_moves, &mut memo);
        let value = staircase_nim_sum(&differences_from_right(&row));
        assert_eq!(value != 0, wins, "row {row:?}");
    }
}

#[test]
fn equal_piles_are_lost_iff_their_number_is_even() {
    for n in 1..10 {
        let row = vec![3; n];
        let value = staircase_nim_sum(&differences_from_right(&row));
        assert_eq!(value == 0, n % 2 == 0, "{n} piles of 3");
    }
}

/// A random tree on `n` nodes: node v > 0 hangs from a random earlier node, then the labels
/// are shuffled and every edge is given in a random direction.
fn random_tree(rng: &mut StdRng, n: usize) -> Vec<(usize, usize)> {
    let mut label: Vec<usize> = (0..n).collect();
    for i in (1..n).rev() {
        label.swap(i, rng.random_range(0..=i));
    }
    (1..n)
        .map(|v| {
            let (a, b) = (label[rng.random_range(0..v)], label[v]);
            if rng.random_bool(0.5) {
                (a, b)
            } else {
                (b, a)
            }
        })
        .collect()
}

/// The real moves of the tree game rooted at `root`: `m >= 1` presents from a node of depth
/// at least `k` to its k-th ancestor, found by walking up parent links.
fn tree_moves(edges: &[(usize, usize)], root: usize, k: usize) -> impl Fn(&[u64]) -> Vec<Vec<u64>> {
    let n = edges.len() + 1;
    let mut parent = vec![usize::MAX; n];
    let mut stack = vec![root];
    parent[root] = root;
    while let Some(v) = stack.pop() {
        for &(a, b) in edges {
            for (x, y) in [(a, b), (b, a)] {
                if x == v && parent[y] == usize::MAX {
                    parent[y] = v;
                    stack.push(y);
                }
            }
        }
    }
    move |presents: &[u64]| {
        let mut next = Vec::new();
        for v in 0..presents.len() {
            let mut ancestor = v;
            let mut up = 0;
            while up < k && ancestor != root {
                ancestor = parent[ancestor];
                up += 1;
            }
            if up < k {
                continue; // depth below k
            }
            for m in 1..=presents[v] {
                let mut position = presents.to_vec();
                position[v] -= m;
                position[ancestor] += m;
                next.push(position);
            }
        }
        next
    }
}

#[test]
fn tree_staircase_compare_with_search() {
    let mut rng = StdRng::seed_from_u64(1498);
    for _ in 0..300 {
        let n = rng.random_range(1..=5);
        let k = rng.random_range(1..=3);
        let edges = random_tree(&mut rng, n);
        let values: Vec<u64> = (0..n).map(|_| rng.random_range(0..=2)).collect();
        let all = tree_staircase_nim_sums_all_roots(&edges, &values, k);
        for (root, &from_all) in all.iter().enumerate() {
            // A fresh memo per root and k: positions mean different things.
            let mut memo = HashMap::new();
            let wins = wins_naive(values.clone(), tree_moves(&edges, root, k), &mut memo);
            let sum = tree_staircase_nim_sum(&edges, &values, root, k);
            assert_eq!(
                sum != 0,
                wins,
                "edges {edges:?} values {values:?} root {root} k {k}"
            );
            assert_eq!(
                from_all, sum,
                "edges {edges:?} values {values:?} root {root} k {k}"
            );
        }
    }
}

#[test]
fn tree_staircase_all_roots_compare_with_each_root() {
    let mut rng = StdRng::seed_from_u64(20);
    for _ in 0..200 {
        let n = rng.random_range(1..=40);
        let k = rng.random_range(1..=6);
        let edges = random_tree(&mut rng, n);
        let values: Vec<u64> = (0..n).map(|_| rng.random_range(0..1u64 << 40)).collect();
        let all = tree_staircase_nim_sums_all_roots(&edges, &values, k);
        let each: Vec<u64> = (0..n)
            .map(|root| tree_staircase_nim_sum(&edges, &values, root, k))
            .collect();
        assert_eq!(all, each, "edges {edges:?} values {values:?} k {k}");
    }
}

#[test]
fn tree_staircase_counts_compare_with_depths() {
    // On a path rooted at one end, node v has depth v.
    let n = 100_000;
    let path: Vec<(usize, usize)> = (1..n).map(|v| (v, v - 1)).collect();
    for k in [1, 7, 20] {
        let counts = tree_staircase_counts(&path, 0, k);
        assert!((0..n).all(|v| counts[v] == ((v / k) % 2 == 1)), "k = {k}");
    }
}

#[test]
fn tree_staircase_all_roots_on_a_long_path() {
    // Deep enough to overflow a recursive walk; a few roots checked one by one.
    let n = 100_000;
    let path: Vec<(usize, usize)> = (1..n).map(|v| (v - 1, v)).collect();
    let mut rng = StdRng::seed_from_u64(5);
    let values: Vec<u64> = (0..n).map(|_| rng.random_range(0..1_000_000_000)).collect();
    let all = tree_staircase_nim_sums_all_roots(&path, &values, 20);
    for root in [0, 1, 19, 20, 40, n / 2, n - 2, n - 1] {
        assert_eq!(
            all[root],
            tree_staircase_nim_sum(&path, &values, root, 20),
            "root {root}"
        );
    }
}
