//! Subtraction games for piles of any size: the table up to its eventual period, proved by a
//! repeated window of the recurrence ([`certified_period`]), and [`PeriodicGrundy`] built on it.

use cgt_mex::EventualPeriod;

/// The smallest preperiod and period of an infinite sequence that obeys a window recurrence,
/// proved from its first `values`, or `None` if these values are too few to prove anything.
///
/// The sequence must obey a rule of memory `window`: every value at an index `n >= window` is the
/// same function of the `window` values before it, `values[n - window..n]` (a subtraction game
/// with largest move `window` does: `g[n] = mex{ g[n - s] : s in S }`).
///
/// The certificate: if `values[a..a + window] == values[a + p..a + p + window]`, then the values
/// after both windows are equal too, and by induction `values[n] == values[n + p]` for every
/// `n >= a`. The function looks for it in one pass: the prefix function of the reversed values
/// gives every suffix its smallest period `p` and the longest border `b = len - p`; a suffix with
/// `b >= window` carries a certificate. Its `p` is the smallest eventual period (the suffix
/// lies where the sequence is periodic, so the true one is a period of it; and every certified
/// period is a multiple of the true one). The smallest preperiod then comes from scanning back
/// from the suffix while `values[n] == values[n + p]`.
///
/// It succeeds whenever `values.len() >= preperiod + period + window`.
///
/// # Constraints
/// `window >= 1`.
///
/// # Complexity
/// O(len) time and O(len) memory (a `u32` per value).
///
/// # Example
/// ```
/// use cgt_mex::EventualPeriod;
/// use cgt_subtraction::certified_period;
/// // S = {2, 5}: g = 0 0 1 1 0 2 1 0 0 1 1 0 2 1 ..., period 7 from the start.
/// let g = [0, 0, 1, 1, 0, 2, 1, 0, 0, 1, 1, 0, 2, 1];
/// assert_eq!(certified_period(&g, 5), Some(EventualPeriod { preperiod: 0, period: 7 }));
/// // 11 values are one short of preperiod + period + window = 12: nothing is proved yet.
/// assert_eq!(certified_period(&g[..11], 5), None);
/// ```
///
/// Used by: local-subtraction-game.
pub fn certified_period(values: &[u8], window: usize) -> Option<EventualPeriod> {
    assert!(
        window >= 1,
        "a window recurrence remembers at least one value"
    );
    let len = values.len();
    let reversed: Vec<u8> = values.iter().rev().copied().collect();
    // border[i]: the longest proper border of the suffix of length i + 1. The first (shortest)
    // certified suffix is enough: every certified suffix has the same smallest period.
    let mut border = vec![0u32; len];
    let mut certified = None;
    for i in 1..len {
        let mut b = border[i - 1] as usize;
        while b > 0 && reversed[i] != reversed[b] {
            b = border[b - 1] as usize;
        }
        if reversed[i] == reversed[b] {
            b += 1;
        }
        border[i] = b as u32;
        if b >= window {
            certified = Some((i + 1, i + 1 - b));
            break;
        }
    }
    let (suffix, period) = certified?;
    let mut preperiod = len - suffix;
    while preperiod > 0 && values[preperiod - 1] == values[preperiod - 1 + period] {
        preperiod -= 1;
    }
    Some(EventualPeriod { preperiod, period })
}

/// The Grundy values of a subtraction game (a move takes exactly `s` stones for some `s` in the
/// set), for piles of any size: the values up to the end of the first period, and the
/// [`certified_period`] that repeats them.
///
/// `g[n] = mex{ g[n - s] : s in moves, s <= n }` depends only on the `max(moves)` values before
/// `n`, so the table grows (by half at a time) until a repeated window of that many values
/// proves the period. Every subtraction game is eventually periodic, so this ends; how soon
/// depends on the set.
///
/// Values are stored as `u8`: a mex of k options is at most k.
///
/// # Constraints
/// Moves are at least 1; at most 127 distinct moves.
///
/// # Complexity
/// O((preperiod + period + m) * k) time and O(preperiod + period + m) memory for k distinct moves
/// with largest move m (the `u8` table plus a `u32` per value while proving). [`Self::grundy`] is
/// O(1).
///
/// # Example
/// ```
/// use cgt_subtraction::PeriodicGrundy;
/// // S = {2, 5}: 0 0 1 1 0 2 1 repeated.
/// let g = PeriodicGrundy::new(&[5, 2]);
/// assert_eq!((g.period().preperiod, g.period().period), (0, 7));
/// assert_eq!(g.grundy(12), 2);
/// assert_eq!(g.grundy(1_000_000_000_000_000_000), g.grundy(1_000_000_000_000_000_000 % 7));
/// ```
///
/// Used by: local-subtraction-game.
#[derive(Clone, Debug)]
pub struct PeriodicGrundy {
    values: Vec<u8>,
    period: EventualPeriod,
}

