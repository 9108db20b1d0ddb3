//! Interval games: a row of items taken from either end, valued by negamax over the intervals
//! still left, one length at a time.

/// Which end of the row a move takes from.
///
/// # Constraints
/// None: either end.
///
/// # Complexity
/// Plain data.
///
/// # Example
/// ```
/// use cgt_minimax::{take_from_ends_best_move, End};
/// // From 1 2 9 the first player takes the 9 and wins by 9 - 2 + 1 = 8.
/// assert_eq!(take_from_ends_best_move(&[1, 2, 9]), Some(End::Right));
/// assert!(End::Left < End::Right);
/// ```
///
/// Used by: atcoder-dp-l.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum End {
    /// The first item(s) of what is left.
    Left,
    /// The last item(s) of what is left.
    Right,
}

/// A move of an interval game: take `count` items from `end`.
///
/// # Constraints
/// As [`interval_margin`] gives it to `gain`: `1 <= count <= max_take`, and `count` is at most
/// the number of items left.
///
/// # Complexity
/// Plain data.
///
/// # Example
/// ```
/// use cgt_minimax::{interval_best_move, End, Take};
/// // Take 1 or 2 items from either end of 1 5 2, scoring their sum: taking 2 + 5 from the
/// // right leaves the 1, a margin of 6.
/// let row = [1i64, 5, 2];
/// let best = interval_best_move(3, 2, |l, r, t: Take| match t.end {
///     End::Left => row[l..l + t.count].iter().sum(),
///     End::Right => row[r - t.count..r].iter().sum(),
/// });
/// assert_eq!(best, Some(Take { end: End::Right, count: 2 }));
/// ```
///
/// Used by: atcoder-dp-l.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Take {
    /// The end taken from.
    pub end: End,
    /// How many items are taken (at least 1).
    pub count: usize,
}

/// The best margin of the first player in "take from either end": the players alternately
/// remove the first or the last item of the row and score its value; each plays to make
/// (own total) - (other's total) as large as possible. (AtCoder DP L "Deque".)
///
/// Whose turn it is follows from how many items are gone, so an interval `[l, r)` alone is a
/// state: `d(l, r) = max(row[l] - d(l + 1, r), row[r - 1] - d(l, r - 1))`, `d(l, l) = 0`, and the
/// answer is `d(0, n)`. The values are computed one interval length at a time, keeping only the
/// previous length's.
///
/// Shortcuts that hold, and are tested: with `n` even the first player never loses (the result
/// is `>= 0`: they can take all the items at even places, or all at odd places, whichever sum is
/// larger); and when each player maximises only their own total, the totals add up to the row's
/// sum, so the answer is the same margin ([`totals_from_margin`] gives the totals). Greedy play
/// (take the larger end) is wrong: `[1, 4, 7, 2]` is worth 2, greedy play gives -2.
///
/// # Constraints
/// Every partial margin fits in `i64` (n * max |value| below 9.2e18).
///
/// # Complexity
/// O(n^2) time (n = 3000: 4.5e6 steps, about 7 ms of CPU in `cargo x bench atcoder-dp-l`), O(n)
/// memory (two rows of n + 1 values).
///
/// # Example
/// ```
/// use cgt_minimax::take_from_ends;
/// assert_eq!(take_from_ends(&[10, 80, 90, 30]), 10);
/// assert_eq!(take_from_ends(&[10, 100, 10]), -80);
/// assert_eq!(take_from_ends(&[1, 4, 7, 2]), 2);
/// assert_eq!(take_from_ends(&[]), 0);
/// ```
///
/// Used by: atcoder-dp-l.
pub fn take_from_ends(row: &[i64]) -> i64 {
    interval_margin(row.len(), 1, |l, r, take| match take.end {
        End::Left => row[l],
        End::Right => row[r - 1],
    })
}

/// The end the first player should take from in "take from either end" ([`take_from_ends`]):
/// one that achieves the best margin (`Left` when both do), or `None` for an empty row.
///
/// # Constraints
/// As [`take_from_ends`]: every partial margin fits in `i64`.
///
/// # Complexity
/// O(n^2) time, O(n) memory (one more pass of [`take_from_ends`]' loop).
///
/// # Example
/// ```
/// use cgt_minimax::{take_from_ends_best_move, End};
/// // Taking the 2 (greedy) leaves 1 4 7, worth 4 to the opponent; taking the 1 leaves 4 7 2,
/// // worth -1: the margins are -2 and 2.
/// assert_eq!(take_from_ends_best_move(&[1, 4, 7, 2]), Some(End::Left));
/// assert_eq!(take_from_ends_best_move(&[2, 1, 9]), Some(End::Right));
/// assert_eq!(take_from_ends_best_move(&[]), None);
/// ```
///
/// Used by: no judge problem yet.
pub fn take_from_ends_best_move(row: &[i64]) -> Option<End> {
    interval_best_move(row.len(), 1, |l, r, take| match take.end {
        End::Left => row[l],
        End::Right => row[r - 1],
    })
    .map(|take| take.end)
}

