//! The sparse-space (rare-value) engine of Gangolli-Plambeck and Flammenkamp: long records in
//! one or two bytes a value.

use crate::code::OctalCode;
use crate::period_search::CompactFinder;
use crate::sparse_core::{Core, BLOCK};
use cgt_mex::EventualPeriod;

/// The octal game's values `G(0), G(1), ...` computed by the sparse-space method of
/// Gangolli-Plambeck and Flammenkamp, in one byte a value (two once a value reaches 256), with
/// the eventual period certified by the octal periodicity theorem as in [`OctalGrundy`](crate::OctalGrundy) (the
/// same certificate, found at the same length, in about half a byte a value more).
///
/// In the games it is made for almost every value falls in one "common" class: for some mask
/// `M`, the values `v` with an odd number of bits in `v & M`. A XOR of two common values (or of
/// two rare ones) is rare, so the common options of a heap come only from splits with one rare
/// part, and those are enumerated over the few rare heaps: the smallest common value `c` that is
/// not an option is exact after O(#rare) steps. The mex is `c` unless some rare value below `c`
/// is missing; the rare values below `c` are searched among the splits, stopping as soon as
/// every one is found, and only a heap whose value turns out rare needs the full scan. The
/// search takes the splits `(a, m - a)` with a common `a` below a prefix (a power of two up to
/// a quarter of the table, at most 32768; the splits with a rare part are known already) in
/// turns of their values: the first heap of each value, then the second of each, and so on;
/// then the splits from the prefix up. Officers finds its missing rare values (about 57 a
/// heap) in about 1,270 splits so (counted in whole chunks), against 2,800 taking the heaps in
/// order. The order is made only where the scans are long (more than 100 splits a common heap
/// on average): 0.354 finds its few in about 50 splits in the order of the heaps. The values
/// are the same as the plain engine's whatever the mask and the order; only the speed depends
/// on them. The first 20000 values (or `max_len` if less) are computed the
/// dense way ([`OctalGrundy`](crate::OctalGrundy)'s, one bitset of values per split set) and the mask is the one that
/// makes the fewest of their second half rare.
///
/// What is known of a split set `S(m)` (its options with a rare part, and the splits `a < next`
/// scanned so far) is kept for the last k heaps left: with two splitting digits (0.376, 0.354)
/// heap `n` takes `j = 2` and heap `n + 1` takes `j = 3` from the same `m`, so the rare pairs are
/// enumerated once per `m` and a scan goes on where it stopped. While the values are below 64 a
/// split set is one machine word and a scan ORs bits in registers; above, a table of 1024
/// stamps. The scans of a heap's split sets take turns, the least advanced first, in chunks of
/// a quarter of the way done.
///
/// Where no mask makes the values sparse (0.104, 0.106: about half the heaps rare) the sparse
/// way costs more than the plain one, so the engine counts the pairs each way looks at (the
/// sparse way measured, the other estimated) over blocks of 1024 heaps and computes the next
/// block the cheaper way (a bitset of values per split set, as [`OctalGrundy`](crate::OctalGrundy) does). Values of
/// 1024 and above are always computed the plain way.
///
/// Memory: one byte a value while the values are below 256 (two bytes after), one byte for
/// every period the search waits on (half a byte a value) and a small heap: 0.1777, certified
/// from 443,139,470 values, holds about 700 MB.
///
/// # Constraints
/// Values below 65536 and fewer than 2^31 of them.
///
/// # Complexity
/// O(N * (R + k + S)) for N values, R rare heaps among them and S pairs scanned per heap until
/// the rare values below `c` are found (Officers: R = 1,583, S about 1,270), plus a full O(N)
/// scan per rare heap, and never much more than the plain engine's `N^2 / 4`; the period search about 25 byte reads and a few
/// comparisons a period per doubling of the length.
///
/// # Example
/// ```
/// use cgt_mex::EventualPeriod;
/// use cgt_octal::{OctalCode, SparseOctal};
/// let mut game = SparseOctal::new(&"0.16".parse::<OctalCode>().unwrap());
/// let found = game.certify(600_000);
/// assert_eq!(found, Some(EventualPeriod { preperiod: 105_351, period: 149_459 }));
/// assert_eq!(game.len(), 509_622);
/// assert_eq!(game.largest(), 23);
/// // Rare (mask 30): heap 0 and 52 heaps n >= 1, the last at 13935.
/// assert_eq!(game.rare_heaps().len(), 53);
/// assert_eq!(game.rare_heaps().last(), Some(&13_935));
/// assert_eq!(game.grundy(1_000_000_000_000), game.grundy(105_351 + (1_000_000_000_000 - 105_351) % 149_459));
/// ```
///
/// Used by: atcoder-abc278-g, cf-1704f, local-octal-game.
#[derive(Clone, Debug)]
pub struct SparseOctal {
    store: Store,
    core: Core,
    finder: Option<CompactFinder>,
    period: Option<EventualPeriod>,
    largest: u32,
}

