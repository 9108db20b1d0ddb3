//! `DenseXorSet` built at once against `BinaryTrie` built from the same keys, and a set of every
//! key (its operations one by one against a plain multiset are in `src/tests.rs`, beside
//! `BinaryTrie`'s).

use crate::{BinaryTrie, DenseXorSet};
use rand::{rngs::StdRng, Rng, SeedableRng};

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
