use super::*;
use rand::{rngs::StdRng, Rng, SeedableRng};

/// Every multiplicity vector, enumerated.
fn all_sums(items: &[(usize, usize)]) -> Vec<usize> {
    let mut sums = vec![0];
    for &(value, count) in items {
        sums = sums
            .iter()
            .flat_map(|&s| (0..=count).map(move |k| s + k * value))
            .collect();
    }
    sums.sort_unstable();
    sums.dedup();
    sums
}

#[test]
fn bounded_sums_match_enumeration() {
    let mut rng = StdRng::seed_from_u64(7);
    for _ in 0..1000 {
        let n = rng.random_range(0..=5);
        let items: Vec<(usize, usize)> = (0..n)
            .map(|_| (rng.random_range(0..=40), rng.random_range(0..=9)))
            .collect();
        let limit = rng.random_range(0..=300);
        let sums = BoundedSubsetSums::new(&items, limit);
        let expected: Vec<usize> = all_sums(&items)
            .into_iter()
            .filter(|&s| s <= limit)
            .collect();
        assert_eq!(sums.sums().collect::<Vec<_>>(), expected, "{items:?}");
        for s in 0..=limit {
            match sums.multiplicities(s) {
                Some(taken) => {
                    let total: usize = taken.iter().zip(&items).map(|(k, it)| k * it.0).sum();
                    assert_eq!(total, s);
                    assert!(taken.iter().zip(&items).all(|(k, it)| *k <= it.1));
                }
                None => assert!(!expected.contains(&s)),
            }
        }
    }
}
