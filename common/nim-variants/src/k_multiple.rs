//! The k-multiple subtraction game, the generalisation of Fibonacci Nim.

/// The losing sizes of the k-multiple game, up to a bound, and the winning moves they give.
///
/// The game: one pile of `n` stones. The first move takes 1 to `n - 1` stones (never the whole
/// pile); every later move takes at least 1 and at most `k` times what the opponent just took.
/// Whoever takes the last stone wins. `k = 1` ends in powers of two, `k = 2` is Fibonacci Nim
/// (see [`fibonacci_nim_move`](crate::fibonacci_nim_move)).
///
/// The losing sizes are `a_0 = 1` and `a_{i+1} = a_i + a_m`, where `m` is the least index with
/// `k * a_m >= a_i`. Why: call a sum of losing sizes *spaced* when each part is more than `k`
/// times the next smaller one. By induction, the spaced sums of parts up to `a_i` are exactly
/// `1..a_{i+1}`: with largest part `a_i`, the rest is a spaced sum of parts below `a_i / k`,
/// that is of parts up to `a_{m-1}`, so it reaches every value up to `a_m - 1`. So every `n >= 1`
/// has one spaced sum, found greedily (largest part first), and its smallest part `q` decides
/// the game: with up to `max_take` stones allowed, the player to move wins iff `q <= max_take`,
/// and `q` is then the smallest winning take. After taking `q` the smallest part of what is left
/// is more than `k * q`, out of the opponent's reach; a take below `q` leaves the opponent such
/// a move. A pile that is itself a losing size `a_i` is its own smallest part, which the first
/// move (at most `n - 1`) cannot take: these are the first-player losses.
///
/// The sizes grow by a factor of only about `1 + 1/k` at first: `1, 2, ..., k + 1` are all
/// losing, the next is `k + 3`; for `k = 100_000` there are about 750,000 below `1e8`.
///
/// # Constraints
/// `k >= 1` ([`KMultipleGame::new`] panics otherwise); every query takes a pile of at most the
/// bound given to [`KMultipleGame::new`] (it panics past it).
///
/// # Complexity
/// [`KMultipleGame::new`]: O(L) time and memory for the L losing sizes up to the bound;
/// [`KMultipleGame::decomposition`], [`KMultipleGame::winning_move`],
/// [`KMultipleGame::first_move`] and [`KMultipleGame::winning_moves`]: O(p log L) for the p parts
/// of the pile; [`KMultipleGame::is_losing`]: O(log L); [`KMultipleGame::k`] and
/// [`KMultipleGame::losing_sizes`]: O(1).
///
/// # Example
/// ```
/// use cgt_nim_variants::KMultipleGame;
/// // k = 1: each take at most the previous one; the losing sizes are the powers of two.
/// let game = KMultipleGame::new(1, 100);
/// assert!(game.is_losing(64));
/// // 12 = 8 + 4: take 4, leaving 8, and the opponent may take at most 4 of it.
/// assert_eq!(game.decomposition(12), [8, 4]);
/// assert_eq!(game.first_move(12), Some(4));
/// assert_eq!(game.first_move(16), None);
/// ```
///
/// Used by: hdu-2486.
#[derive(Clone, Debug)]
pub struct KMultipleGame {
    k: u64,
    bound: u64,
    losing: Vec<u64>,
}

