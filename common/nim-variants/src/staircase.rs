//! Staircase Nim.

/// The Grundy value of staircase Nim with `steps[i]` coins on step `i + 1`.
///
/// Steps are counted from the bottom: `steps[0]` is step 1, the lowest step, and step 0 (the
/// floor, not stored) is where coins leave the game. A move takes any positive number of coins from
/// one step and puts them on the step just below (from step 1, off the board). Who cannot move loses.
///
/// The value is the XOR of the odd steps, `steps[0] ^ steps[2] ^ steps[4] ^ ...`: moving coins
/// from an odd step to an even one is a Nim move on that pile, and coins moved from an even step
/// to an odd one can be moved on at once by the opponent to the next even step, which undoes the
/// change to the odd steps (reversible moves). So the position is equivalent to Nim on the odd steps.
///
/// # Complexity
/// O(n) for n steps.
///
/// # Example
/// ```
/// use cgt_nim_variants::staircase_nim_sum;
/// // Steps 1, 2, 3 hold 3, 100, 3 coins: the 100 on step 2 do not matter.
/// assert_eq!(staircase_nim_sum(&[3, 100, 3]), 0);
/// assert_eq!(staircase_nim_sum(&[0, 5]), 0);
/// assert_eq!(staircase_nim_sum(&[5]), 5);
/// ```
///
/// Used by: luogu-p3480.
pub fn staircase_nim_sum(steps: &[u64]) -> u64 {
    steps.iter().step_by(2).fold(0, |acc, &coins| acc ^ coins)
}

/// The staircase of a non-decreasing row `row = [a_1, ..., a_n]`, read from the right: step 1 is
/// `a_n - a_{n-1}`, step 2 is `a_{n-1} - a_{n-2}`, ..., step n is `a_1 - a_0` with `a_0 = 0`.
///
/// This is the staircase of the game "take from one pile of a non-decreasing row, keeping it
/// non-decreasing" (POI 2009 KAM-Pebbles): taking x from pile i lowers the difference
/// `d_i = a_i - a_{i-1}` by x and raises `d_{i+1}` by x, so x coins go from the step of `d_i` to
/// the step of `d_{i+1}`, one step lower; from the last pile they leave the board. Counting the
/// steps from the left instead is wrong whenever n is even.
///
/// # Constraints
/// `row` is non-decreasing (and so `a_1 >= 0 = a_0`).
///
/// # Complexity
/// O(n).
///
/// # Example
/// ```
/// use cgt_nim_variants::{differences_from_right, staircase_nim_sum};
/// assert_eq!(differences_from_right(&[1, 2, 4]), [2, 1, 1]);
/// // Two equal piles: step 1 is 0 and step 2 is 2, so the position is lost.
/// assert_eq!(staircase_nim_sum(&differences_from_right(&[2, 2])), 0);
/// assert_ne!(staircase_nim_sum(&differences_from_right(&[2, 2, 2])), 0);
/// ```
///
/// Used by: luogu-p3480.
pub fn differences_from_right(row: &[u64]) -> Vec<u64> {
    (0..row.len())
        .rev()
        .map(|i| {
            let below = if i == 0 { 0 } else { row[i - 1] };
            assert!(row[i] >= below, "the row must be non-decreasing");
            row[i] - below
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use rand::{rngs::StdRng, Rng, SeedableRng};
    use std::collections::HashMap;

    /// Whether the player to move wins, by a memoised search (iterative) of a game given by its
    /// move function.
    fn wins_naive(
        start: Vec<u64>,
        moves: impl Fn(&[u64]) -> Vec<Vec<u64>>,
        memo: &mut HashMap<Vec<u64>, bool>,
    ) -> bool {
        let mut stack = vec![start.clone()];
        while let Some(position) = stack.last().cloned() {
            if memo.contains_key(&position) {
                stack.pop();
                continue;
            }
            let next = moves(&position);
            let unknown: Vec<Vec<u64>> = next
                .iter()
                .filter(|p| !memo.contains_key(*p))
                .cloned()
                .collect();
            if unknown.is_empty() {
                let wins = next.iter().any(|p| !memo[p]);
                memo.insert(position, wins);
                stack.pop();
            } else {
                stack.extend(unknown);
            }
        }
        memo[&start]
    }

    /// The real staircase moves: `x >= 1` coins from step `i + 1` to step `i` (off the board
    /// from step 1).
    fn staircase_moves(steps: &[u64]) -> Vec<Vec<u64>> {
        let mut next = Vec::new();
        for i in 0..steps.len() {
            for x in 1..=steps[i] {
                let mut position = steps.to_vec();
                position[i] -= x;
                if i > 0 {
                    position[i - 1] += x;
                }
                next.push(position);
            }
        }
        next
    }

    /// The real KAM-Pebbles moves: take `x >= 1` from pile i so that the row stays non-decreasing.
    fn pebbles_moves(row: &[u64]) -> Vec<Vec<u64>> {
        let mut next = Vec::new();
        for i in 0..row.len() {
            let floor = if i == 0 { 0 } else { row[i - 1] };
            for after in floor..row[i] {
                let mut position = row.to_vec();
                position[i] = after;
                next.push(position);
            }
        }
        next
    }

    #[test]
    fn staircase_nim_sum_compare_with_naive() {
        let mut rng = StdRng::seed_from_u64(7);
        let mut memo = HashMap::new();
        for _ in 0..400 {
            let len = rng.random_range(0..=4);
            let steps: Vec<u64> = (0..len).map(|_| rng.random_range(0..=3)).collect();
            let wins = wins_naive(steps.clone(), staircase_moves, &mut memo);
            assert_eq!(staircase_nim_sum(&steps) != 0, wins, "steps {steps:?}");
        }
    }

    #[test]
    fn differences_from_right_compare_with_naive() {
        let mut rng = StdRng::seed_from_u64(11);
        let mut memo = HashMap::new();
        for _ in 0..400 {
            let len = rng.random_range(0..=5);
            let mut row: Vec<u64> = (0..len).map(|_| rng.random_range(0..=5)).collect();
            row.sort_unstable();
            let wins = wins_naive(row.clone(), pebbles_moves, &mut memo);
            let value = staircase_nim_sum(&differences_from_right(&row));
            assert_eq!(value != 0, wins, "row {row:?}");
        }
    }

    #[test]
    fn equal_piles_are_lost_iff_their_number_is_even() {
        for n in 1..10 {
            let row = vec![3; n];
            let value = staircase_nim_sum(&differences_from_right(&row));
            assert_eq!(value == 0, n % 2 == 0, "{n} piles of 3");
        }
    }
}
