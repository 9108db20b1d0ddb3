//! `DenseXorSet` against a plain multiset rebuilt at every XOR, on random operation sequences,
//! and against `BinaryTrie` built from the same keys.

use crate::{BinaryTrie, DenseXorSet};
use rand::{rngs::StdRng, Rng, SeedableRng};
use std::collections::BTreeMap;

#[test]
fn dense_set_matches_a_multiset_recomputed_at_every_xor() {
    let mut rng = StdRng::seed_from_u64(8420);
    for round in 0..400 {
        let bits = rng.random_range(1..=7);
        let top = 1u64 << bits;
        let start: Vec<u64> = (0..rng.random_range(0..2 * top))
            .map(|_| rng.random_range(0..top))
            .collect();
        let mut dense = DenseXorSet::from_keys(bits, start.iter().copied());
        let mut set: BTreeMap<u64, u32> = BTreeMap::new();
        for &k in &start {
            *set.entry(k).or_default() += 1;
        }
        for step in 0..80 {
            match rng.random_range(0..6) {
                0 | 1 => {
                    let key = rng.random_range(0..top);
                    dense.insert(key);
                    *set.entry(key).or_default() += 1;
                }
                2 | 3 => {
                    let key = rng.random_range(0..top);
                    let had = set.get(&key).copied().unwrap_or(0);
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
                    dense.xor_all(x);
                    set = set.iter().map(|(&k, &c)| (k ^ x, c)).collect();
                }
            }
            let context = format!("round {round} step {step}");
            assert_eq!(
                dense.mex(),
                (0..).find(|k| !set.contains_key(k)).unwrap(),
                "{context}"
            );
            assert_eq!(
                dense.len(),
                set.values().map(|&c| c as usize).sum::<usize>()
            );
            assert_eq!(dense.is_empty(), set.is_empty());
            let x = rng.random_range(0..top);
            assert_eq!(dense.count(x), set.get(&x).copied().unwrap_or(0));
            assert_eq!(dense.contains(x), set.contains_key(&x));
        }
    }
}

#[test]
fn dense_set_and_binary_trie_agree_on_19_bit_keys() {
    let mut rng = StdRng::seed_from_u64(300_000);
    for _ in 0..20 {
        let n = rng.random_range(1..3000);
        // Dense ranges make long full runs; wide ones make the mex small.
        let top = [64, 4096, 300_001][rng.random_range(0..3)];
        let keys: Vec<u64> = (0..n).map(|_| rng.random_range(0..top)).collect();
        let mut dense = DenseXorSet::from_keys(19, keys.iter().copied());
        let mut trie = BinaryTrie::from_keys(19, keys.iter().copied());
        for _ in 0..200 {
            let x = rng.random_range(0..top);
            dense.xor_all(x);
            trie.xor_all(x);
            assert_eq!(dense.mex(), trie.mex());
        }
    }
}

#[test]
fn a_full_set_has_mex_two_to_the_bits() {
    let mut set = DenseXorSet::from_keys(3, 0..8);
    assert_eq!(set.mex(), 8);
    set.xor_all(5);
    assert_eq!(set.mex(), 8);
    assert!(set.remove(2));
    assert_eq!(set.mex(), 2);
    set.insert(2);
    assert_eq!(set.mex(), 8);
}
