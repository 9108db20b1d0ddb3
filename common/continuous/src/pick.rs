//! One player picks a real in an interval, the other answers.

use cgt_chance::Field;

/// The outcome of [`best_pick`]: the pick, its value, and an optimal mixed answer.
///
/// # Constraints
/// As [`best_pick`].
///
/// # Complexity
/// Plain data.
///
/// # Example
/// ```
/// use cgt_continuous::{best_pick, BestPick};
/// let BestPick { x, value, .. } = best_pick(0.0, 1.0, &[(0.0, 1.0), (1.0, -1.0)]);
/// assert_eq!((x, value), (0.5, 0.5));
/// ```
///
/// Used by: spoj-mtrgame.
#[derive(Clone, Debug, PartialEq)]
pub struct BestPick {
    /// The best pick.
    pub x: f64,
    /// The smallest answer there: the most the picker can guarantee.
    pub value: f64,
    /// One or two answers `(index, weight)`, weights adding up to 1, whose mixture is at most
    /// `value` at every pick of the interval: the answerer's guarantee (the tie's two lines,
    /// weighted so that their slopes cancel, or one line at an end).
    pub answers: Vec<(usize, f64)>,
}

/// One player picks x in `[lo, hi]`, the other then answers with one of the lines
/// `(c, s)`, worth `c + s · x`, taking the smallest: the pick that maximises the lower
/// envelope `g(x) = min_k (c_k + s_k x)` and its value.
///
/// **Why an end or a tie.** g is the minimum of linear functions, so it is concave and
/// piecewise linear; its maximum over an interval is where its slope turns from positive to
/// non-positive: at a breakpoint, where two answers tie (one rising, one falling), or at an
/// end of the interval when the slope keeps one sign. The lines sorted by slope give the
/// envelope's pieces from left to right (the convex hull trick), and the turn is between the
/// last rising piece and the first other one. The tie's two lines, mixed with weights that
/// cancel their slopes, are worth `value` everywhere: no pick gets more (the answerer's side of
/// the minimax theorem). A two-row matrix game is this with x the chance of the first row.
///
/// # Constraints
/// `lo <= hi`, at least one line, finite numbers.
///
/// # Complexity
/// O(n log n) time (the sort), O(n) memory.
///
/// # Example
/// ```
/// use cgt_continuous::best_pick;
/// // Pick x in [0, 3]; the answers are worth x, 4 - x and 2.5: x and 4 - x tie at x = 2,
/// // worth 2, under the flat answer.
/// let best = best_pick(0.0, 3.0, &[(0.0, 1.0), (4.0, -1.0), (2.5, 0.0)]);
/// assert_eq!((best.x, best.value), (2.0, 2.0));
/// // With a flat answer of 1.5 instead, the envelope is flat on [1.5, 2.5].
/// assert_eq!(best_pick(0.0, 3.0, &[(0.0, 1.0), (4.0, -1.0), (1.5, 0.0)]).value, 1.5);
/// // Lines rising everywhere: the best pick is the right end.
/// assert_eq!(best_pick(0.0, 3.0, &[(0.0, 1.0), (1.0, 2.0)]).x, 3.0);
/// ```
///
/// Used by: spoj-mtrgame.
pub fn best_pick(lo: f64, hi: f64, lines: &[(f64, f64)]) -> BestPick {
    let sorted = by_slope_descending(lines);
    envelope_peak(
        lo,
        hi,
        sorted.len(),
        |i| (sorted[i].0, sorted[i].1),
        |i| sorted[i].2,
    )
}