/// The best margin of the first player in an interval game on `n` items: a move takes between
/// 1 and `max_take` items from one end of what is left, `[l, r)`, and the mover gains
/// `gain(l, r, take)`; the game ends when no item is left. Each player maximises (own total) -
/// (other's total):
///
/// `d(l, r) = max over takes of gain(l, r, take) - d(what is left)`, `d(l, l) = 0`.
///
/// The gain may depend on anything the interval tells: the items taken (a sum from prefix sums,
/// as in UVa 10891 "Game of Sum", where a move takes any number from one end), the end (a gain
/// per end), or the turn (`n - (r - l)` items are gone). [`take_from_ends`] is
/// `max_take = 1` with the item's value.
///
/// # Constraints
/// `max_take >= 1`; every partial margin fits in `i64`.
///
/// # Complexity
/// O(n^2 * k) time and O(n * k) memory for `k = min(max_take, n)`: the values of the `k`
/// previous interval lengths are kept. So O(n^2) time and O(n) memory for one item a move.
///
/// # Example
/// ```
/// use cgt_minimax::interval_margin;
/// // Game of Sum: take any number of items from one end; each scores the sum it takes.
/// let row = [4i64, -10, -20, 7];
/// let prefix: Vec<i64> = std::iter::once(0).chain(row.iter().scan(0, |s, &x| { *s += x; Some(*s) })).collect();
/// let sum = |a: usize, b: usize| prefix[b] - prefix[a];
/// let margin = interval_margin(row.len(), row.len(), |l, r, take| match take.end {
///     cgt_minimax::End::Left => sum(l, l + take.count),
///     cgt_minimax::End::Right => sum(r - take.count, r),
/// });
/// assert_eq!(margin, 7); // UVa 10891's first sample
/// ```
///
/// Used by: atcoder-dp-l.
pub fn interval_margin(n: usize, max_take: usize, gain: impl Fn(usize, usize, Take) -> i64) -> i64 {
    solve(n, max_take, gain).0
}

/// A first move of the interval game of [`interval_margin`] that achieves its margin, or `None`
/// when `n = 0`. Ties go to `Left`, then to the fewest items.
///
/// # Constraints
/// As [`interval_margin`].
///
/// # Complexity
/// As [`interval_margin`].
///
/// # Example
/// ```
/// use cgt_minimax::{interval_best_move, End, Take};
/// // Take 1 or 2 items from either end of 3 1 1 3, scoring their sum: every first move is
/// // worth 0, and ties go to the left end and the fewest items.
/// let row = [3i64, 1, 1, 3];
/// let best = interval_best_move(4, 2, |l, r, t| match t.end {
///     End::Left => row[l..l + t.count].iter().sum(),
///     End::Right => row[r - t.count..r].iter().sum(),
/// });
/// assert_eq!(best, Some(Take { end: End::Left, count: 1 }));
/// ```
///
/// Used by: no judge problem yet.
pub fn interval_best_move(
    n: usize,
    max_take: usize,
    gain: impl Fn(usize, usize, Take) -> i64,
) -> Option<Take> {
    solve(n, max_take, gain).1
}

/// The two players' totals in a game where every point goes to one of them (a constant sum
/// `total`), from the first player's best margin: each maximising their own total is the same
/// as maximising the margin, and `first = (total + margin) / 2`, `second = (total - margin) / 2`.
///
/// # Constraints
/// `margin` is the margin of a game whose totals add up to `total` (so `total + margin` is
/// even).
///
/// # Complexity
/// O(1).
///
/// # Example
/// ```
/// use cgt_minimax::{take_from_ends, totals_from_margin};
/// let row = [10, 80, 90, 30];
/// let total = row.iter().sum();
/// assert_eq!(totals_from_margin(total, take_from_ends(&row)), (110, 100));
/// ```
///
/// Used by: no judge problem yet.
pub fn totals_from_margin(total: i64, margin: i64) -> (i64, i64) {
    debug_assert!(
        (total + margin) % 2 == 0,
        "total and margin have one parity"
    );
    ((total + margin) / 2, (total - margin) / 2)
}

/// The margin of the whole row and a best first move.
fn solve(
    n: usize,
    max_take: usize,
    gain: impl Fn(usize, usize, Take) -> i64,
) -> (i64, Option<Take>) {
    assert!(max_take >= 1, "a move takes at least one item");
    if n == 0 {
        return (0, None);
    }
    let k = max_take.min(n);
    let ring = k + 1;
    // d[(len % ring) * (n + 1) + l] = d(l, l + len), for the last k + 1 lengths.
    let mut d = vec![0i64; ring * (n + 1)];
    let mut first_move = None;
    for len in 1..=n {
        for l in 0..=n - len {
            let r = l + len;
            let mut best = i64::MIN;
            let mut best_take = None;
            for end in [End::Left, End::Right] {
                for count in 1..=k.min(len) {
                    let take = Take { end, count };
                    let rest = (len - count) % ring * (n + 1);
                    let left_start = match end {
                        End::Left => l + count,
                        End::Right => l,
                    };
                    let margin = gain(l, r, take) - d[rest + left_start];
                    if margin > best {
                        best = margin;
                        best_take = Some(take);
                    }
                }
            }
            d[len % ring * (n + 1) + l] = best;
            if len == n {
                first_move = best_take;
            }
        }
    }
    (d[n % ring * (n + 1)], first_move)
}
