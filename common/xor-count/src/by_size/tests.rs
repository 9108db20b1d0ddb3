use super::*;
use cgt_modular::{ConstModulus, RuntimeModulus};
use rand::{rngs::StdRng, Rng, SeedableRng};

/// Every subset, enumerated: counts by (XOR, size mod d).
fn naive(values: &[usize], d: usize, width: usize) -> Vec<Vec<u64>> {
    let mut counts = vec![vec![0u64; d]; width];
    for mask in 0..1u32 << values.len() {
        let chosen: Vec<usize> = (0..values.len()).filter(|&i| mask >> i & 1 == 1).collect();
        let xor = chosen.iter().fold(0, |acc, &i| acc ^ values[i]);
        counts[xor][chosen.len() % d] += 1;
    }
    counts
}

#[test]
fn counts_match_enumeration() {
    let mut rng = StdRng::seed_from_u64(5970);
    for round in 0..1500 {
        let n = rng.random_range(0..=12);
        let top = [1, 3, 16, 40, 200][rng.random_range(0..5)];
        let low = if round % 3 == 0 { 0 } else { 1 };
        let values: Vec<usize> = (0..n).map(|_| rng.random_range(low..=top)).collect();
        let d = rng.random_range(1..=5);
        let modulus = [1_000_000_007, 7, 2][rng.random_range(0..3)];
        RuntimeModulus::set(modulus);
        let counts = count_subsets_by_xor_and_size::<RuntimeModulus>(values.clone(), d);
        let width = counts.width();
        assert!(values.iter().all(|&v| v < width));
        assert!(width == 1 || values.iter().any(|&v| v >= width / 2));
        let expected = naive(&values, d, width);
        for (x, row) in expected.iter().enumerate() {
            for (j, &e) in row.iter().enumerate() {
                assert_eq!(
                    u64::from(counts.get(x, j).value()),
                    e % u64::from(modulus),
                    "{values:?} d {d} xor {x} class {j}"
                );
            }
        }
    }
}

/// The same recurrence the plain way: the full XOR range for every value, in the input
/// order, into a second table (no pairs in place, no growing range).
fn out_of_place(values: &[usize], d: usize, width: usize, p: u64) -> Vec<Vec<u64>> {
    let mut counts = vec![vec![0u64; d]; width];
    counts[0][0] = 1;
    for &v in values {
        let mut next = counts.clone();
        for x in 0..width {
            for j in 0..d {
                next[x ^ v][(j + 1) % d] = (next[x ^ v][(j + 1) % d] + counts[x][j]) % p;
            }
        }
        counts = next;
    }
    counts
}

#[test]
fn wide_values_match_a_plain_table() {
    let mut rng = StdRng::seed_from_u64(4347);
    type P = ConstModulus<1_000_000_007>;
    for _ in 0..25 {
        let n = rng.random_range(1..=60);
        let values: Vec<usize> = (0..n).map(|_| rng.random_range(1..4096)).collect();
        let d = rng.random_range(1..=10);
        let counts = count_subsets_by_xor_and_size::<P>(values.clone(), d);
        let expected = out_of_place(&values, d, counts.width(), 1_000_000_007);
        for (x, row) in expected.iter().enumerate() {
            for (j, &e) in row.iter().enumerate() {
                assert_eq!(u64::from(counts.get(x, j).value()), e, "xor {x} class {j}");
            }
        }
    }
}

#[test]
fn the_input_order_does_not_matter() {
    let values = [7, 1, 100, 3, 3, 64, 2];
    let mut reversed = values;
    reversed.reverse();
    type P = ConstModulus<1_000_000_007>;
    let (a, b) = (
        count_subsets_by_xor_and_size::<P>(values, 3),
        count_subsets_by_xor_and_size::<P>(reversed, 3),
    );
    for x in 0..128 {
        for j in 0..3 {
            assert_eq!(a.get(x, j), b.get(x, j));
        }
    }
}