/// The lines as `(intercept, slope, index)`, the largest slope first: a comparison sort for
/// few lines, an LSD radix sort on the slopes' bits (four passes of 16 bits) for many, where it
/// takes a third of the time of a comparison sort (1e5 lines: two games of SPOJ MTRGAME's
/// largest set a millisecond).
fn by_slope_descending(lines: &[(f64, f64)]) -> Vec<(f64, f64, usize)> {
    let mut sorted: Vec<(f64, f64, usize)> = lines
        .iter()
        .enumerate()
        .map(|(k, &(c, s))| (c, s, k))
        .collect();
    if sorted.len() < 1 << 12 {
        sorted.sort_unstable_by(|a, b| b.1.total_cmp(&a.1));
        return sorted;
    }
    // A key whose increasing order is the slopes' decreasing total order.
    let key = |slope: f64| {
        let bits = slope.to_bits();
        let increasing = if bits >> 63 == 1 {
            !bits
        } else {
            bits ^ 1 << 63
        };
        !increasing
    };
    let mut keyed: Vec<(u64, usize)> = sorted.iter().map(|l| (key(l.1), l.2)).collect();
    let mut buffer = vec![(0u64, 0usize); keyed.len()];
    let mut start = vec![0usize; 1 << 16];
    for pass in 0..4 {
        let shift = 16 * pass;
        start.iter_mut().for_each(|slot| *slot = 0);
        for &(k, _) in &keyed {
            start[(k >> shift & 0xffff) as usize] += 1;
        }
        let mut total = 0;
        for slot in start.iter_mut() {
            (*slot, total) = (total, total + *slot);
        }
        for &(k, i) in &keyed {
            let slot = &mut start[(k >> shift & 0xffff) as usize];
            buffer[*slot] = (k, i);
            *slot += 1;
        }
        std::mem::swap(&mut keyed, &mut buffer);
    }
    for (place, &(_, k)) in sorted.iter_mut().zip(&keyed) {
        *place = (lines[k].0, lines[k].1, k);
    }
    sorted
}

/// [`best_pick`] with the lines already sorted: `by_slope` lists every line's index, the
/// largest slope first (equal slopes in any order). Where the same slopes come back with other
/// intercepts (a game of three rows searched over one chance: each trial shifts the
/// intercepts), the sort is done once.
///
/// # Constraints
/// As [`best_pick`]; `by_slope` is a permutation of the lines by non-increasing slope.
///
/// # Complexity
/// O(n) time and memory.
///
/// # Example
/// ```
/// use cgt_continuous::best_pick_by_slope;
/// let lines = [(4.0, -1.0), (0.0, 1.0)];
/// assert_eq!(best_pick_by_slope(0.0, 3.0, &lines, &[1, 0]).value, 2.0);
/// ```
///
/// Used by: spoj-mtrgame.
pub fn best_pick_by_slope(lo: f64, hi: f64, lines: &[(f64, f64)], by_slope: &[usize]) -> BestPick {
    debug_assert_eq!(by_slope.len(), lines.len(), "every line once");
    envelope_peak(lo, hi, lines.len(), |i| lines[by_slope[i]], |i| by_slope[i])
}

/// The peak of the lower envelope of `count` lines given by slope, largest first (`line(i)`:
/// intercept and slope of the i-th), over `[lo, hi]`; `name(i)` is the i-th line's index for
/// the answers.
fn envelope_peak(
    lo: f64,
    hi: f64,
    count: usize,
    line: impl Fn(usize) -> (f64, f64),
    name: impl Fn(usize) -> usize,
) -> BestPick {
    assert!(lo <= hi, "an empty interval");
    assert!(count > 0, "an answer is needed");
    // The lower envelope from left to right: of equal slopes only the lowest line matters; a
    // middle line is dropped when the outer two cross no later than the first two.
    let mut hull: Vec<usize> = Vec::with_capacity(count);
    for k in 0..count {
        if let Some(&last) = hull.last() {
            if line(last).1 == line(k).1 {
                if line(last).0 <= line(k).0 {
                    continue;
                }
                hull.pop();
            }
        }
        while hull.len() >= 2 {
            let (a, b) = (line(hull[hull.len() - 2]), line(hull[hull.len() - 1]));
            let c = line(k);
            if (c.0 - a.0) * (a.1 - b.1) <= (b.0 - a.0) * (a.1 - c.1) {
                hull.pop();
            } else {
                break;
            }
        }
        hull.push(k);
    }
    let meet = |a: usize, b: usize| {
        let (la, lb) = (line(a), line(b));
        (lb.0 - la.0) / (la.1 - lb.1)
    };
    let at = |k: usize, x: f64| {
        let (c, s) = line(k);
        c + s * x
    };
    // The first piece that does not rise.
    let turn = hull.partition_point(|&k| line(k).1 > 0.0);
    // The piece of the envelope at an end of the interval: the one whose stretch holds x (the
    // later piece at a breakpoint when `later`).
    let piece_at = |x: f64, later: bool| {
        let mut i = 0;
        while i + 1 < hull.len() {
            let m = meet(hull[i], hull[i + 1]);
            if m < x || (later && m <= x) {
                i += 1;
            } else {
                break;
            }
        }
        hull[i]
    };
    let end = |x: f64, later: bool| {
        let piece = piece_at(x, later);
        BestPick {
            x,
            value: at(piece, x),
            answers: vec![(name(piece), 1.0)],
        }
    };
    if turn == 0 {
        return end(lo, true);
    }
    if turn == hull.len() {
        return end(hi, false);
    }
    let (rising, falling) = (hull[turn - 1], hull[turn]);
    let x = meet(rising, falling);
    if x <= lo {
        return end(lo, true);
    }
    if x >= hi {
        return end(hi, false);
    }
    let (up, down) = (line(rising).1, line(falling).1);
    let weight = -down / (up - down);
    BestPick {
        x,
        value: at(rising, x).min(at(falling, x)),
        answers: vec![(name(rising), weight), (name(falling), 1.0 - weight)],
    }
}

