//! Grundy values of octal games by mex over their moves, and their certified eventual period.

use crate::code::OctalCode;
use crate::period::{least_periodicity, PeriodFinder};
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
    /// The split sets of the last k heaps left, `S(m)` in slot `m % k` of `ring_width` words,
    /// known for `ring_len - k <= m < ring_len`: a heap `n` needs only `S(n - k..n)`.
    ring: Vec<u64>,
    ring_width: usize,
    ring_len: usize,
    /// Words of a value bitset: values so far (and their XORs) are below `64 * words`.
    words: usize,
    options: Vec<u64>,
    /// One byte per value, zero between two uses.
    seen: Vec<u8>,
    finder: Option<PeriodFinder>,
    period: Option<EventualPeriod>,
    sparse: Option<Sparse>,
}

/// The state of the sparse-space engine ([`OctalGrundy::certify_sparse`]).
#[derive(Clone, Debug)]
struct Sparse {
    /// A value `v` is rare when `v & mask` has an even number of bits, common otherwise.
    mask: u32,
    /// The common and the rare values below `TABLE`, in order.
    common_values: Vec<u32>,
    rare_values: Vec<u32>,
    /// `marked[v] == stamp`: `v` is known to be an option of the heap being computed.
    marked: Box<[u32; TABLE]>,
    stamp: u32,
    /// The split sets of the last k heaps left.
    slots: Vec<Slot>,
    /// The rare values below `c` not found yet, for the heap being computed.
    missing: Vec<u32>,
    /// The heaps `n >= 1` whose value is rare, in order, with their values.
    rare: Vec<(u32, u32)>,
    /// The values in 16 bits (the sparse way is taken for values below `TABLE` only), half the
    /// memory for the loops over pairs.
    narrow: Vec<u16>,
    /// Whether the heaps are computed the dense way for now (the sparse way costs more).
    dense: bool,
    /// Heaps per block between two comparisons of the costs of the two ways.
    block: usize,
    /// Heaps computed the sparse way and the dense way.
    heaps: [u64; 2],
    /// Pairs looked at in the current block of heaps, and what the other way costs there.
    block_heaps: usize,
    block_cost: u64,
    block_other: u64,
    /// Pairs scanned for the heaps with common values, and how many such heaps, while sparse.
    common_scan: u64,
    common_heaps: u64,
}

/// What is known of the split set `S(m)`: every option with a rare part, and the splits
/// `1 <= a < next`; `seen[v] == tag` for those values.
#[derive(Clone, Debug)]
struct Slot {
    m: usize,
    next: usize,
    seen: Box<[u32; TABLE]>,
}

impl Slot {
    fn tag(&self) -> u32 {
        self.m as u32 + 1
    }
}

impl Sparse {
    fn is_rare(&self, value: u32) -> bool {
        (value & self.mask).count_ones() % 2 == 0
    }
}

/// The sparse way is taken while the values are below `TABLE`.
const TABLE: usize = 1024;

/// Heaps per block between two comparisons of the costs of the sparse and dense ways.
const BLOCK: usize = 1024;

/// The values `G(a) xor G(m - a)` for `from <= a < to` (with `to <= m / 2 + 1`), all below 64,
/// as bits.
fn split_bits(g: &[u32], m: usize, from: usize, to: usize) -> u64 {
    let left = &g[from..to];
    // right[len - 1 - i] = G(m - from - i), the partner of left[i].
    let right = &g[m + 1 - to..m + 1 - from];
    let bit = |x: u32| 1u64.wrapping_shl(x);
    let mut acc = [0; 4];
    let (lq, rq) = (left.chunks_exact(4), right.rchunks_exact(4));
    let (lt, rt) = (lq.remainder(), rq.remainder());
    for (l, r) in lq.zip(rq) {
        acc[0] |= bit(l[0] ^ r[3]);
        acc[1] |= bit(l[1] ^ r[2]);
        acc[2] |= bit(l[2] ^ r[1]);
        acc[3] |= bit(l[3] ^ r[0]);
    }
    for (&l, &r) in lt.iter().zip(rt.iter().rev()) {
        acc[0] |= bit(l ^ r);
    }
    (acc[0] | acc[1]) | (acc[2] | acc[3])
}

