use super::*;

/// `wins[n][m]`: whether the player to move wins with `n` stones left and at most `m` to
/// take, by the real game's moves: take `t` in `1..=min(n, m)`, leaving `(n - t, 2t)`.
/// A bound of `m >= n` is the same as `m = n`, so the table stops at `m = n`.
fn fibonacci_nim_table(len: usize) -> Vec<Vec<bool>> {
    let mut wins: Vec<Vec<bool>> = Vec::with_capacity(len);
    for n in 0..len {
        let row: Vec<bool> = (0..=n)
            .map(|m| (1..=m.min(n)).any(|t| !wins[n - t][(2 * t).min(n - t)]))
            .collect();
        wins.push(row);
    }
    wins
}

#[test]
fn fibonacci_nim_wins_compare_with_naive() {
    let wins = fibonacci_nim_table(400);
    for (n, row) in wins.iter().enumerate() {
        for (m, &expected) in row.iter().enumerate() {
            assert_eq!(
                fibonacci_nim_wins(n as u64, m as u64),
                expected,
                "({n}, {m})"
            );
        }
    }
}

#[test]
fn fibonacci_nim_move_compare_with_naive() {
    let wins = fibonacci_nim_table(400);
    for n in 0..wins.len() {
        for m in 0..=n {
            let smallest = (1..=m)
                .find(|&t| !wins[n - t][(2 * t).min(n - t)])
                .map(|t| t as u64);
            assert_eq!(
                fibonacci_nim_move(n as u64, m as u64),
                smallest,
                "({n}, {m})"
            );
        }
    }
}

#[test]
fn fibonacci_nim_winning_moves_are_every_take_to_a_lost_position() {
    let wins = fibonacci_nim_table(300);
    for n in 0..wins.len() {
        for m in 0..=n {
            let expected: Vec<u64> = (1..=m)
                .filter(|&t| !wins[n - t][(2 * t).min(n - t)])
                .map(|t| t as u64)
                .collect();
            let moves = fibonacci_nim_winning_moves(n as u64, m as u64);
            assert_eq!(moves, expected, "({n}, {m})");
            assert_eq!(moves.is_empty(), !wins[n][m]);
            let one = fibonacci_nim_winning_move(n as u64, m as u64);
            assert_eq!(one, moves.first().copied());
        }
    }
    // Near the top of a u64 the terms and their sums stay exact.
    let moves = fibonacci_nim_winning_moves(u64::MAX, u64::MAX);
    assert_eq!(moves.last(), Some(&u64::MAX));
}

#[test]
fn zeckendorf_compare_with_naive() {
    // Naive: every set of non-consecutive Fibonacci numbers below 2^12 and its sum.
    let fib = fibonacci_up_to(4000);
    let mut found = vec![None; 4001];
    for mask in 0u32..1 << fib.len() {
        if mask & (mask >> 1) != 0 {
            continue;
        }
        let sum: u64 = (0..fib.len())
            .filter(|&i| mask >> i & 1 == 1)
            .map(|i| fib[i])
            .sum();
        if sum <= 4000 {
            assert!(
                found[sum as usize].is_none(),
                "{sum} has two representations"
            );
            let terms: Vec<u64> = (0..fib.len())
                .rev()
                .filter(|&i| mask >> i & 1 == 1)
                .map(|i| fib[i])
                .collect();
            found[sum as usize] = Some(terms);
        }
    }
    for (n, terms) in found.into_iter().enumerate() {
        assert_eq!(Some(zeckendorf(n as u64)), terms, "{n}");
    }
}

#[test]
fn fibonacci_numbers_match_oeis_a000045() {
    // A000045 from F(2) = 1 on: 1, 2, 3, 5, ..., and F(93), the largest in a u64.
    assert_eq!(fibonacci_up_to(100), [1, 2, 3, 5, 8, 13, 21, 34, 55, 89]);
    let all = fibonacci_up_to(u64::MAX);
    assert_eq!(all.len(), 92);
    assert_eq!(*all.last().unwrap(), 12_200_160_415_121_876_738);
    assert!(!is_fibonacci(u64::MAX));
    assert_eq!(zeckendorf(u64::MAX).iter().sum::<u64>(), u64::MAX);
}
