use super::*;
use rand::{rngs::StdRng, Rng, SeedableRng};
use std::hash::Hash;

fn hash<K: Hash>(key: &K) -> u64 {
    let mut hasher = MultiplyHasher::default();
    key.hash(&mut hasher);
    hasher.finish()
}

/// The map against the standard one (the naive version: the same map, another hash), on random
/// insertions, removals and look-ups of small positions.
#[test]
fn fast_hash_map_compare_with_naive() {
    let mut rng = StdRng::seed_from_u64(1);
    let mut fast: FastHashMap<Vec<u8>, u32> = FastHashMap::default();
    let mut naive: HashMap<Vec<u8>, u32> = HashMap::new();
    for step in 0..20_000u32 {
        let len = rng.random_range(0..4);
        let key: Vec<u8> = (0..len).map(|_| rng.random_range(0..6)).collect();
        match rng.random_range(0..3) {
            0 => assert_eq!(fast.insert(key.clone(), step), naive.insert(key, step)),
            1 => assert_eq!(fast.remove(&key), naive.remove(&key)),
            _ => assert_eq!(fast.get(&key), naive.get(&key)),
        }
        assert_eq!(fast.len(), naive.len());
    }
}

/// One word in: the hash is a bijection of the word (a rotation, a XOR and a multiplication by
/// an odd number), so distinct integers never collide; equal keys hash alike whatever their
/// width, and a key's parts are mixed in order.
#[test]
fn integers_never_collide() {
    let hashes: std::collections::BTreeSet<u64> = (0..100_000u64).map(|n| hash(&n)).collect();
    assert_eq!(hashes.len(), 100_000);
    let mut rng = StdRng::seed_from_u64(2);
    for _ in 0..1000 {
        let (a, b): (u32, u32) = (rng.random(), rng.random());
        assert_eq!(hash(&(a, b)), hash(&(a, b)));
        if a != b {
            assert_ne!(hash(&(a, b)), hash(&(b, a)));
        }
    }
}
