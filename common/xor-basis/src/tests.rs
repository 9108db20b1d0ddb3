use super::*;
use rand::{rngs::StdRng, Rng, SeedableRng};

/// The XORs of all 2^n subsets (the first is the empty subset's 0).
fn subset_xors(values: &[u64]) -> Vec<u64> {
    (0..1usize << values.len())
        .map(|mask| {
            (0..values.len())
                .filter(|&i| mask >> i & 1 == 1)
                .fold(0, |acc, i| acc ^ values[i])
        })
        .collect()
}

fn random_words(rng: &mut StdRng) -> Vec<u64> {
    let n = rng.random_range(0..=10);
    let bits = [1, 3, 5, 60, 64][rng.random_range(0..5)];
    let mask = if bits == 64 {
        u64::MAX
    } else {
        (1 << bits) - 1
    };
    (0..n).map(|_| rng.random::<u64>() & mask).collect()
}

#[test]
fn every_query_matches_the_subsets() {
    let mut rng = StdRng::seed_from_u64(4301);
    for _ in 0..2000 {
        let values = random_words(&mut rng);
        let mut basis = XorBasis::new();
        for (i, &value) in values.iter().enumerate() {
            let before = subset_xors(&values[..i]);
            assert_eq!(basis.insert(value), !before.contains(&value), "{values:?}");
        }
        let xors = subset_xors(&values);
        let mut span = xors.clone();
        span.sort_unstable();
        span.dedup();
        let non_empty = &xors[1..];
        assert_eq!(1usize << basis.rank(), span.len(), "{values:?}");
        assert_eq!(basis.len(), values.len());
        assert_eq!(basis.max_xor(), non_empty.iter().copied().max());
        assert_eq!(basis.min_xor(), non_empty.iter().copied().min());
        assert_eq!(basis.has_zero_subset(), non_empty.contains(&0));
        for (k, &word) in span.iter().enumerate() {
            assert_eq!(basis.kth_smallest(k as u64), Some(word), "{values:?} k {k}");
        }
        assert_eq!(basis.kth_smallest(span.len() as u64), None);
        for _ in 0..10 {
            let probe = if rng.random() {
                span[rng.random_range(0..span.len())] ^ (rng.random::<u64>() & 7)
            } else {
                rng.random::<u64>()
            };
            assert_eq!(basis.contains(probe), span.contains(&probe));
            let shifted = span.iter().map(|&s| s ^ probe);
            assert_eq!(basis.reduce(probe), shifted.clone().min().unwrap());
            assert_eq!(basis.max_xor_with(probe), shifted.max().unwrap());
        }
    }
}

#[test]
fn a_full_rank_basis_of_64_bits() {
    let mut basis = XorBasis::new();
    for bit in 0..64 {
        assert!(basis.insert(u64::MAX >> bit));
    }
    assert_eq!(basis.rank(), 64);
    assert_eq!(basis.max_xor(), Some(u64::MAX));
    assert_eq!(basis.min_xor(), Some(1));
    assert_eq!(basis.kth_smallest(u64::MAX), Some(u64::MAX));
    assert_eq!(basis.kth_smallest(12345), Some(12345));
    assert!(!basis.insert(42));
}

#[test]
fn the_empty_basis() {
    let basis = XorBasis::new();
    assert_eq!(basis.max_xor(), None);
    assert_eq!(basis.min_xor(), None);
    assert_eq!(basis.kth_smallest(0), Some(0));
    assert_eq!(basis.kth_smallest(1), None);
    assert!(basis.contains(0) && !basis.contains(1));
}
