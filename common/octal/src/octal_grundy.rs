//! The plain engine: Grundy values of octal games by mex over their moves, and their certified
//! eventual period.

use crate::code::OctalCode;
use crate::dense_splits::DenseSplits;
use crate::period_search::PeriodFinder;
use crate::sparse_octal::SparseOctal;
use cgt_mex::EventualPeriod;

/// The Grundy sequence `G(0), G(1), ...` of an octal game, computed value by value, with its
/// eventual period certified by the octal periodicity theorem once the values prove it.
///
/// `G(n) = mex` of the options of a heap of `n`: for each digit `d_j`, 0 if bit 1 is set and
/// `n = j`, `G(n - j)` if bit 2 is set and `n > j`, and `G(a) xor G(b)` over the splits
/// `a + b = n - j`, `a, b >= 1`, if bit 4 is set ([`OctalCode`] has the rules).
///
/// The split options of a heap depend only on what is left, `m = n - j`: the engine builds, for
/// every `m`, the set `S(m) = { G(a) xor G(m - a) : 1 <= a <= m / 2 }` (half the splits, `a <= b`)
/// as a bitset over the values, once in a tight loop, and keeps the last k of them (a heap `n`
/// needs only `S(n - k..n)`), so that every splitting digit costs one bitset OR. The bitsets are
/// as wide as the values need (a power of two above the largest so far; a XOR of values below
/// `2^b` stays below `2^b`), so values above 63 (0.644 reaches 64) are exact.
///
/// Periodicity theorem (Guy-Smith): if `n0 >= 1`, `p >= 1` and `G(n + p) = G(n)` for every
/// `n0 <= n < 2 n0 + p + k` (k digits), then `G(n + p) = G(n)` for every `n >= n0`. (For `n` past
/// the window, the larger part of a split of `n + p` is at least `n0 + p`, so taking `p` from it
/// leaves a non-empty heap `>= n0`; with `n0 = 0` it could leave an empty part, and 0.4, whose
/// `G(0..4) = 0, 0, 0, 1` fits the window with `n0 = 0, p = 1`, is not periodic from there.)
/// While values are computed the engine looks for such a window for every `p`, and from the
/// first certificate derives the least preperiod and period ([`EventualPeriod`]).
///
/// Special cases: a subtraction game is the octal game with digit 3 at every move
/// ([`OctalCode::subtraction`]); cgt-subtraction's `PeriodicGrundy` computes those faster (a
/// 128-bit ring per value instead of a bitset per digit, and a certificate of only k values),
/// so subtraction games use it. Treblecross is 0.007 with `G(n + 2)` the value of a strip of `n`
/// cells; `cgt_treblecross::treblecross_grundy` stays for it (no period is known, and see the crate docs
/// for the timings).
///
/// # Constraints
/// Any [`OctalCode`]. [`OctalGrundy::grundy`] of a heap beyond the computed values needs a
/// certified period (it panics otherwise). While no period is certified the search keeps
/// lengths in 32 bits: fewer than 2^31 values (it panics past them).
/// [`OctalGrundy::certify_sparse`] has [`SparseOctal`]'s limits (values below 65536).
///
/// # Complexity
/// `N^2 / 4` XORs for the first N values when some digit splits (whatever the number of
/// splitting digits), plus O(N * k * W) for the options, W = (largest value + 1) / 64 words;
/// O(N) memory for the values and O(k * W) for the split sets. The period search compares each pair `(n, p)` at most
/// once and usually far fewer. [`OctalGrundy::grundy`] is O(1).
///
/// # Example
/// ```
/// use cgt_mex::EventualPeriod;
/// use cgt_octal::{OctalCode, OctalGrundy};
/// let dawson: OctalCode = "0.07".parse().unwrap();
/// let mut game = OctalGrundy::new(&dawson);
/// let period = game.certify(1_000).unwrap();
/// assert_eq!(period, EventualPeriod { preperiod: 53, period: 34 });
/// assert_eq!(game.values()[..10], [0, 0, 1, 1, 2, 0, 3, 1, 1, 0]);
/// assert_eq!(game.grundy(1_000_000_000_000_000_000), game.grundy(53 + (1_000_000_000_000_000_000 - 53) % 34));
/// ```
///
/// Used by: atcoder-abc278-g, cf-1704f, local-octal-game.
#[derive(Clone, Debug)]
pub struct OctalGrundy {
    digits: Vec<u8>,
    /// The `j` whose digit splits (bit 4).
    split_moves: Vec<usize>,
    values: Vec<u32>,
    /// The split sets of the last k heaps left.
    dense: DenseSplits,
    /// Words of a value bitset: values so far (and their XORs) are below `64 * words`.
    words: usize,
    finder: Option<PeriodFinder>,
    period: Option<EventualPeriod>,
    /// The sparse engine's mask, rare heaps and ways, after [`OctalGrundy::certify_sparse`].
    sparse: Option<(u32, usize, (u64, u64))>,
}

