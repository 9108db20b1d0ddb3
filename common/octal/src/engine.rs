//! Grundy values of octal games by mex over their moves, and their certified eventual period.

use crate::code::OctalCode;
use crate::period::{least_periodicity, PeriodFinder, Periodicity};

/// The Grundy sequence `G(0), G(1), ...` of an octal game, computed value by value, with its
/// eventual period certified by the octal periodicity theorem once the values prove it.
///
/// `G(n) = mex` of the options of a heap of `n`: for each digit `d_j`, 0 if bit 1 is set and
/// `n = j`, `G(n - j)` if bit 2 is set and `n > j`, and `G(a) xor G(b)` over the splits
/// `a + b = n - j`, `a, b >= 1`, if bit 4 is set ([`OctalCode`] has the rules).
///
/// The split options of a heap depend only on what is left, `m = n - j`: the engine keeps, for
/// every `m`, the set `S(m) = { G(a) xor G(m - a) : 1 <= a <= m / 2 }` (half the splits, `a <= b`)
/// as a bitset over the values, built once in a tight loop, so that every splitting digit of
/// every later heap costs one bitset OR. The bitsets are as wide as the values need (a power of
/// two above the largest so far; a XOR of values below `2^b` stays below `2^b`), so values above
/// 63 (0.644 reaches 64) are exact.
///
/// Periodicity theorem (Guy-Smith): if `n0 >= 1`, `p >= 1` and `G(n + p) = G(n)` for every
/// `n0 <= n < 2 n0 + p + k` (k digits), then `G(n + p) = G(n)` for every `n >= n0`. (For `n` past
/// the window, the larger part of a split of `n + p` is at least `n0 + p`, so taking `p` from it
/// leaves a non-empty heap `>= n0`; with `n0 = 0` it could leave an empty part, and 0.4, whose
/// `G(0..4) = 0, 0, 0, 1` fits the window with `n0 = 0, p = 1`, is not periodic from there.)
/// While values are computed the engine looks for such a window for every `p`, and from the
/// first certificate derives the least preperiod and period ([`Periodicity`]).
///
/// Special cases: a subtraction game is the octal game with digit 3 at every move
/// ([`OctalCode::subtraction`]); cgt-subtraction's `PeriodicGrundy` computes those faster (a
/// 128-bit ring per value instead of a bitset per digit, and a certificate of only k values),
/// so subtraction games use it. Treblecross is 0.007 with `G(n + 2)` the value of a strip of `n`
/// cells; `cgt_treblecross::treblecross_grundy` stays for it (no period is known, and see the crate docs
/// for the timings).
///
/// # Complexity
/// `N^2 / 4` XORs for the first N values when some digit splits (whatever the number of
/// splitting digits), plus O(N * k * W) for the options, W = (largest value + 1) / 64 words;
/// O(N * W) memory for the split sets. The period search compares each pair `(n, p)` at most
/// once and usually far fewer. [`OctalGrundy::grundy`] is O(1).
///
/// # Example
/// ```
/// use cgt_octal::{OctalCode, OctalGrundy, Periodicity};
/// let dawson: OctalCode = "0.07".parse().unwrap();
/// let mut game = OctalGrundy::new(&dawson);
/// let period = game.certify(1_000).unwrap();
/// assert_eq!(period, Periodicity { preperiod: 53, period: 34 });
/// assert_eq!(game.values()[..10], [0, 0, 1, 1, 2, 0, 3, 1, 1, 0]);
/// assert_eq!(game.grundy(1_000_000_000_000_000_000), game.grundy(53 + (1_000_000_000_000_000_000 - 53) % 34));
/// ```
#[derive(Clone, Debug)]
pub struct OctalGrundy {
    digits: Vec<u8>,
    splits: bool,
    values: Vec<u32>,
    /// `S(m)` is `split_words[split_start[m]..split_start[m + 1]]`.
    split_words: Vec<u64>,
    split_start: Vec<usize>,
    /// Words of a value bitset: values so far (and their XORs) are below `64 * words`.
    words: usize,
    options: Vec<u64>,
    finder: Option<PeriodFinder>,
    period: Option<Periodicity>,
    sparse: Option<Sparse>,
}