/// Marks `seen[G(a) xor G(m - a)] = 1` for `1 <= a <= m / 2`.
fn mark_splits(g: &[u32], m: usize, seen: &mut [u8]) {
    let half = m / 2;
    let (left, right) = (&g[1..=half], &g[m - half..m]);
    let (lq, rq) = (left.chunks_exact(4), right.rchunks_exact(4));
    let (lt, rt) = (lq.remainder(), rq.remainder());
    for (l, r) in lq.zip(rq) {
        seen[(l[0] ^ r[3]) as usize] = 1;
        seen[(l[1] ^ r[2]) as usize] = 1;
        seen[(l[2] ^ r[1]) as usize] = 1;
        seen[(l[3] ^ r[0]) as usize] = 1;
    }
    for (&l, &r) in lt.iter().zip(rt.iter().rev()) {
        seen[(l ^ r) as usize] = 1;
    }
}

/// Marks `seen[G(a) xor G(m - a)] = tag` for `from <= a < to` (with `to <= m / 2 + 1`).
fn mark_pairs(g: &[u16], m: usize, from: usize, to: usize, seen: &mut [u32; TABLE], tag: u32) {
    let left = &g[from..to];
    // right[len - 1 - i] = G(m - from - i), the partner of left[i].
    let right = &g[m + 1 - to..m + 1 - from];
    let (lq, rq) = (left.chunks_exact(4), right.rchunks_exact(4));
    let (lt, rt) = (lq.remainder(), rq.remainder());
    for (l, r) in lq.zip(rq) {
        seen[usize::from(l[0] ^ r[3]) % TABLE] = tag;
        seen[usize::from(l[1] ^ r[2]) % TABLE] = tag;
        seen[usize::from(l[2] ^ r[1]) % TABLE] = tag;
        seen[usize::from(l[3] ^ r[0]) % TABLE] = tag;
    }
    for (&l, &r) in lt.iter().zip(rt.iter().rev()) {
        seen[usize::from(l ^ r) % TABLE] = tag;
    }
}