impl KMultipleGame {
    /// Every losing size of the k-multiple game up to `bound`, increasing.
    ///
    /// `k * a_m` is computed in `u64` (saturating), so `k` and `bound` may be anything.
    ///
    /// # Constraints
    /// `k >= 1`.
    ///
    /// # Complexity
    /// O(L) time and memory for the L losing sizes up to `bound`: the index `m` of the
    /// recurrence only moves forward.
    ///
    /// # Example
    /// ```
    /// use cgt_nim_variants::KMultipleGame;
    /// assert_eq!(KMultipleGame::new(1, 40).losing_sizes(), [1, 2, 4, 8, 16, 32]);
    /// assert_eq!(KMultipleGame::new(2, 40).losing_sizes(), [1, 2, 3, 5, 8, 13, 21, 34]);
    /// assert_eq!(KMultipleGame::new(5, 12).losing_sizes(), [1, 2, 3, 4, 5, 6, 8, 10, 12]);
    /// ```
    pub fn new(k: u64, bound: u64) -> Self {
        assert!(k >= 1, "the k-multiple game needs k >= 1");
        let mut losing: Vec<u64> = Vec::new();
        if bound >= 1 {
            losing.push(1);
        }
        let mut m = 0;
        while let Some(&last) = losing.last() {
            while k.saturating_mul(losing[m]) < last {
                m += 1;
            }
            match last.checked_add(losing[m]) {
                Some(next) if next <= bound => losing.push(next),
                _ => break,
            }
        }
        KMultipleGame { k, bound, losing }
    }

    /// The multiplier `k`.
    pub fn k(&self) -> u64 {
        self.k
    }

    /// The losing sizes up to the bound given to [`KMultipleGame::new`], increasing.
    ///
    /// # Complexity
    /// O(1).
    pub fn losing_sizes(&self) -> &[u64] {
        &self.losing
    }

    /// The parts of the greedy (spaced) decomposition of `n` into losing sizes, largest first:
    /// each part is more than `k` times the next one. Empty for 0.
    ///
    /// # Constraints
    /// `n` is at most the bound of the table.
    ///
    /// # Complexity
    /// O(p log L) for its p parts: distinct losing sizes, each more than `k` times the next, so
    /// p <= 64, and p <= 1 + log_k(n) for k >= 2.
    ///
    /// # Example
    /// ```
    /// use cgt_nim_variants::KMultipleGame;
    /// let game = KMultipleGame::new(3, 1000);
    /// assert_eq!(game.decomposition(100), [76, 21, 3]);
    /// assert_eq!(KMultipleGame::new(2, 1000).decomposition(100), [89, 8, 3]); // Zeckendorf
    /// ```
    pub fn decomposition(&self, mut n: u64) -> Vec<u64> {
        assert!(
            n <= self.bound,
            "{n} is past the table's bound {}",
            self.bound
        );
        let mut parts = Vec::new();
        let mut below = self.losing.len();
        while n > 0 {
            let i = self.losing[..below].partition_point(|&a| a <= n) - 1;
            parts.push(self.losing[i]);
            n -= self.losing[i];
            below = i;
        }
        parts
    }

    /// The smallest winning take from a pile of `stones` when this move may take 1 to
    /// `max_take` stones (and each later move up to `k` times the previous one): the smallest
    /// part `q` of the greedy decomposition when `q <= max_take`, else `None` (every take loses,
    /// as does an empty pile).
    ///
    /// # Constraints
    /// `stones` is at most the bound of the table.
    ///
    /// # Complexity
    /// O(p log L), as [`KMultipleGame::decomposition`].
    ///
    /// # Example
    /// ```
    /// use cgt_nim_variants::KMultipleGame;
    /// let game = KMultipleGame::new(3, 1000);
    /// // 100 = 76 + 21 + 3: take 3; the opponent may take up to 9 of 97 = 76 + 21.
    /// assert_eq!(game.winning_move(100, 99), Some(3));
    /// assert_eq!(game.winning_move(100, 2), None);
    /// ```
    pub fn winning_move(&self, stones: u64, max_take: u64) -> Option<u64> {
        self.smallest_part(stones).filter(|&q| q <= max_take)
    }

    /// The smallest winning first move on a pile of `n` stones (the first move takes at most
    /// `n - 1`), or `None` if the first player loses, that is if `n` is a losing size (or 0).
    ///
    /// # Constraints
    /// `n` is at most the bound of the table.
    ///
    /// # Complexity
    /// O(p log L), as [`KMultipleGame::decomposition`].
    ///
    /// # Example
    /// ```
    /// use cgt_nim_variants::KMultipleGame;
    /// let game = KMultipleGame::new(2, 100);
    /// assert_eq!(game.first_move(57), Some(2)); // 57 = 55 + 2
    /// assert_eq!(game.first_move(55), None);
    /// assert_eq!(KMultipleGame::new(5, 100).first_move(7), Some(1)); // n = k + 2
    /// ```
    pub fn first_move(&self, n: u64) -> Option<u64> {
        self.winning_move(n, n.saturating_sub(1))
    }

