//! `BinaryTrie` and `DenseXorSet` against a plain multiset, rebuilt at every XOR, on random
//! operation sequences;
//! and the mex under accumulated XORs against a recomputation of the whole array (Codeforces
//! 842D's definition).

use crate::{BinaryTrie, DenseXorSet};
use rand::{rngs::StdRng, Rng, SeedableRng};
use std::collections::BTreeMap;

#[test]
fn binary_trie_and_dense_set_match_a_multiset_recomputed_at_every_xor() {
    let mut rng = StdRng::seed_from_u64(842);
    for round in 0..300 {
        let bits = rng.random_range(1..=7);
        let top = 1u64 << bits;
        // Half the rounds start from keys built at once, half from the empty set.
        let start: Vec<u64> = (0..rng.random_range(0..2 * top) * (round % 2))
            .map(|_| rng.random_range(0..top))
            .collect();
        let mut trie = BinaryTrie::from_keys(bits, start.iter().copied());
        let mut dense = DenseXorSet::from_keys(bits, start.iter().copied());
        let mut set: BTreeMap<u64, u32> = BTreeMap::new();
        for &key in &start {
            *set.entry(key).or_default() += 1;
        }
        for step in 0..80 {
            match rng.random_range(0..6) {
                0 | 1 => {
                    let key = rng.random_range(0..top);
                    trie.insert(key);
                    dense.insert(key);
                    *set.entry(key).or_default() += 1;
                }
                2 => {
                    let key = rng.random_range(0..top);
                    let had = set.get(&key).copied().unwrap_or(0);
                    assert_eq!(trie.remove(key), had > 0);
                    assert_eq!(dense.remove(key), had > 0);
                    match had {
                        0 => {}
                        1 => {
                            set.remove(&key);
                        }
                        _ => {
                            set.insert(key, had - 1);
                        }
                    }
                }
                _ => {
                    let x = rng.random_range(0..top);
                    trie.xor_all(x);
                    dense.xor_all(x);
                    set = set.iter().map(|(&k, &c)| (k ^ x, c)).collect();
                }
            }
            let context = format!("round {round} step {step}");
            let x = rng.random_range(0..top);
            assert_eq!(
                trie.mex(),
                (0..).find(|k| !set.contains_key(k)).unwrap(),
                "{context}"
            );
            assert_eq!(dense.mex(), trie.mex(), "{context}");
            assert_eq!(trie.len(), set.values().map(|&c| c as usize).sum::<usize>());
            assert_eq!(dense.len(), trie.len());
            assert_eq!(dense.is_empty(), set.is_empty());
            assert_eq!(dense.count(x), set.get(&x).copied().unwrap_or(0));
            assert_eq!(dense.contains(x), set.contains_key(&x));
            assert_eq!(trie.distinct(), set.len());
            assert_eq!(trie.is_empty(), set.is_empty());
            assert_eq!(trie.count(x), set.get(&x).copied().unwrap_or(0));
            assert_eq!(trie.contains(x), set.contains_key(&x));
            assert_eq!(
                trie.min_xor(x),
                set.keys().map(|k| k ^ x).min(),
                "{context}"
            );
            assert_eq!(
                trie.max_xor(x),
                set.keys().map(|k| k ^ x).max(),
                "{context}"
            );
            let k = rng.random_range(0..trie.len() + 1);
            let kth = set
                .iter()
                .flat_map(|(&key, &c)| std::iter::repeat(key).take(c as usize))
                .nth(k);
            assert_eq!(trie.kth(k), kth, "{context}");
            assert_eq!(
                trie.keys(),
                set.iter().map(|(&k, &c)| (k, c)).collect::<Vec<_>>()
            );
        }
    }
}

#[test]
fn mex_after_accumulated_xors_matches_recomputing_the_array() {
    let mut rng = StdRng::seed_from_u64(430);
    for _ in 0..200 {
        let n = rng.random_range(1..30);
        let top = [4, 16, 64, 1 << 19][rng.random_range(0..4)];
        let mut array: Vec<u64> = (0..n).map(|_| rng.random_range(0..top)).collect();
        let mut trie = BinaryTrie::new(19);
        for &a in &array {
            trie.insert(a);
        }
        for _ in 0..20 {
            let x = rng.random_range(0..top);
            array.iter_mut().for_each(|a| *a ^= x);
            trie.xor_all(x);
            let mex = (0..).find(|m| !array.contains(m)).unwrap();
            assert_eq!(trie.mex(), mex);
        }
    }
}
