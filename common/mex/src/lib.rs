//! The minimum excludant, and the eventual period of a sequence of Grundy values
//! ([`EventualPeriod`], shared by the subtraction and octal engines).
//!
//! Used by: atcoder-abc278-g, cf-1091h, cf-1704f, gym-103186k, hdu-3537, hdu-5795,
//! local-coin-game-2, local-octal-game, local-subtraction-game, luogu-p3185, luogu-p3235,
//! luogu-p4077, poj-2311, poj-2425, poj-2960, poj-3537.

/// The minimum excludant of `values`: the least non-negative integer that is not among them.
///
/// Order and duplicates do not matter, and `mex(&[]) == 0`.
///
/// # Constraints
/// None: any values. The answer is at most `values.len()`.
///
/// # Complexity
/// O(n) time and O(n) memory for n = `values.len()`: only values below n can decide the answer.
///
/// # Example
/// ```
/// use cgt_mex::mex;
/// assert_eq!(mex(&[0, 1, 3]), 2);
/// assert_eq!(mex(&[4, 1, 2]), 0);
/// assert_eq!(mex(&[]), 0);
/// ```
///
/// Used by: gym-103186k, local-coin-game-2, luogu-p3185, luogu-p3235, luogu-p4077, poj-2311,
/// poj-2425, poj-2960, poj-3537.
pub fn mex(values: &[u32]) -> u32 {
    let mut seen = vec![false; values.len() + 1];
    for &value in values {
        if let Some(slot) = seen.get_mut(value as usize) {
            *slot = true;
        }
    }
    seen.iter().position(|&present| !present).unwrap() as u32
}

/// A reusable set for computing one mex after another without allocating, as in a Grundy DP loop.
///
/// It remembers values below its `bound` and ignores larger ones, which is exact whenever fewer
/// than `bound` values are inserted between two calls of [`MexBuffer::clear`]: k values cannot
/// cover `0..=k`, so the mex is below `bound`. Size it as "most options a position has, plus one".
///
/// Clearing is O(1): each slot stores the generation in which it was last inserted.
///
/// # Constraints
/// The mex is exact when it is below `bound`, which holds whenever fewer than `bound` values
/// were inserted since the last clear; otherwise [`MexBuffer::mex`] returns `bound` (the true
/// mex is at least that). Any values may be inserted.
///
/// # Complexity
/// [`MexBuffer::new`]: O(bound). [`MexBuffer::clear`] and [`MexBuffer::insert`]: O(1) (amortized:
/// once every 2^32 clears the generations are reset in O(bound)). [`MexBuffer::mex`]: O(answer).
///
/// # Example
/// ```
/// use cgt_mex::MexBuffer;
/// // Grundy values of the game "take 1 or 2 stones": 0 1 2 0 1 2 ...
/// let mut options = MexBuffer::new(3);
/// let mut g = vec![0u32; 7];
/// for n in 1..g.len() {
///     g[n] = options.mex_of([1, 2].iter().filter(|&&s| s <= n).map(|&s| g[n - s]));
/// }
/// assert_eq!(g, [0, 1, 2, 0, 1, 2, 0]);
/// ```
///
/// Used by: local-coin-game-2, luogu-p3185, luogu-p3235, luogu-p4077, poj-2311, poj-2425, poj-2960,
/// poj-3537.
#[derive(Clone, Debug)]
pub struct MexBuffer {
    generation_of: Vec<u32>,
    generation: u32,
}

impl MexBuffer {
    /// An empty set that tracks the values `0..bound`.
    pub fn new(bound: usize) -> Self {
        MexBuffer {
            generation_of: vec![0; bound],
            generation: 1,
        }
    }

    /// Forgets every inserted value.
    pub fn clear(&mut self) {
        if self.generation == u32::MAX {
            self.generation_of.iter_mut().for_each(|g| *g = 0);
            self.generation = 0;
        }
        self.generation += 1;
    }

    /// Adds `value` to the set (values at or above the bound are ignored).
    pub fn insert(&mut self, value: u32) {
        if let Some(slot) = self.generation_of.get_mut(value as usize) {
            *slot = self.generation;
        }
    }

    /// The least value not inserted since the last clear (the bound if all of `0..bound` are).
    pub fn mex(&self) -> u32 {
        self.generation_of
            .iter()
            .position(|&g| g != self.generation)
            .unwrap_or(self.generation_of.len()) as u32
    }