/// The values, in one byte each while they fit.
#[derive(Clone, Debug)]
enum Store {
    Narrow(Vec<u8>),
    Wide(Vec<u16>),
}

/// How far [`SparseOctal::certify_with`] got: passed to its callback every `every` values.
///
/// # Constraints
/// None: plain data, as [`SparseOctal::certify_with`] fills it in.
///
/// # Complexity
/// Plain data.
///
/// # Example
/// ```
/// use cgt_octal::{OctalCode, SparseOctal, SparseProgress};
/// // Officers (0.6) has no known period: stop at the first report.
/// let mut officers = SparseOctal::new(&"0.6".parse::<OctalCode>().unwrap());
/// let mut last: Option<SparseProgress> = None;
/// let period = officers.certify_with(1_000_000, 25_000, |progress| {
///     last = Some(*progress);
///     false
/// });
/// assert_eq!(period, None);
/// let progress = last.unwrap();
/// assert_eq!(progress.values, 25_000);
/// assert_eq!(progress.values, officers.len());
/// assert_eq!(progress.rare_heaps, officers.rare_heaps().len());
/// assert_eq!(progress.largest, officers.largest());
/// assert_eq!(progress.bytes, officers.bytes());
/// ```
///
/// Used by: atcoder-abc278-g, cf-1704f, local-octal-game.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct SparseProgress {
    /// Values computed, `G(0..values)`.
    pub values: usize,
    /// Heaps with rare values so far (heap 0 included).
    pub rare_heaps: usize,
    /// The largest value so far.
    pub largest: u32,
    /// Bytes held by the values and the period search.
    pub bytes: usize,
}
impl SparseOctal {
    /// The game `code` with only `G(0) = 0` computed.
    pub fn new(code: &OctalCode) -> Self {
        SparseOctal {
            store: Store::Narrow(vec![0]),
            core: Core::new(code.digits()),
            finder: Some(CompactFinder::new(code.max_removal())),
            period: None,
            largest: 0,
        }
    }

    /// How many values are computed, `G(0..len)`.
    pub fn len(&self) -> usize {
        match &self.store {
            Store::Narrow(g) => g.len(),
            Store::Wide(g) => g.len(),
        }
    }

    /// Always false: `G(0)` is known from the start.
    pub fn is_empty(&self) -> bool {
        false
    }

    /// `G(n)` for a computed `n`.
    ///
    /// # Constraints
    /// `n < len()`.
    pub fn value(&self, n: usize) -> u32 {
        match &self.store {
            Store::Narrow(g) => g[n].into(),
            Store::Wide(g) => g[n].into(),
        }
    }

    /// The values computed so far, widened to `u32` (four bytes a value: for tables that fit).
    pub fn values(&self) -> Vec<u32> {
        match &self.store {
            Store::Narrow(g) => g.iter().map(|&v| v.into()).collect(),
            Store::Wide(g) => g.iter().map(|&v| v.into()).collect(),
        }
    }

    /// The Grundy value of a heap of `heap`.
    ///
    /// # Constraints
    /// `heap` was computed, or the period is certified.
    pub fn grundy(&self, heap: u64) -> u32 {
        if heap < self.len() as u64 {
            return self.value(heap as usize);
        }
        let period = self
            .period
            .expect("heap beyond the computed values and no certified period");
        self.value(period.reduce(heap))
    }

    /// The least preperiod and period, once certified.
    pub fn period(&self) -> Option<EventualPeriod> {
        self.period
    }

    /// The largest value computed.
    pub fn largest(&self) -> u32 {
        self.largest
    }

    /// The mask of the rare values (`v` rare when `v & mask` has an even number of bits), once
    /// the sparse engine has started (after the first 20000 values).
    pub fn mask(&self) -> Option<u32> {
        self.core.mask()
    }

    /// The heaps whose values are rare, heap 0 included (its value 0 is rare for every mask),
    /// once the sparse engine has started.
    pub fn rare_heaps(&self) -> Vec<u32> {
        if self.core.mask().is_none() {
            return Vec::new();
        }
        std::iter::once(0)
            .chain(self.core.rare_heaps().iter().copied())
            .collect()
    }

    /// How many heaps were computed the sparse way and how many the plain way (where that was
    /// cheaper) since the sparse engine started.
    pub fn ways(&self) -> (u64, u64) {
        self.core.ways()
    }

    /// Bytes held by the values and the period search.
    pub fn bytes(&self) -> usize {
        let values = match &self.store {
            Store::Narrow(g) => g.capacity(),
            Store::Wide(g) => 2 * g.capacity(),
        };
        values + self.finder.as_ref().map_or(0, CompactFinder::bytes)
    }

