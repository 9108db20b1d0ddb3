//! Tuples by sum and XOR against an enumeration of every tuple.

use super::*;
use cgt_modular::{ConstModulus, RuntimeModulus};

/// Every k-tuple with entries up to `max_sum`, counted by (sum, xor).
fn enumerate(k: u32, max_sum: usize) -> Vec<Vec<u64>> {
    let side = max_sum + 1;
    let mut count = vec![vec![0u64; 32]; side];
    for index in 0..side.pow(k) {
        let (mut rest, mut sum, mut xor) = (index, 0, 0);
        for _ in 0..k {
            let a = rest % side;
            rest /= side;
            sum += a;
            xor ^= a;
        }
        if sum <= max_sum {
            count[sum][xor] += 1;
        }
    }
    count
}

#[test]
fn counts_match_every_tuple() {
    type P = ConstModulus<1_000_000_007>;
    for k in 0..=4u32 {
        let max_sum = if k <= 2 { 20 } else { 13 };
        let expected = enumerate(k, max_sum);
        for xor in 0..32u64 {
            let by_sum = count_tuples_by_sum_with_xor::<P>(k as usize, max_sum, xor);
            for (sum, row) in expected.iter().enumerate() {
                let count = row[xor as usize];
                assert_eq!(
                    u64::from(by_sum[sum].value()),
                    count,
                    "k {k} sum {sum} xor {xor}"
                );
                let single = count_tuples_with_sum_and_xor::<P>(k as usize, sum as u64, xor);
                assert_eq!(
                    u64::from(single.value()),
                    count,
                    "k {k} sum {sum} xor {xor}"
                );
            }
        }
    }
}

#[test]
fn the_two_ways_agree_on_many_numbers_and_a_small_prime() {
    RuntimeModulus::set(10_007);
    for k in [5, 9, 25] {
        for xor in [0, 1, 6, 100] {
            let by_sum = count_tuples_by_sum_with_xor::<RuntimeModulus>(k, 700, xor);
            for sum in (0..=700).step_by(7) {
                let single = count_tuples_with_sum_and_xor::<RuntimeModulus>(k, sum as u64, xor);
                assert_eq!(by_sum[sum], single, "k {k} sum {sum} xor {xor}");
            }
        }
    }
}

#[test]
fn huge_sums_bit_by_bit() {
    type P = ConstModulus<998_244_353>;
    // Pairs (a, a) with sum 2^61: exactly one; with XOR 2^60 and sum 2^61: a + b = 2^61 and
    // a ^ b = 2^60 means a & b = 2^59 ... one carry: (2^60 + 2^59, 2^59) and its swap.
    assert_eq!(count_tuples_with_sum_and_xor::<P>(2, 1 << 61, 0).value(), 1);
    assert_eq!(
        count_tuples_with_sum_and_xor::<P>(2, 1 << 61, 1 << 60).value(),
        2
    );
    assert_eq!(count_tuples_with_sum_and_xor::<P>(0, 0, 0).value(), 1);
    assert_eq!(count_tuples_with_sum_and_xor::<P>(0, 1, 0).value(), 0);
}