/// `S(m)`, every `G(a) xor G(m - a)` for `1 <= a <= m / 2`, into `set` (zeroed, `words` wide),
/// through `seen` (zeroed, `64 * words` bytes, left zeroed) unless the values are below 64.
fn split_set(g: &[u32], m: usize, set: &mut [u64], words: usize, seen: &mut [u8]) {
    if words == 1 {
        set[0] = split_bits(g, m, 1, m / 2 + 1);
        return;
    }
    mark_splits(g, m, &mut seen[..64 * words]);
    for (x, s) in seen[..64 * words].iter_mut().enumerate() {
        set[x >> 6] |= u64::from(*s) << (x & 63);
        *s = 0;
    }
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
            ring: Vec::new(),
            ring_width: 0,
            ring_len: 0,
            words: 1,
            options: Vec::new(),
            seen: Vec::new(),
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
    /// In these games almost every value falls in one "common" class: for some mask `M`, the
    /// values `v` with an odd number of bits in `v & M`. A XOR of two common values (or of two
    /// rare ones) is rare, so the common options of a heap come only from splits with one rare
    /// part, and those are enumerated over the few rare heaps: the smallest common value `c`
    /// that is not an option is exact after O(#rare) steps. The mex is `c` unless some rare
    /// value below `c` is missing; the rare values below `c` are searched among the splits,
    /// stopping as soon as every one is found (usually after a few hundred pairs), and only a
    /// heap whose value turns out rare needs the full scan. The values are the same as the
    /// plain engine's whatever the mask; only the speed depends on it. The first 20000 values
    /// (or `max_len` if less) are computed the plain way and the mask is the one that makes
    /// the fewest of their second half rare.
    ///
    /// What is known of a split set `S(m)` (its options with a rare part, and the splits
    /// `a < next` scanned so far, as a table of the values seen) is kept for the last k heaps
    /// left: with two splitting digits (0.376, 0.354) heap `n` takes `j = 2` and heap `n + 1`
    /// takes `j = 3` from the same `m`, so the rare pairs are enumerated once per `m` and a scan
    /// goes on where it stopped. The scans of a heap's split sets take turns, the least
    /// advanced first, in chunks of a quarter of the way done (a value missing from one set is
    /// often early in another).
    ///
    /// Where no mask makes the values sparse (0.104, 0.106: about half the heaps rare) the
    /// sparse way costs more than the plain one, so the engine counts the pairs each way looks
    /// at (the sparse way measured, the other estimated) over blocks of 1024 heaps and computes
    /// the next block the cheaper way (the plain way's split sets of the last k heaps are
    /// rebuilt on switching). Values of 1024 and above are always computed the plain way.
    ///
    /// # Complexity
    /// O(N * (R + k + S)) for N values, R rare heaps among them and S pairs scanned per heap until
    /// the rare values below `c` are found, plus a full O(N) scan per rare heap, and never much
    /// more than the plain engine's `N^2 / 4`; O(N) memory, and O(k) tables of 1024 values.
    ///
    /// # Example
    /// ```
    /// use cgt_mex::EventualPeriod;
    /// use cgt_octal::{OctalCode, OctalGrundy};
    /// let mut game = OctalGrundy::new(&"0.156".parse::<OctalCode>().unwrap());
    /// assert_eq!(game.certify_sparse(50_000), Some(EventualPeriod { preperiod: 3479, period: 349 }));
    /// ```
    pub fn certify_sparse(&mut self, max_len: usize) -> Option<EventualPeriod> {
        self.certify_sparse_after(max_len, 20_000)
    }

    /// [`OctalGrundy::certify_sparse`] with the sparse engine starting after `plain` values.
    fn certify_sparse_after(&mut self, max_len: usize, plain: usize) -> Option<EventualPeriod> {
        self.certify(max_len.min(plain));
        if self.period.is_none() && self.values.len() < max_len {
            self.start_sparse(BLOCK);
        }
        self.certify(max_len)
    }

    /// Turns the sparse engine on (if some digit splits and the values are below `TABLE`),
    /// comparing the costs every `block` heaps: the mask is the one that makes the fewest values
    /// of the second half so far rare.
    fn start_sparse(&mut self, block: usize) {
        if self.sparse.is_some() || self.split_moves.is_empty() || 64 * self.words > TABLE {
            return;
        }
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
            common_values: Vec::new(),
            rare_values: Vec::new(),
            marked: Box::new([0; TABLE]),
            stamp: 0,
            slots: Vec::new(),
            missing: Vec::new(),
            rare: Vec::new(),
            narrow: self.values.iter().map(|&v| v as u16).collect(),
            dense: false,
            block,
            heaps: [0; 2],
            block_heaps: 0,
            block_cost: 0,
            block_other: 0,
            common_scan: 0,
            common_heaps: 0,
        };
        let (rare, common) = (0..TABLE as u32).partition(|&v| sparse.is_rare(v));
        sparse.rare_values = rare;
        sparse.common_values = common;
        sparse.rare = (1..self.values.len())
            .filter(|&n| sparse.is_rare(self.values[n]))
            .map(|n| (n as u32, self.values[n]))
            .collect();
        self.sparse = Some(sparse);
    }

    /// `G(0..len)` by the sparse engine from `plain` values on, comparing the costs every
    /// `block` heaps (no period search), and how many heaps it computed the sparse way and the
    /// dense way.
    #[cfg(test)]
    pub(crate) fn sparse_values(
        code: &OctalCode,
        len: usize,
        plain: usize,
        block: usize,
    ) -> (Vec<u32>, [u64; 2]) {
        let mut game = OctalGrundy::new(code);
        game.finder = None;
        game.extend_to(plain.min(len));
        game.start_sparse(block);
        game.extend_to(len);
        let heaps = game.sparse.as_ref().map_or([0; 2], |s| s.heaps);
        (game.values, heaps)
    }

    /// The sparse-space mask in use, once [`OctalGrundy::certify_sparse`] switched to it, and
    /// how many heaps so far have rare values.
    pub fn sparse_mask(&self) -> Option<(u32, usize)> {
        self.sparse.as_ref().map(|s| (s.mask, s.rare.len()))
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
        self.sparse.as_ref().map(|s| (s.heaps[0], s.heaps[1]))
    }

    /// The next value the dense way: one bitset OR per splitting digit.
    fn dense_value(&mut self) -> u32 {
        let n = self.values.len();
        let g = &self.values;
        let k = self.digits.len();
        if !self.split_moves.is_empty() {
            if self.ring_width < self.words {
                let mut ring = vec![0; k * self.words];
                if self.ring_width > 0 {
                    for (new, old) in ring
                        .chunks_exact_mut(self.words)
                        .zip(self.ring.chunks_exact(self.ring_width))
                    {
                        new[..old.len()].copy_from_slice(old);
                    }
                }
                self.ring = ring;
                self.ring_width = self.words;
            }
            // S(m) for n - k <= m < n: every split of m uses values below m, all known.
            self.ring_len = self.ring_len.max(n.saturating_sub(k));
            while self.ring_len < n {
                let m = self.ring_len;
                let set = &mut self.ring[(m % k) * self.ring_width..][..self.ring_width];
                set.iter_mut().for_each(|w| *w = 0);
                if self.seen.len() < 64 * self.words {
                    self.seen.resize(64 * self.words, 0);
                }
                split_set(g, m, set, self.words, &mut self.seen);
                self.ring_len += 1;
            }
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
        }
        for &j in &self.split_moves {
            if n >= j + 2 {
                let set = &self.ring[((n - j) % k) * self.ring_width..][..self.words];
                for (o, s) in options.iter_mut().zip(set) {
                    *o |= s;
                }
            }
        }
        options
            .iter()
            .position(|&w| w != u64::MAX)
            .map_or(64 * self.words, |i| {
                64 * i + options[i].trailing_ones() as usize
            }) as u32
    }

    fn push_next(&mut self) {
        let n = self.values.len();
        let bound = 64 * self.words;
        let (value, cost) = match &mut self.sparse {
            Some(sparse) if !sparse.dense && bound <= TABLE => {
                let (value, rare_pairs, scanned) =
                    sparse.value(&self.digits, &self.split_moves, bound as u32);
                (value, Some((rare_pairs, scanned)))
            }
            _ => (self.dense_value(), None),
        };
        if let Some(sparse) = &mut self.sparse {
            let splits = self.split_moves.iter().filter(|&&j| n >= j + 2).count() as u64;
            sparse.account(n, value, cost, splits);
        }
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

impl Sparse {
    /// The value of the next heap, `G(g.len())`, the sparse way (values below `bound <=
    /// TABLE`), with the rare pairs and the other pairs it looked at.
    fn value(&mut self, digits: &[u8], split_moves: &[usize], bound: u32) -> (u32, u64, u64) {
        let g = &self.narrow[..];
        let n = g.len();
        let k = digits.len();
        if self.slots.len() < k {
            self.slots.resize_with(k, || Slot {
                m: usize::MAX,
                next: 1,
                seen: Box::new([0; TABLE]),
            });
        }
        self.stamp = self.stamp.wrapping_add(1);
        if self.stamp == 0 {
            self.marked.iter_mut().for_each(|m| *m = 0);
            self.stamp = 1;
        }
        let stamp = self.stamp;
        let marked = &mut *self.marked;
        for (i, &d) in digits.iter().enumerate() {
            let j = i + 1;
            if d & 1 != 0 && n == j {
                marked[0] = stamp;
            }
            if d & 2 != 0 && n > j {
                marked[usize::from(g[n - j]) % TABLE] = stamp;
            }
        }
        // The split sets S(n - j) of the splitting digits, each begun when first needed with
        // every common option: one part rare (both rare gives a rare option, harmless).
        let mut rare_pairs = 0;
        let mut active = [0; 8];
        let mut count = 0;
        for &j in split_moves {
            if n < j + 2 {
                continue;
            }
            let m = n - j;
            let slot = &mut self.slots[m % k];
            if slot.m != m {
                slot.m = m;
                slot.next = 1;
                let tag = slot.tag();
                let seen = &mut *slot.seen;
                let rare = self.rare.partition_point(|&(r, _)| (r as usize) < m);
                for &(r, v) in &self.rare[..rare] {
                    seen[(v ^ u32::from(g[m - r as usize])) as usize % TABLE] = tag;
                }
                rare_pairs += rare as u64;
            }
            if count < active.len() {
                active[count] = m % k;
            }
            count += 1;
        }
        let slots = &self.slots;
        let known = |v: u32, active: &[usize]| {
            marked[v as usize] == stamp
                || active
                    .iter()
                    .any(|&i| slots[i].seen[v as usize] == slots[i].tag())
        };
        let all: Vec<usize>;
        let active: &[usize] = if count <= active.len() {
            &active[..count]
        } else {
            all = split_moves
                .iter()
                .filter(|&&j| n >= j + 2)
                .map(|&j| (n - j) % k)
                .collect();
            &all
        };
        let c = self
            .common_values
            .iter()
            .copied()
            .take_while(|&v| v < bound)
            .find(|&v| !known(v, active))
            .unwrap_or(bound);
        // Below c only rare values can be missing; look for each among all the splits, the
        // scans going on where they stopped for an earlier heap, in chunks that grow.
        let missing = &mut self.missing;
        missing.clear();
        missing.extend(
            self.rare_values
                .iter()
                .copied()
                .take_while(|&v| v < c)
                .filter(|&v| !known(v, active)),
        );
        // The scans take turns, the least advanced first: a value may be missing from one
        // split set and early in another.
        let mut scanned = 0;
        while !missing.is_empty() {
            let Some(i) = active
                .iter()
                .copied()
                .filter(|&i| self.slots[i].next <= self.slots[i].m / 2)
                .min_by_key(|&i| self.slots[i].next)
            else {
                break;
            };
            let slot = &mut self.slots[i];
            let (m, tag, from) = (slot.m, slot.tag(), slot.next);
            let to = (from + (from / 4).clamp(32, 2048)).min(m / 2 + 1);
            mark_pairs(g, m, from, to, &mut slot.seen, tag);
            scanned += (to - from) as u64;
            slot.next = to;
            missing.retain(|&v| slot.seen[v as usize] != tag);
        }
        let value = missing.iter().copied().min().unwrap_or(c);
        (value, rare_pairs, scanned)
    }

    /// Records heap `n` of value `value`, computed the sparse way with `cost = (rare pairs,
    /// pairs scanned)` or else the dense way, with `splits` splitting digits that apply, and at
    /// the end of a block picks the cheaper way for the next one: the dense way costs `n / 2`
    /// pairs a heap (building `S(n - 1)`); the sparse way is measured, or estimated while dense
    /// from the rare heaps and the scans seen before.
    fn account(&mut self, n: usize, value: u32, cost: Option<(u64, u64)>, splits: u64) {
        let rare = self.is_rare(value);
        let dense = (n / 2) as u64;
        match cost {
            Some((rare_pairs, scanned)) => {
                self.block_cost += rare_pairs + scanned;
                self.block_other += dense;
                if !rare {
                    self.common_scan += scanned;
                    self.common_heaps += 1;
                }
            }
            None => {
                let scan = if rare {
                    splits * dense
                } else {
                    self.common_scan / self.common_heaps.max(1)
                };
                self.block_cost += dense;
                self.block_other += splits * self.rare.len() as u64 + scan;
            }
        }
        if rare {
            self.rare.push((n as u32, value));
        }
        self.narrow.push(value as u16);
        self.heaps[cost.is_none() as usize] += 1;
        self.block_heaps += 1;
        if self.block_heaps == self.block {
            if !self.dense && self.block_cost > self.block_other {
                self.dense = true;
            } else if self.dense && 2 * self.block_other < self.block_cost {
                self.dense = false;
            }
            self.block_heaps = 0;
            self.block_cost = 0;
            self.block_other = 0;
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
///
/// Used by: atcoder-abc278-g.
pub fn octal_grundy(code: &OctalCode, limit: usize) -> Vec<u32> {
    let mut game = OctalGrundy::new(code);
    game.finder = None;
    game.extend_to(limit + 1);
    game.values
}
