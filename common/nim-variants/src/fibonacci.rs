//! Fibonacci Nim and the Zeckendorf representation.

/// The Fibonacci numbers 1, 2, 3, 5, 8, ... up to `n` (each once), increasing.
fn fibonacci_up_to(n: u64) -> Vec<u64> {
    let mut terms = Vec::new();
    let (mut a, mut b) = (1u64, 2u64);
    while a <= n {
        terms.push(a);
        match a.checked_add(b) {
            Some(c) => (a, b) = (b, c),
            None => {
                // b is the largest Fibonacci number in a u64.
                if b <= n {
                    terms.push(b);
                }
                break;
            }
        }
    }
    terms
}

/// Whether `n` is a Fibonacci number (0, 1, 2, 3, 5, 8, 13, ...).
///
/// # Constraints
/// None: any `n` in `u64`.
///
/// # Complexity
/// O(log n).
///
/// # Example
/// ```
/// use cgt_nim_variants::is_fibonacci;
/// let small: Vec<u64> = (0..22).filter(|&n| is_fibonacci(n)).collect();
/// assert_eq!(small, [0, 1, 2, 3, 5, 8, 13, 21]);
/// assert!(is_fibonacci(1_836_311_903)); // the last one below 2^31
/// assert!(is_fibonacci(12_200_160_415_121_876_738)); // the last one in a u64
/// ```
///
/// Used by: no judge problem yet.
pub fn is_fibonacci(n: u64) -> bool {
    n == 0 || fibonacci_up_to(n).last() == Some(&n)
}

/// The Zeckendorf representation of `n`: the unique way to write `n` as a sum of Fibonacci
/// numbers from 1, 2, 3, 5, 8, ... with no two consecutive ones, largest term first (the greedy
/// choice). Empty for 0.
///
/// # Constraints
/// None: any `n` in `u64`.
///
/// # Complexity
/// O(log n).
///
/// # Example
/// ```
/// use cgt_nim_variants::zeckendorf;
/// assert_eq!(zeckendorf(100), [89, 8, 3]);
/// assert_eq!(zeckendorf(13), [13]);
/// assert!(zeckendorf(0).is_empty());
/// ```
///
/// [`fibonacci_nim_wins`] is built on it.
///
/// Used by: hdu-2516.
pub fn zeckendorf(mut n: u64) -> Vec<u64> {
    let mut terms = Vec::new();
    for &f in fibonacci_up_to(n).iter().rev() {
        if f <= n {
            terms.push(f);
            n -= f;
        }
    }
    terms
}

/// Whether the player to move wins Fibonacci Nim on `stones` stones when this move may take
/// 1 to `max_take` stones. Every later move may take 1 to twice what the opponent just took;
/// whoever takes the last stone wins.
///
/// The player to move wins iff the smallest Zeckendorf term of `stones` is at most `max_take`.
/// The opening move of the classical game may take anything but the whole pile (`max_take =
/// stones - 1`), so the first player loses exactly when the pile is a Fibonacci number.
///
/// # Constraints
/// None: any `stones` and `max_take` in `u64`.
///
/// # Complexity
/// O(log stones).
///
/// # Example
/// ```
/// use cgt_nim_variants::fibonacci_nim_wins;
/// let first_player_loses: Vec<u64> =
///     (2..30).filter(|&n| !fibonacci_nim_wins(n, n - 1)).collect();
/// assert_eq!(first_player_loses, [2, 3, 5, 8, 13, 21]);
/// assert!(!fibonacci_nim_wins(0, 5));
/// ```
///
/// Used by: hdu-2516.
pub fn fibonacci_nim_wins(stones: u64, max_take: u64) -> bool {
    fibonacci_nim_move(stones, max_take).is_some()
}

