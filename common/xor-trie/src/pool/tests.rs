//! The pool against plain multisets (`BTreeMap` key -> count), a XOR of every key recomputed key
//! by key, on random operation sequences over several tries that merge.

use super::*;
use rand::{rngs::StdRng, Rng, SeedableRng};
use std::collections::BTreeMap;

type Multiset = BTreeMap<u64, u32>;

fn xor_naive(set: &Multiset, x: u64) -> Multiset {
    set.iter().map(|(&k, &c)| (k ^ x, c)).collect()
}

fn mex_naive(set: &Multiset) -> u64 {
    (0..).find(|k| !set.contains_key(k)).unwrap()
}

fn kth_naive(set: &Multiset, k: usize) -> Option<u64> {
    set.iter()
        .flat_map(|(&key, &c)| std::iter::repeat(key).take(c as usize))
        .nth(k)
}

/// Every query of `trie` against `set`.
fn check(pool: &TriePool, trie: &Trie, set: &Multiset, rng: &mut StdRng, context: &str) {
    let top = 1u64 << pool.bits();
    assert_eq!(
        pool.keys(trie),
        set.iter().map(|(&k, &c)| (k, c)).collect::<Vec<_>>(),
        "{context}"
    );
    assert_eq!(
        pool.len(trie),
        set.values().map(|&c| c as usize).sum::<usize>(),
        "{context}"
    );
    assert_eq!(pool.distinct(trie), set.len(), "{context}");
    assert_eq!(pool.is_empty(trie), set.is_empty(), "{context}");
    assert_eq!(pool.mex(trie), mex_naive(set), "{context}");
    for _ in 0..4 {
        let x = rng.random_range(0..top);
        assert_eq!(
            pool.count(trie, x),
            set.get(&x).copied().unwrap_or(0),
            "{context}"
        );
        assert_eq!(
            pool.min_xor(trie, x),
            set.keys().map(|k| k ^ x).min(),
            "{context} x {x}"
        );
        assert_eq!(
            pool.max_xor(trie, x),
            set.keys().map(|k| k ^ x).max(),
            "{context} x {x}"
        );
        let k = rng.random_range(0..pool.len(trie) + 2);
        assert_eq!(pool.kth(trie, k), kth_naive(set, k), "{context} k {k}");
    }
}

#[test]
fn random_operations_on_merging_tries_match_plain_multisets() {
    let mut rng = StdRng::seed_from_u64(40);
    for round in 0..300 {
        let bits = rng.random_range(1..=6);
        let top = 1u64 << bits;
        let mut pool = TriePool::new(bits);
        let mut tries: Vec<Trie> = (0..4).map(|_| Trie::default()).collect();
        let mut sets: Vec<Multiset> = vec![Multiset::new(); 4];
        for step in 0..60 {
            let i = rng.random_range(0..4);
            let context = format!("round {round} step {step} bits {bits} trie {i}");
            match rng.random_range(0..10) {
                0..=3 => {
                    let key = rng.random_range(0..top);
                    pool.insert(&mut tries[i], key);
                    *sets[i].entry(key).or_default() += 1;
                }
                4 | 5 => {
                    let key = rng.random_range(0..top);
                    let had = sets[i].get(&key).copied().unwrap_or(0);
                    assert_eq!(pool.remove(&mut tries[i], key), had > 0, "{context}");
                    if had == 1 {
                        sets[i].remove(&key);
                    } else if had > 1 {
                        sets[i].insert(key, had - 1);
                    }
                }
                6 | 7 => {
                    let x = rng.random_range(0..top);
                    pool.xor_all(&mut tries[i], x);
                    sets[i] = xor_naive(&sets[i], x);
                }
                _ => {
                    // Merge trie j into trie i (j becomes empty).
                    let j = (i + rng.random_range(1..4)) % 4;
                    let a = std::mem::take(&mut tries[i]);
                    let b = std::mem::take(&mut tries[j]);
                    tries[i] = pool.merge(a, b);
                    let moved = std::mem::take(&mut sets[j]);
                    for (k, c) in moved {
                        *sets[i].entry(k).or_default() += c;
                    }
                }
            }
            for t in 0..4 {
                check(&pool, &tries[t], &sets[t], &mut rng, &context);
            }
        }
        // Nothing leaks: the live nodes are those of the four tries.
        let live: usize = tries.iter().map(|t| count_nodes(&pool, t)).sum();
        assert_eq!(pool.nodes_in_use(), live, "round {round}");
    }
}