impl OctalGrundy {
    /// The game `code` with only `G(0) = 0` computed.
    pub fn new(code: &OctalCode) -> Self {
        let digits = code.digits().to_vec();
        let split_moves = (1..=digits.len())
            .filter(|&j| digits[j - 1] & 4 != 0)
            .collect();
        OctalGrundy {
            digits,
            split_moves,
            values: vec![0],
            dense: DenseSplits::default(),
            words: 1,
            finder: Some(PeriodFinder::new(code.max_removal())),
            period: None,
            sparse: None,
        }
    }

    /// The values computed so far, `G(0..len)`.
    pub fn values(&self) -> &[u32] {
        &self.values
    }

    /// The least preperiod and period, once certified.
    pub fn period(&self) -> Option<EventualPeriod> {
        self.period
    }

    /// Computes values until there are `len` of them (the period search goes on meanwhile).
    pub fn extend_to(&mut self, len: usize) {
        while self.values.len() < len {
            self.push_next();
        }
    }

    /// Computes values until the theorem certifies a period or `max_len` values are known; the
    /// least preperiod and period, if certified.
    pub fn certify(&mut self, max_len: usize) -> Option<EventualPeriod> {
        while self.period.is_none() && self.values.len() < max_len {
            self.push_next();
        }
        self.period
    }

    /// The Grundy value of a heap of `heap`.
    ///
    /// # Constraints
    /// `heap` was computed, or the period is certified.
    pub fn grundy(&self, heap: u64) -> u32 {
        if heap < self.values.len() as u64 {
            return self.values[heap as usize];
        }
        let period = self
            .period
            .expect("heap beyond the computed values and no certified period");
        self.values[period.reduce(heap)]
    }

    /// The same as [`OctalGrundy::certify`], for games whose certificate needs hundreds of
    /// thousands of values or more (0.16: preperiod 105351, period 149459; 0.56: 326640, 144;
    /// 0.376: 2268248, 4): the sparse-space engine.
    ///
    /// The values come from [`SparseOctal`] (which has the method) and are kept here as `u32`,
    /// four bytes a value, with the plain engine's period search brought up to them if no
    /// period was certified: for records of hundreds of millions of values use [`SparseOctal`]
    /// itself (one byte a value).
    ///
    /// # Complexity
    /// [`SparseOctal::certify`]'s, plus O(N log N) for the plain period search when nothing is
    /// certified; O(N) memory.
    ///
    /// # Example
    /// ```
    /// use cgt_mex::EventualPeriod;
    /// use cgt_octal::{OctalCode, OctalGrundy};
    /// let mut game = OctalGrundy::new(&"0.156".parse::<OctalCode>().unwrap());
    /// assert_eq!(game.certify_sparse(50_000), Some(EventualPeriod { preperiod: 3479, period: 349 }));
    /// ```
    pub fn certify_sparse(&mut self, max_len: usize) -> Option<EventualPeriod> {
        if self.period.is_some() || self.values.len() >= max_len {
            return self.period;
        }
        let code = OctalCode::from_digits(&self.digits).expect("a valid code");
        let mut sparse = SparseOctal::new(&code);
        let found = sparse.certify(max_len);
        self.adopt(&sparse);
        found
    }