    /// Whether the first player loses on a pile of `n` stones (the first move takes at most
    /// `n - 1`): `n` is a losing size, or 0.
    ///
    /// # Constraints
    /// `n` is at most the bound of the table.
    ///
    /// # Complexity
    /// O(log L).
    ///
    /// # Example
    /// ```
    /// use cgt_nim_variants::KMultipleGame;
    /// let game = KMultipleGame::new(10, 100);
    /// assert!(game.is_losing(11)); // n <= k + 1: the opponent takes the rest
    /// assert!(!game.is_losing(12));
    /// assert!(game.is_losing(13));
    /// ```
    pub fn is_losing(&self, n: u64) -> bool {
        assert!(
            n <= self.bound,
            "{n} is past the table's bound {}",
            self.bound
        );
        n == 0 || self.losing.binary_search(&n).is_ok()
    }

    /// The last part of the greedy decomposition of `n`, `None` for 0.
    fn smallest_part(&self, n: u64) -> Option<u64> {
        self.decomposition(n).last().copied()
    }
}

impl KMultipleGame {
    /// Every winning take from a pile of `stones` when this move may take 1 to `max_take`
    /// stones (and each later move up to `k` times the previous one), increasing; the first is
    /// [`KMultipleGame::winning_move`]. Empty when every take loses, or the pile is empty.
    ///
    /// A take `t` wins iff what it leaves, `r = stones - t`, is 0 or has its smallest part above
    /// `k t` (out of the opponent's reach). Then `t`'s own parts are all below that smallest
    /// part over `k`, so the decomposition of `stones` is that of `r` followed by that of `t`:
    /// every winning take is a sum of the last few parts `p_j + ... + p_last` of the
    /// decomposition, and such a sum wins iff it is at most `max_take` and `j = 0` or
    /// `p_{j-1} > k (p_j + ... + p_last)`.
    ///
    /// # Constraints
    /// `stones` is at most the bound of the table.
    ///
    /// # Complexity
    /// O(p log L), as [`KMultipleGame::decomposition`].
    ///
    /// # Example
    /// ```
    /// use cgt_nim_variants::KMultipleGame;
    /// let game = KMultipleGame::new(2, 1000);
    /// // 100 = 89 + 8 + 3: take 3, or 8 + 3 = 11 (89 > 22 is out of reach); not 100.
    /// assert_eq!(game.winning_moves(100, 99), [3, 11]);
    /// assert_eq!(game.winning_moves(100, 100), [3, 11, 100]);
    /// assert_eq!(game.winning_moves(100, 10), [3]);
    /// assert!(game.winning_moves(89, 88).is_empty());
    /// ```
    pub fn winning_moves(&self, stones: u64, max_take: u64) -> Vec<u64> {
        suffix_takes(&self.decomposition(stones), self.k, max_take)
    }
}

/// The winning takes from a pile whose spaced decomposition is `parts` (largest first, each
/// more than `k` times the next), at most `max_take`, increasing: the sums of the last parts
/// `p_j + ... + p_last` with `j = 0` or `p_{j-1} > k` times that sum.
pub(crate) fn suffix_takes(parts: &[u64], k: u64, max_take: u64) -> Vec<u64> {
    let mut takes = Vec::new();
    let mut t = 0u64;
    for j in (0..parts.len()).rev() {
        t += parts[j];
        if t > max_take {
            break;
        }
        if j == 0 || parts[j - 1] > k.saturating_mul(t) {
            takes.push(t);
        }
    }
    takes
}

#[cfg(test)]
#[path = "k_multiple/tests.rs"]
mod tests;