    /// Clears the set, inserts every value of `values` and returns their mex.
    pub fn mex_of(&mut self, values: impl IntoIterator<Item = u32>) -> u32 {
        self.clear();
        for value in values {
            self.insert(value);
        }
        self.mex()
    }
}

/// An eventually periodic sequence of Grundy values: `G(n + period) == G(n)` for every
/// `n >= preperiod`, with `preperiod` and `period` the least such. The one type of a plain
/// (saltus 0) eventual period in the library: `cgt_subtraction::certified_period` and
/// `PeriodicGrundy` (subtraction games), `cgt_octal::OctalGrundy::certify` (octal games) and
/// `cgt_take_break::certified_period` return it, each certified by its own theorem and made
/// least by [`EventualPeriod::least`], as the judge problems local-subtraction-game,
/// local-octal-game and cf-1704f use them. (A period with a saltus, `G(n + p) = G(n) + s`, is
/// `cgt_take_break::ArithmeticPeriod`.)
///
/// # Constraints
/// `period >= 1`.
///
/// # Complexity
/// Plain data. [`EventualPeriod::least`]: O(p * d(p) + n0) comparisons; [`EventualPeriod::reduce`]:
/// O(1).
///
/// # Example
/// ```
/// use cgt_mex::EventualPeriod;
/// // Take 1 or 2 stones: 0 1 2 0 1 2 ..., periodic from the start with period 3.
/// let g = [0, 1, 2, 0, 1, 2, 0, 1, 2];
/// let take_12 = EventualPeriod::least(&g, 0, 3);
/// assert_eq!(take_12, EventualPeriod { preperiod: 0, period: 3 });
/// // G(10) is G(1): 10 falls on index 1 of the table.
/// assert_eq!(take_12.reduce(10), 1);
/// ```
///
/// Used by: atcoder-abc278-g, cf-1704f, local-octal-game, local-subtraction-game.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct EventualPeriod {
    pub preperiod: usize,
    pub period: usize,
}

impl EventualPeriod {
    /// The least preperiod and period of a sequence known to satisfy `g[n + p] == g[n]` for
    /// every `n >= n0` (a certificate `(n0, p)`, as a periodicity theorem gives one), from its
    /// first `n0 + 2p` values or more.
    ///
    /// The least period divides every eventual period, so it is the least divisor `d` of `p`
    /// with `g[n + d] == g[n]` over one period from `n0`; the least preperiod is then found by
    /// scanning back from `n0`.
    ///
    /// # Constraints
    /// `p >= 1`, `g.len() >= n0 + 2p`, and the certificate holds.
    ///
    /// # Complexity
    /// O(p * d(p)) comparisons for the period (d(p) divisors of `p`, each stopping at its first
    /// disagreement), plus O(n0) for the preperiod.
    ///
    /// # Example
    /// ```
    /// use cgt_mex::EventualPeriod;
    /// // 5 3 | 1 2 1 2 1 2 ...: a certificate from 4 with period 4 is the period 2 from 2.
    /// let g = [5, 3, 1, 2, 1, 2, 1, 2, 1, 2, 1, 2];
    /// assert_eq!(EventualPeriod::least(&g, 4, 4), EventualPeriod { preperiod: 2, period: 2 });
    /// ```
    pub fn least<T: PartialEq>(g: &[T], n0: usize, p: usize) -> EventualPeriod {
        let period = (1..=p)
            .filter(|d| p % d == 0)
            .find(|&d| (n0..n0 + p).all(|n| g[n] == g[n + d]))
            .unwrap();
        let mut preperiod = n0;
        while preperiod > 0 && g[preperiod - 1] == g[preperiod - 1 + period] {
            preperiod -= 1;
        }
        EventualPeriod { preperiod, period }
    }

    /// Where index `x` falls in the table `G(0..preperiod + period)`:
    /// `x < n0 ? x : n0 + (x - n0) mod p`.
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// ```
    /// use cgt_mex::EventualPeriod;
    /// // Kayles (0.77): preperiod 71, period 12.
    /// let kayles = EventualPeriod { preperiod: 71, period: 12 };
    /// assert_eq!(kayles.reduce(70), 70);
    /// assert_eq!(kayles.reduce(83), 71);
    /// assert_eq!(kayles.reduce(1_000_000_000_000_000_000), 71 + (1_000_000_000_000_000_000 - 71) % 12);
    /// ```
    pub fn reduce(&self, x: u64) -> usize {
        let n0 = self.preperiod as u64;
        if x < n0 {
            x as usize
        } else {
            (n0 + (x - n0) % self.period as u64) as usize
        }
    }
}

#[cfg(test)]
mod tests;
