use super::*;
use rand::{rngs::StdRng, Rng, SeedableRng};

/// Every sum of every subset, by enumeration.
fn all_sums(values: &[usize]) -> Vec<usize> {
    let mut sums: Vec<usize> = (0..1u32 << values.len())
        .map(|mask| {
            (0..values.len())
                .filter(|&i| mask >> i & 1 == 1)
                .map(|i| values[i])
                .sum()
        })
        .collect();
    sums.sort_unstable();
    sums.dedup();
    sums
}

fn check_subset(values: &[usize], items: &[usize], sum: usize) {
    assert!(
        items.windows(2).all(|w| w[0] < w[1]),
        "distinct items {items:?}"
    );
    assert_eq!(items.iter().map(|&i| values[i]).sum::<usize>(), sum);
}

#[test]
fn reached_sums_and_subsets_match_enumeration() {
    let mut rng = StdRng::seed_from_u64(1839);
    for _ in 0..1500 {
        let n = rng.random_range(0..=11);
        let top = [3, 20, 100, 300][rng.random_range(0..4)];
        let values: Vec<usize> = (0..n).map(|_| rng.random_range(0..=top)).collect();
        let limit = rng.random_range(0..=values.iter().sum::<usize>() + 70);
        let sums = SubsetSums::new(&values, limit);
        let expected: Vec<usize> = all_sums(&values)
            .into_iter()
            .filter(|&s| s <= limit)
            .collect();
        assert_eq!(
            sums.sums().collect::<Vec<_>>(),
            expected,
            "{values:?} to {limit}"
        );
        for s in 0..=limit + 2 {
            match sums.subset(s) {
                Some(items) => check_subset(&values, &items, s),
                None => assert!(!expected.contains(&s)),
            }
        }
    }
}

#[test]
fn equal_partitions_match_enumeration() {
    let mut rng = StdRng::seed_from_u64(18390);
    for _ in 0..1500 {
        let n = rng.random_range(0..=10);
        let values: Vec<usize> = (0..n).map(|_| rng.random_range(1..=30)).collect();
        let total: usize = values.iter().sum();
        let exists = total % 2 == 0 && all_sums(&values).contains(&(total / 2));
        match equal_partition(&values) {
            Some(items) => {
                assert!(exists);
                check_subset(&values, &items, total / 2);
            }
            None => assert!(!exists, "{values:?}"),
        }
    }
}

#[test]
fn word_boundaries() {
    // Sums on both sides of every multiple of 64.
    let values = [63, 64, 65, 1, 127, 128];
    let sums = SubsetSums::new(&values, 448);
    let expected = all_sums(&values);
    assert_eq!(sums.sums().collect::<Vec<_>>(), expected);
}