fn count_nodes(pool: &TriePool, trie: &Trie) -> usize {
    let mut stack = vec![trie.root];
    let mut count = 0;
    while let Some(u) = stack.pop() {
        if u != NIL {
            count += 1;
            stack.extend(pool.nodes[u as usize].child);
        }
    }
    count
}

#[test]
fn a_full_trie_has_mex_two_to_the_bits_and_reuses_freed_nodes() {
    let mut pool = TriePool::new(4);
    let mut t = Trie::default();
    for key in 0..16 {
        pool.insert(&mut t, key);
    }
    assert_eq!(pool.mex(&t), 16);
    pool.xor_all(&mut t, 9);
    assert_eq!(pool.mex(&t), 16);
    let used = pool.nodes_in_use();
    assert_eq!(used, 31);
    for key in 0..16 {
        assert!(pool.remove(&mut t, key));
    }
    assert!(pool.is_empty(&t));
    assert_eq!(pool.nodes_in_use(), 0);
    pool.insert(&mut t, 3);
    assert_eq!(pool.nodes.len(), 32, "freed nodes are reused");
    pool.release(t);
    assert_eq!(pool.nodes_in_use(), 0);
}

#[test]
fn sixty_four_bit_keys_work_at_both_ends() {
    let mut pool = TriePool::new(64);
    let mut t = Trie::default();
    for key in [0, 1, u64::MAX, 1 << 63] {
        pool.insert(&mut t, key);
    }
    assert_eq!(pool.mex(&t), 2);
    assert_eq!(pool.max_xor(&t, 0), Some(u64::MAX));
    assert_eq!(pool.min_xor(&t, u64::MAX), Some(0));
    pool.xor_all(&mut t, u64::MAX);
    assert_eq!(
        pool.keys(&t),
        [(0, 1), ((1 << 63) - 1, 1), (u64::MAX - 1, 1), (u64::MAX, 1)]
    );
    assert_eq!(pool.mex(&t), 1);
    assert!(!pool.remove(&mut t, 5));
}

#[test]
fn copies_and_counts() {
    let mut pool = TriePool::new(3);
    let mut t = Trie::default();
    pool.insert_copies(&mut t, 5, 3);
    pool.insert_copies(&mut t, 2, 0);
    assert_eq!(pool.count(&t, 5), 3);
    assert_eq!(pool.len(&t), 3);
    assert_eq!(pool.distinct(&t), 1);
    assert!(!pool.contains(&t, 2));
    assert_eq!(pool.kth(&t, 2), Some(5));
    assert_eq!(pool.count(&t, 100), 0, "keys beyond the width are absent");
}

#[test]
fn a_trie_built_from_sorted_keys_matches_the_multiset_and_takes_later_operations() {
    let mut rng = StdRng::seed_from_u64(41);
    for round in 0..300 {
        let bits = rng.random_range(1..=7);
        let top = 1u64 << bits;
        let n = rng.random_range(0..40);
        let mut keys: Vec<u64> = (0..n).map(|_| rng.random_range(0..top)).collect();
        keys.sort_unstable();
        let mut pool = TriePool::new(bits);
        let mut trie = pool.from_sorted(&keys);
        let mut set = Multiset::new();
        for &k in &keys {
            *set.entry(k).or_default() += 1;
        }
        check(
            &pool,
            &trie,
            &set,
            &mut rng,
            &format!("round {round} built"),
        );
        assert_eq!(pool.nodes_in_use(), count_nodes(&pool, &trie));
        for step in 0..20 {
            let key = rng.random_range(0..top);
            match rng.random_range(0..3) {
                0 => {
                    pool.insert(&mut trie, key);
                    *set.entry(key).or_default() += 1;
                }
                1 => {
                    if pool.remove(&mut trie, key) {
                        let c = set[&key];
                        if c == 1 {
                            set.remove(&key);
                        } else {
                            set.insert(key, c - 1);
                        }
                    }
                }
                _ => {
                    pool.xor_all(&mut trie, key);
                    set = xor_naive(&set, key);
                }
            }
            check(
                &pool,
                &trie,
                &set,
                &mut rng,
                &format!("round {round} step {step}"),
            );
        }
    }
}