/// The state of the sparse-space engine ([`OctalGrundy::certify_sparse`]).
#[derive(Clone, Debug)]
struct Sparse {
    /// A value `v` is rare when `v & mask` has an even number of bits, common otherwise.
    mask: u32,
    /// The heaps `n >= 1` whose value is rare, in order.
    rare: Vec<usize>,
    /// `marked[v] == stamp`: `v` is known to be an option of the heap being computed.
    marked: Vec<u32>,
    stamp: u32,
}

impl Sparse {
    fn is_rare(&self, value: u32) -> bool {
        (value & self.mask).count_ones() % 2 == 0
    }
}

impl OctalGrundy {
    /// The game `code` with only `G(0) = 0` computed.
    pub fn new(code: &OctalCode) -> Self {
        OctalGrundy {
            digits: code.digits().to_vec(),
            splits: code.splits(),
            values: vec![0],
            split_words: Vec::new(),
            split_start: vec![0, 0, 0],
            words: 1,
            options: Vec::new(),
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
    pub fn period(&self) -> Option<Periodicity> {
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
    pub fn certify(&mut self, max_len: usize) -> Option<Periodicity> {
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
    /// thousands of values (0.16: preperiod 105351, period 149459; 0.56: 326640, 144): the
    /// sparse-space engine.
    ///
    /// In these games almost every value falls in one "common" class: for some mask `M`, the
    /// values `v` with an odd number of bits in `v & M`. A XOR of two common values (or of two
    /// rare ones) is rare, so the common options of a heap come only from splits with one rare
    /// part, and those are enumerated over the few rare heaps: the smallest common value `c`
    /// that is not an option is exact after O(#rare) steps. The mex is `c` unless some rare
    /// value below `c` is missing; the rare values below `c` are searched among all the splits,
    /// stopping as soon as every one is found (usually after a few pairs), and only a heap whose
    /// value turns out rare needs the full scan. The values are the same as the plain engine's
    /// whatever the mask; only the speed depends on it. The first 20000 values (or `max_len`
    /// if less) are computed the plain way and the mask is the one that makes the fewest of
    /// their second half rare.
    ///
    /// # Complexity
    /// O(N * (R + k + S)) for N values, R rare heaps among them and S pairs scanned per heap until
    /// the rare values below `c` are found, plus a full O(N) scan per rare heap; O(N) memory.
    ///
    /// # Example
    /// ```
    /// use cgt_octal::{OctalCode, OctalGrundy, Periodicity};
    /// let mut game = OctalGrundy::new(&"0.156".parse::<OctalCode>().unwrap());
    /// assert_eq!(game.certify_sparse(50_000), Some(Periodicity { preperiod: 3479, period: 349 }));
    /// ```
    pub fn certify_sparse(&mut self, max_len: usize) -> Option<Periodicity> {
        const PLAIN: usize = 20_000;
        self.certify(max_len.min(PLAIN));
        if self.period.is_some() || self.values.len() >= max_len || !self.splits {
            return self.certify(max_len);
        }
        if self.sparse.is_none() {
            let tail = &self.values[self.values.len() / 2..];
            let bits = 32 - tail.iter().max().unwrap().leading_zeros();
            let mask = (1..1u32 << bits)
                .min_by_key(|&mask| {
                    tail.iter()
                        .filter(|&&v| (v & mask).count_ones() % 2 == 0)
                        .count()
                })
                .unwrap_or(1);
            let mut sparse = Sparse {
                mask,
                rare: Vec::new(),
                marked: Vec::new(),
                stamp: 0,
            };
            sparse.rare = (1..self.values.len())
                .filter(|&n| sparse.is_rare(self.values[n]))
                .collect();
            self.sparse = Some(sparse);
            self.split_words = Vec::new();
        }
        self.certify(max_len)
    }

    /// The sparse-space mask in use, once [`OctalGrundy::certify_sparse`] switched to it, and
    /// how many heaps so far have rare values.
    pub fn sparse_mask(&self) -> Option<(u32, usize)> {
        self.sparse.as_ref().map(|s| (s.mask, s.rare.len()))
    }

    fn push_sparse(&mut self) -> u32 {
        let n = self.values.len();
        let g = &self.values;
        let bound = 64 * self.words;
        let sparse = self.sparse.as_mut().unwrap();
        if sparse.marked.len() < bound {
            sparse.marked.resize(bound, 0);
        }
        sparse.stamp = sparse.stamp.wrapping_add(1);
        if sparse.stamp == 0 {
            sparse.marked.iter_mut().for_each(|m| *m = 0);
            sparse.stamp = 1;
        }
        let stamp = sparse.stamp;
        let marked = &mut sparse.marked;
        for (i, &d) in self.digits.iter().enumerate() {
            let j = i + 1;
            if d & 1 != 0 && n == j {
                marked[0] = stamp;
            }
            if d & 2 != 0 && n > j {
                marked[g[n - j] as usize] = stamp;
            }
            if d & 4 != 0 && n >= j + 2 {
                // Every common option: one part rare (both rare gives a rare option, harmless).
                let m = n - j;
                for &r in sparse.rare.iter().take_while(|&&r| r < m) {
                    marked[(g[r] ^ g[m - r]) as usize] = stamp;
                }
            }
        }
        let mask = sparse.mask;
        let common = |v: usize| (v as u32 & mask).count_ones() % 2 == 1;
        let c = (0..bound)
            .find(|&v| common(v) && marked[v] != stamp)
            .unwrap_or(bound);
        // Below c only rare values can be missing; look for each among all the splits.
        let mut missing = (0..c).filter(|&v| marked[v] != stamp).count();
        if missing > 0 {
            'digits: for (i, &d) in self.digits.iter().enumerate() {
                let j = i + 1;
                if d & 4 == 0 || n < j + 2 {
                    continue;
                }
                let m = n - j;
                let half = m / 2;
                for (&a, &b) in g[1..=half].iter().zip(g[m - half..m].iter().rev()) {
                    let x = (a ^ b) as usize;
                    if x < c && marked[x] != stamp {
                        marked[x] = stamp;
                        missing -= 1;
                        if missing == 0 {
                            break 'digits;
                        }
                    }
                }
            }
        }
        let value = if missing == 0 {
            c
        } else {
            (0..c).find(|&v| marked[v] != stamp).unwrap()
        } as u32;
        if sparse.is_rare(value) {
            sparse.rare.push(n);
        }
        value
    }

    fn push_next(&mut self) {
        if self.sparse.is_some() {
            let value = self.push_sparse();
            self.record(value);
            return;
        }
        let n = self.values.len();
        let g = &self.values;
        // S(n - 1): every split of n - 1 uses values below n - 1, all known.
        if self.splits && n >= 3 && self.split_start.len() == n {
            let m = n - 1;
            let base = self.split_words.len();
            self.split_words.resize(base + self.words, 0);
            let set = &mut self.split_words[base..];
            let half = m / 2;
            for (&a, &b) in g[1..=half].iter().zip(g[m - half..m].iter().rev()) {
                let x = (a ^ b) as usize;
                set[x >> 6] |= 1 << (x & 63);
            }
            self.split_start.push(self.split_words.len());
        }
        let options = &mut self.options;
        options.clear();
        options.resize(self.words, 0);
        for (i, &d) in self.digits.iter().enumerate() {
            let j = i + 1;
            if d & 1 != 0 && n == j {
                options[0] |= 1;
            }
            if d & 2 != 0 && n > j {
                let v = g[n - j] as usize;
                options[v >> 6] |= 1 << (v & 63);
            }
            if d & 4 != 0 && n >= j + 2 {
                let m = n - j;
                let set = &self.split_words[self.split_start[m]..self.split_start[m + 1]];
                for (o, s) in options.iter_mut().zip(set) {
                    *o |= s;
                }
            }
        }
        let value = options
            .iter()
            .position(|&w| w != u64::MAX)
            .map_or(64 * self.words, |i| {
                64 * i + options[i].trailing_ones() as usize
            }) as u32;
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
                self.period = Some(least_periodicity(&self.values, n0, p));
                self.finder = None;
            }
        }
    }
}

/// Grundy values `G(0..=limit)` of the octal game `code` ([`OctalGrundy`] has the rules).
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
pub fn octal_grundy(code: &OctalCode, limit: usize) -> Vec<u32> {
    let mut game = OctalGrundy::new(code);
    game.finder = None;
    game.extend_to(limit + 1);
    game.values
}