    /// Computes values until the theorem certifies a period or `max_len` values are known; the
    /// least preperiod and period, if certified.
    pub fn certify(&mut self, max_len: usize) -> Option<EventualPeriod> {
        self.certify_with(max_len, usize::MAX, |_| true)
    }

    /// [`SparseOctal::certify`], calling `progress` every `every` values; it returns whether
    /// to go on (false stops here: the values so far stay, and `certify_with` may be called
    /// again to go on).
    pub fn certify_with(
        &mut self,
        max_len: usize,
        every: usize,
        mut progress: impl FnMut(&SparseProgress) -> bool,
    ) -> Option<EventualPeriod> {
        self.run(max_len, 20_000, BLOCK, every, &mut progress);
        self.period
    }

    /// Computes values (no period search) until there are `len` of them, the sparse engine
    /// started after `plain` values and comparing its costs every `block` heaps.
    #[cfg(test)]
    pub(crate) fn values_with(code: &OctalCode, len: usize, plain: usize, block: usize) -> Self {
        let mut game = SparseOctal::new(code);
        game.finder = None;
        game.run(len, plain, block, usize::MAX, &mut |_| true);
        game
    }

    fn run(
        &mut self,
        max_len: usize,
        plain: usize,
        block: usize,
        every: usize,
        progress: &mut dyn FnMut(&SparseProgress) -> bool,
    ) {
        if self.len() == 1 && self.core.mask().is_none() {
            self.start(max_len.min(plain), block);
        }
        let every = every.max(1);
        while self.period.is_none() && self.len() < max_len {
            let stop = max_len.min((self.len() / every + 1).saturating_mul(every));
            match &mut self.store {
                Store::Narrow(g) => {
                    while self.period.is_none() && g.len() < stop {
                        let value = self.core.next(g);
                        if value > 255 {
                            self.largest = self.largest.max(value);
                            let mut wide: Vec<u16> = g.iter().map(|&v| u16::from(v)).collect();
                            self.core.record(value);
                            wide.push(value as u16);
                            self.store = Store::Wide(wide);
                            self.observe();
                            break;
                        }
                        self.core.record(value);
                        g.push(value as u8);
                        self.largest = self.largest.max(value);
                        if let Some(finder) = &mut self.finder {
                            if let Some((n0, p)) = finder.observe(g) {
                                self.period = Some(EventualPeriod::least(g, n0, p));
                                self.finder = None;
                            }
                        }
                    }
                }
                Store::Wide(g) => {
                    while self.period.is_none() && g.len() < stop {
                        let value = self.core.next(g);
                        assert!(
                            value < 1 << 16,
                            "the sparse engine keeps values below 65536"
                        );
                        self.core.record(value);
                        g.push(value as u16);
                        self.largest = self.largest.max(value);
                        if let Some(finder) = &mut self.finder {
                            if let Some((n0, p)) = finder.observe(g) {
                                self.period = Some(EventualPeriod::least(g, n0, p));
                                self.finder = None;
                            }
                        }
                    }
                }
            }
            if self.len() % every == 0 {
                let report = SparseProgress {
                    values: self.len(),
                    rare_heaps: self.core.rare_heaps().len() + 1,
                    largest: self.largest,
                    bytes: self.bytes(),
                };
                if !progress(&report) {
                    return;
                }
            }
        }
    }

    /// Runs the period search on the last value pushed.
    fn observe(&mut self) {
        if let Some(finder) = &mut self.finder {
            let found = match &self.store {
                Store::Narrow(g) => finder
                    .observe(g)
                    .map(|(n0, p)| EventualPeriod::least(g, n0, p)),
                Store::Wide(g) => finder
                    .observe(g)
                    .map(|(n0, p)| EventualPeriod::least(g, n0, p)),
            };
            if found.is_some() {
                self.period = found;
                self.finder = None;
            }
        }
    }

    /// The first `plain` values the dense way (with the period search), then the sparse way
    /// begins, its mask chosen from the second half of them. The dense way reads them as
    /// `u32` here (its kernels are faster on words than on bytes: 0.16's first 20000 values
    /// took 0.08 s from bytes, 0.07 s from words).
    fn start(&mut self, plain: usize, block: usize) {
        let mut values: Vec<u32> = self.values();
        while values.len() < plain {
            let value = self.core.next(&values);
            assert!(
                value < 1 << 16,
                "the sparse engine keeps values below 65536"
            );
            self.core.record(value);
            self.largest = self.largest.max(value);
            values.push(value);
            match &mut self.store {
                Store::Narrow(g) if value < 256 => g.push(value as u8),
                Store::Narrow(g) => {
                    let mut wide: Vec<u16> = g.iter().map(|&v| u16::from(v)).collect();
                    wide.push(value as u16);
                    self.store = Store::Wide(wide);
                }
                Store::Wide(g) => g.push(value as u16),
            }
            self.observe();
            if self.period.is_some() {
                return;
            }
        }
        self.core.begin(&values, self.largest, block);
    }
}