impl PeriodicGrundy {
    pub fn new(moves: &[usize]) -> Self {
        let mut moves = moves.to_vec();
        moves.sort_unstable();
        moves.dedup();
        assert!(
            moves.first().is_some_and(|&s| s >= 1),
            "a move must take at least one stone"
        );
        assert!(moves.len() <= 127, "at most 127 distinct moves");
        let window = *moves.last().unwrap();
        let mut values = Vec::new();
        let mut len = 4 * window + 1024;
        loop {
            extend_subtraction_grundy(&moves, &mut values, len);
            if let Some(period) = certified_period(&values, window) {
                let EventualPeriod {
                    preperiod: a,
                    period: p,
                } = period;
                // The certificate: one window, repeated a period later.
                assert_eq!(values[a..a + window], values[a + p..a + p + window]);
                values.truncate(period.preperiod + period.period);
                values.shrink_to_fit();
                return PeriodicGrundy { values, period };
            }
            len += len / 2;
        }
    }

    /// The smallest preperiod and period of the Grundy sequence.
    pub fn period(&self) -> EventualPeriod {
        self.period
    }

    /// The Grundy value of a pile of `pile` stones.
    pub fn grundy(&self, pile: u64) -> u8 {
        let EventualPeriod { preperiod, period } = self.period;
        let index = if pile < preperiod as u64 {
            pile as usize
        } else {
            preperiod + ((pile - preperiod as u64) % period as u64) as usize
        };
        self.values[index]
    }
}

/// Extends `g` to the first `len` values of the subtraction game with sorted distinct `moves`.
///
/// When the largest move is below 128 it keeps, for each value v, the set of the last 128
/// positions holding v as the bits of a `u128` ring (position p at bit p % 128), and the moves as
/// a ring mask of the positions `n - s`: `g[n]` is the first v whose set misses the mask, so a
/// value costs O(g[n]) word operations instead of O(k).
fn extend_subtraction_grundy(moves: &[usize], g: &mut Vec<u8>, len: usize) {
    const RING: usize = 128;
    g.reserve(len.saturating_sub(g.len()));
    let window = *moves.last().unwrap();
    let direct_until = if window < RING { window.min(len) } else { len };
    for n in g.len()..direct_until {
        let mut options = 0u128;
        for &s in moves.iter().take_while(|&&s| s <= n) {
            options |= 1 << g[n - s];
        }
        g.push((!options).trailing_zeros() as u8);
    }
    let start = g.len();
    if start >= len {
        return;
    }
    let mut positions_of = [0u128; RING];
    for p in start.saturating_sub(RING)..start {
        positions_of[g[p] as usize] |= 1 << (p % RING);
    }
    let mut options_at = moves
        .iter()
        .fold(0u128, |mask, &s| mask | 1 << ((start - s) % RING));
    for n in start..len {
        // At most 127 moves, so some value below 128 is missing.
        let value = positions_of
            .iter()
            .position(|&at| at & options_at == 0)
            .unwrap();
        let slot = n % RING;
        if n >= RING {
            positions_of[g[n - RING] as usize] &= !(1 << slot);
        }
        positions_of[value] |= 1 << slot;
        g.push(value as u8);
        options_at = options_at.rotate_left(1);
    }
}

#[cfg(test)]
#[path = "periodic_grundy/tests.rs"]
mod tests;