/// The smallest winning take in Fibonacci Nim (see [`fibonacci_nim_wins`]) on `stones` stones
/// with at most `max_take` allowed: the smallest Zeckendorf term `q` of `stones` when
/// `q <= max_take`, else `None` (every move loses). After taking `q` the smallest term of what
/// is left exceeds `2q`, so the opponent again cannot reach it.
///
/// This is the `k = 2` case of the k-multiple game: `KMultipleGame::new(2, bound)` has the
/// Fibonacci numbers as its losing sizes, Zeckendorf as its greedy decomposition, and its
/// [`winning_move`](crate::KMultipleGame::winning_move) equals this function (tested). This one
/// needs no table: the Fibonacci numbers up to `stones` are made on the way.
///
/// # Constraints
/// None: any `stones` and `max_take` in `u64`.
///
/// # Complexity
/// O(log stones).
///
/// # Example
/// ```
/// use cgt_nim_variants::fibonacci_nim_move;
/// // 20 = 13 + 5 + 2: take 2 (the opponent may take up to 4 of the 18 = 13 + 5 left).
/// assert_eq!(fibonacci_nim_move(20, 19), Some(2));
/// assert_eq!(fibonacci_nim_move(20, 1), None);
/// assert_eq!(fibonacci_nim_move(21, 20), None);
/// ```
///
/// [`fibonacci_nim_wins`] is built on it.
///
/// Used by: hdu-2516.
pub fn fibonacci_nim_move(stones: u64, max_take: u64) -> Option<u64> {
    zeckendorf(stones)
        .last()
        .copied()
        .filter(|&q| q <= max_take)
}

/// Every winning take in Fibonacci Nim (see [`fibonacci_nim_wins`]) on `stones` stones with at
/// most `max_take` allowed, increasing; the first is [`fibonacci_nim_move`]. Empty when every
/// take loses, or the pile is empty.
///
/// With `stones = z_0 + z_1 + ... + z_last` in Zeckendorf form (largest first), a take wins iff
/// it leaves 0 or a pile whose smallest term is above twice the take, and such a take is always
/// a sum of the last terms `z_j + ... + z_last` (the `k = 2` case of
/// [`KMultipleGame::winning_moves`](crate::KMultipleGame::winning_moves), which says why): it
/// wins iff it is at most `max_take` and `j = 0` or `z_{j-1} > 2 (z_j + ... + z_last)`.
///
/// # Constraints
/// None: any `stones` and `max_take` in `u64`.
///
/// # Complexity
/// O(log stones).
///
/// # Example
/// ```
/// use cgt_nim_variants::fibonacci_nim_winning_moves;
/// // 100 = 89 + 8 + 3: take 3 (8 > 6 is out of reach) or 11 (89 > 22).
/// assert_eq!(fibonacci_nim_winning_moves(100, 99), [3, 11]);
/// // 20 = 13 + 5 + 2: take 2; 7 would leave 13, within reach of 14.
/// assert_eq!(fibonacci_nim_winning_moves(20, 19), [2]);
/// assert!(fibonacci_nim_winning_moves(21, 20).is_empty());
/// ```
///
/// Used by: no judge problem yet.
pub fn fibonacci_nim_winning_moves(stones: u64, max_take: u64) -> Vec<u64> {
    crate::k_multiple::suffix_takes(&zeckendorf(stones), 2, max_take)
}

/// One winning take in Fibonacci Nim, the smallest: the same as [`fibonacci_nim_move`], under
/// the name every topic gives its one winning move.
///
/// # Constraints
/// None: any `stones` and `max_take` in `u64`.
///
/// # Complexity
/// O(log stones).
///
/// # Example
/// ```
/// use cgt_nim_variants::fibonacci_nim_winning_move;
/// assert_eq!(fibonacci_nim_winning_move(20, 19), Some(2));
/// assert_eq!(fibonacci_nim_winning_move(21, 20), None);
/// ```
///
/// Used by: no judge problem yet.
pub fn fibonacci_nim_winning_move(stones: u64, max_take: u64) -> Option<u64> {
    fibonacci_nim_move(stones, max_take)
}

#[cfg(test)]
#[path = "fibonacci/tests.rs"]
mod tests;