    /// Takes the values, the period and the engine's figures of `sparse` (the same game),
    /// with the period search brought up to them.
    fn adopt(&mut self, sparse: &SparseOctal) {
        let values = sparse.values();
        if values.len() > self.values.len() {
            self.period = sparse.period();
            if self.period.is_some() {
                self.finder = None;
            } else if let Some(finder) = &mut self.finder {
                let mut fresh = PeriodFinder::new(self.digits.len());
                for len in 1..=values.len() {
                    fresh.observe(&values[..len]);
                }
                *finder = fresh;
            }
            let largest = values.iter().copied().max().unwrap_or(0) as usize;
            self.words = (largest + 1).next_power_of_two().max(64) / 64;
            self.values = values;
        }
        self.sparse = sparse
            .mask()
            .map(|mask| (mask, sparse.rare_heaps().len(), sparse.ways()));
    }

    /// The sparse-space mask in use, once [`OctalGrundy::certify_sparse`] switched to it, and
    /// how many heaps so far have rare values (heap 0 included).
    pub fn sparse_mask(&self) -> Option<(u32, usize)> {
        self.sparse.map(|(mask, rare, _)| (mask, rare))
    }

    /// How many heaps [`OctalGrundy::certify_sparse`] computed the sparse way and how many the
    /// plain way (where that was cheaper) since it switched to the sparse engine.
    ///
    /// # Example
    /// ```
    /// use cgt_octal::{OctalCode, OctalGrundy};
    /// // 0.104: about half the heaps are rare whatever the mask, so the plain way is cheaper.
    /// let mut game = OctalGrundy::new(&"0.104".parse::<OctalCode>().unwrap());
    /// game.certify_sparse(30_000);
    /// let (sparse, plain) = game.sparse_heaps().unwrap();
    /// assert_eq!(sparse + plain, 10_000);
    /// assert!(plain > 8 * sparse);
    /// ```
    pub fn sparse_heaps(&self) -> Option<(u64, u64)> {
        self.sparse.map(|(_, _, ways)| ways)
    }

    fn push_next(&mut self) {
        let value = self
            .dense
            .value(&self.digits, &self.split_moves, &self.values, self.words);
        self.record(value);
    }

    /// Appends `value` and looks for the period.
    fn record(&mut self, value: u32) {
        // Values (and XORs of values) below 2^b for the least b with value < 2^b.
        let needed = (value as usize + 1).next_power_of_two().max(64) / 64;
        self.words = self.words.max(needed);
        self.values.push(value);
        if let Some(finder) = &mut self.finder {
            if let Some((n0, p)) = finder.observe(&self.values) {
                self.period = Some(EventualPeriod::least(&self.values, n0, p));
                self.finder = None;
            }
        }
    }
}

/// Grundy values `G(0..=limit)` of the octal game `code` ([`OctalGrundy`] has the rules).
///
/// # Constraints
/// None: any code and any `limit` that time and memory allow (`limit + 1` values of 4 bytes; no
/// period search, so no limit on the length).
///
/// # Complexity
/// O(limit^2 / 4) when some digit splits, O(limit * k) otherwise.
///
/// # Example
/// ```
/// use cgt_octal::{octal_grundy, OctalCode};
/// // Kayles (0.77): knock down one pin or two adjacent pins.
/// let kayles = octal_grundy(&"0.77".parse::<OctalCode>().unwrap(), 12);
/// assert_eq!(kayles, [0, 1, 2, 3, 1, 4, 3, 2, 1, 4, 2, 6, 4]);
/// ```
///
/// Used by: atcoder-abc278-g.
pub fn octal_grundy(code: &OctalCode, limit: usize) -> Vec<u32> {
    let mut game = OctalGrundy::new(code);
    game.finder = None;
    game.extend_to(limit + 1);
    game.values
}