/// The values of "pick a real in `[0, k]`, the other adds it to the score or subtracts it, and
/// must add at least j of the i turns left", the picker maximising the final score and the
/// other minimising it: entry `[i][j]` (`0 <= j <= i <= n`) is the score still to come.
///
/// `f(i, 0) = 0` (the answerer subtracts everything, so the picker picks 0) and `f(i, i) = i · k`
/// (every turn must add: the picker picks k). Otherwise a pick x is answered by adding, worth
/// `x + f(i-1, j-1)`, or subtracting, worth `-x + f(i-1, j)`: two lines of slopes 1 and -1,
/// whose lower envelope peaks where they tie, at `x = (f(i-1, j) - f(i-1, j-1)) / 2`, with the
/// value `(f(i-1, j-1) + f(i-1, j)) / 2` ([`best_pick`]), provided that x lies in `[0, k]`, i.e.
/// that `0 <= d(i-1, j) <= 2k` for `d(i, j) = f(i, j) - f(i, j-1)`. **Proof** by induction on
/// i: `d(1, 1) = k`; for `2 <= j <= i-1`, `d(i, j) = (d(i-1, j) + d(i-1, j-1)) / 2`, an average
/// of two numbers in `[0, 2k]`; `d(i, 1) = f(i-1, 1) / 2 = d(i-1, 1) / 2`; and
/// `d(i, i) = i k - (f(i-1, i-2) + (i-1) k) / 2 = (2k + d(i-1, i-1)) / 2`, in `[k, 2k]`. So
/// the tie is always in range and every value is an average: no comparison is needed, and the
/// recursion runs in residues as well as in f64.
///
/// # Constraints
/// In residues, the modulus is an odd prime.
///
/// # Complexity
/// O(n²) time and memory (`(n + 1)(n + 2) / 2` values).
///
/// # Example
/// ```
/// use cgt_continuous::add_or_subtract_values;
/// use cgt_modular::Mod1000000007 as Mod;
/// // Codeforces 1628 D1's samples: (n, m, k) = (2, 1, 10) is worth 5; (6, 3, 10) is 75/8.
/// let f = add_or_subtract_values(6, 10.0);
/// assert_eq!(f[2][1], 5.0);
/// assert_eq!(f[6][3], 75.0 / 8.0);
/// let r = add_or_subtract_values(6, Mod::new(10));
/// assert_eq!(r[6][3], Mod::new(375_000_012));
/// ```
///
/// Used by: cf-1628d1.
pub fn add_or_subtract_values<F: Field>(n: usize, k: F) -> Vec<Vec<F>> {
    let half = F::one() / F::from_u64(2);
    let mut values: Vec<Vec<F>> = Vec::with_capacity(n + 1);
    values.push(vec![F::zero()]);
    for i in 1..=n {
        let below = &values[i - 1];
        let mut row = Vec::with_capacity(i + 1);
        row.push(F::zero());
        for j in 1..i {
            row.push((below[j - 1] + below[j]) * half);
        }
        row.push(F::from_u64(i as u64) * k);
        values.push(row);
    }
    values
}

// The unit tests are in the sibling folder (cargo-equip looks for `src/tests.rs` otherwise).
#[cfg(test)]
#[path = "pick/tests.rs"]
mod tests;
