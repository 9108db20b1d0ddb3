//! The sparse-space (rare-value) engine of Gangolli-Plambeck and Flammenkamp: long records in
//! one or two bytes a value.

use crate::code::OctalCode;
use crate::engine::OctalGrundy;
use crate::period::{least_periodicity, CompactFinder};
use cgt_mex::EventualPeriod;

/// The octal game's values `G(0), G(1), ...` computed by the sparse-space method of
/// Gangolli-Plambeck and Flammenkamp, in one byte a value (two once a value reaches 256), with
/// the eventual period certified by the octal periodicity theorem as in [`OctalGrundy`] (the
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
/// plain way ([`OctalGrundy`]) and the mask is the one that makes the fewest of their second
/// half rare.
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
/// block the cheaper way (a bitset of values per split set, as [`OctalGrundy`] does). Values of
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

/// A stored value: `u8` or `u16`.
pub(crate) trait Value: Copy + Eq + Into<u32> + std::ops::BitXor<Output = Self> {
    /// The value `v` in this width (cut to it).
    fn from_u32(v: u32) -> Self;
}

impl Value for u8 {
    fn from_u32(v: u32) -> Self {
        v as u8
    }
}

impl Value for u16 {
    fn from_u32(v: u32) -> Self {
        v as u16
    }
}

/// How far [`SparseOctal::certify_with`] got: passed to its callback every `every` values.
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

/// Where the sparse way applies: values below `TABLE`.
pub(crate) const TABLE: usize = 1024;

/// Heaps per block between two comparisons of the costs of the sparse and dense ways.
const BLOCK: usize = 1024;

/// What is known of the split set `S(m)`: every option with a rare part, and the splits
/// `1 <= a < next`; as bits while the values are below 64, else `seen[v] == tag`.
#[derive(Clone, Debug)]
struct Slot {
    m: usize,
    /// The splits `(a, m - a)` of the common `a` in `order[..done]` are scanned (see
    /// [`scan_order`]), then the splits `prefix <= a < next`.
    done: usize,
    next: usize,
    bits: u64,
    seen: Box<[u32; TABLE]>,
}

impl Slot {
    fn tag(&self) -> u32 {
        self.m as u32 + 1
    }
}

/// Everything but the values.
#[derive(Clone, Debug)]
struct Core {
    digits: Vec<u8>,
    split_moves: Vec<usize>,
    /// A value `v` is rare when `v & mask` has an even number of bits, common otherwise.
    mask: u32,
    /// The rare values below 64 as bits; the common and the rare values below `TABLE`.
    rare_bits: u64,
    common_values: Vec<u32>,
    rare_values: Vec<u32>,
    /// The heaps `n >= 1` whose value is rare, and their values.
    rare: Vec<u32>,
    rare_of: Vec<u16>,
    /// The same, packed as `n << 16 | G(n)`.
    rare_packed: Vec<u64>,
    /// Values so far (and their XORs) are below `64 * words`.
    words: usize,
    /// The bitset width `slots` were made for (they are begun again when it grows).
    slot_words: usize,
    slots: Vec<Slot>,
    /// `marked[v] == stamp`: `v` is an option of the heap being computed.
    marked: Box<[u32; TABLE]>,
    stamp: u32,
    missing: Vec<u32>,
    /// The common heaps below `prefix` as distances `prefix - a`, in the order the split sets
    /// scan them ([`scan_order`]), with their values: `(prefix - a) << 16 | G(a)`; made for the
    /// table way.
    prefix: usize,
    order: Vec<u32>,
    /// The dense way: `S(m)` in slot `m % k` of `ring_width` words for `ring_len - k <= m <
    /// ring_len`, the options, and one byte a value.
    ring: Vec<u64>,
    ring_width: usize,
    ring_len: usize,
    options: Vec<u64>,
    seen: Vec<u8>,
    /// The accounting of the two ways ([`Core::account`]).
    dense: bool,
    block: usize,
    heaps: [u64; 2],
    block_heaps: usize,
    block_cost: u64,
    block_other: u64,
    common_scan: u64,
    common_heaps: u64,
}

impl Core {
    fn is_rare(&self, value: u32) -> bool {
        (value & self.mask).count_ones() % 2 == 0
    }
}

/// The values `G(a) xor G(m - a)` for `from <= a < to` (with `to <= m / 2 + 1`), all below 64,
/// as bits.
fn split_bits<T: Value>(g: &[T], m: usize, from: usize, to: usize) -> u64 {
    let left = &g[from..to];
    // right[len - 1 - i] = G(m - from - i), the partner of left[i].
    let right = &g[m + 1 - to..m + 1 - from];
    let bit = |l: T, r: T| 1u64 << ((l.into() ^ r.into()) & 63);
    let mut acc = [0; 4];
    let (lq, rq) = (left.chunks_exact(4), right.rchunks_exact(4));
    let (lt, rt) = (lq.remainder(), rq.remainder());
    for (l, r) in lq.zip(rq) {
        acc[0] |= bit(l[0], r[3]);
        acc[1] |= bit(l[1], r[2]);
        acc[2] |= bit(l[2], r[1]);
        acc[3] |= bit(l[3], r[0]);
    }
    for (&l, &r) in lt.iter().zip(rt.iter().rev()) {
        acc[0] |= bit(l, r);
    }
    (acc[0] | acc[1]) | (acc[2] | acc[3])
}

/// The rare values still missing when they are compared with the pairs instead of marked.
pub(crate) const FEW: usize = 4;

/// Removes from `missing` (at most [`FEW`] values) every `G(a) xor G(m - a)` for `from <= a <
/// to` (with `to <= m / 2 + 1`), 64 pairs at a time, stopping when it is empty; the `a` reached.
pub(crate) fn find_few<T: Value>(
    g: &[T],
    m: usize,
    from: usize,
    to: usize,
    missing: &mut Vec<u32>,
) -> usize {
    let mut a = from;
    while !missing.is_empty() && a < to {
        let mut targets = [T::from_u32(missing[0]); FEW];
        for (t, &v) in targets.iter_mut().zip(missing.iter()) {
            *t = T::from_u32(v);
        }
        let end = (a + 64).min(to);
        let (left, right) = (&g[a..end], &g[m + 1 - end..m + 1 - a]);
        let mut hit = false;
        for (&l, &r) in left.iter().zip(right.iter().rev()) {
            let x = l ^ r;
            hit |= (x == targets[0]) | (x == targets[1]) | (x == targets[2]) | (x == targets[3]);
        }
        if hit {
            missing.retain(|&v| {
                !left
                    .iter()
                    .zip(right.iter().rev())
                    .any(|(&l, &r)| (l ^ r).into() == v)
            });
        }
        a = end;
    }
    a
}

/// The heaps `1 <= a < prefix` that are not rare, in the order a search for the rare values
/// among the splits `(a, m - a)` takes them, as the distances `prefix - a`: the first heap of
/// each value, then the second of each, and so on (in turns, each turn in the order of the
/// heaps). Taking the values in turns finds every missing rare value in fewer splits than
/// taking the heaps in order (Officers: about 1,270 splits a heap against 2,800).
///
/// # Constraints
/// `prefix <= 65536`.
pub(crate) fn scan_order(
    prefix: usize,
    value: impl Fn(usize) -> u32,
    rare: impl Fn(usize) -> bool,
) -> Vec<u16> {
    let mut count: Vec<u32> = Vec::new();
    let mut keyed: Vec<u64> = Vec::with_capacity(prefix);
    for a in 1..prefix {
        if rare(a) {
            continue;
        }
        let v = value(a) as usize;
        if v >= count.len() {
            count.resize(v + 1, 0);
        }
        keyed.push((u64::from(count[v]) << 32) | a as u64);
        count[v] += 1;
    }
    keyed.sort_unstable();
    keyed
        .into_iter()
        .map(|key| (prefix - key as u32 as usize) as u16)
        .collect()
}

/// The scan order ([`scan_order`]) is made once there are `4 * ORDER_FROM` values, and covers
/// at most `ORDER_UP_TO` heaps.
const ORDER_FROM: usize = 256;
const ORDER_UP_TO: usize = 1 << 15;

/// The scan order is made only once the common heaps have scanned more than `ORDER_SCANS`
/// splits each on average.
const ORDER_SCANS: u64 = 100;

/// Marks `seen[v xor window[d]] = tag` for the distances `d` (below `window.len()`, a power of
/// two) and the values `v`: `window` ends at the heap split, so `window[prefix - a] = G(m - a)`.
pub(crate) fn mark_order<T: Value>(window: &[T], dvs: &[u32], seen: &mut [u32; TABLE], tag: u32) {
    let spread = window.len() - 1;
    let x =
        |dv: u32| ((dv & 0xffff) ^ window[(dv >> 16) as usize & spread].into()) as usize % TABLE;
    let dq = dvs.chunks_exact(4);
    let dt = dq.remainder();
    for dv in dq {
        seen[x(dv[0])] = tag;
        seen[x(dv[1])] = tag;
        seen[x(dv[2])] = tag;
        seen[x(dv[3])] = tag;
    }
    for &dv in dt {
        seen[x(dv)] = tag;
    }
}

/// Marks `seen[G(a) xor G(m - a)] = tag` for `from <= a < to` (with `to <= m / 2 + 1`), values
/// below `seen.len()`, a power of two.
pub(crate) fn mark_pairs<T: Value>(
    g: &[T],
    m: usize,
    from: usize,
    to: usize,
    seen: &mut [u32],
    tag: u32,
) {
    let left = &g[from..to];
    let right = &g[m + 1 - to..m + 1 - from];
    let wrap = seen.len() - 1;
    let x = |l: T, r: T| (l.into() ^ r.into()) as usize & wrap;
    let (lq, rq) = (left.chunks_exact(4), right.rchunks_exact(4));
    let (lt, rt) = (lq.remainder(), rq.remainder());
    for (l, r) in lq.zip(rq) {
        seen[x(l[0], r[3])] = tag;
        seen[x(l[1], r[2])] = tag;
        seen[x(l[2], r[1])] = tag;
        seen[x(l[3], r[0])] = tag;
    }
    for (&l, &r) in lt.iter().zip(rt.iter().rev()) {
        seen[x(l, r)] = tag;
    }
}

impl SparseOctal {
    /// The game `code` with only `G(0) = 0` computed.
    pub fn new(code: &OctalCode) -> Self {
        let digits = code.digits().to_vec();
        let split_moves = (1..=digits.len())
            .filter(|&j| digits[j - 1] & 4 != 0)
            .collect();
        SparseOctal {
            store: Store::Narrow(vec![0]),
            core: Core {
                digits,
                split_moves,
                mask: 0,
                rare_bits: 0,
                common_values: Vec::new(),
                rare_values: Vec::new(),
                rare: Vec::new(),
                rare_of: Vec::new(),
                rare_packed: Vec::new(),
                words: 1,
                slot_words: 0,
                slots: Vec::new(),
                marked: Box::new([0; TABLE]),
                stamp: 0,
                missing: Vec::new(),
                prefix: 0,
                order: Vec::new(),
                ring: Vec::new(),
                ring_width: 0,
                ring_len: 0,
                options: Vec::new(),
                seen: Vec::new(),
                dense: true,
                block: BLOCK,
                heaps: [0; 2],
                block_heaps: 0,
                block_cost: 0,
                block_other: 0,
                common_scan: 0,
                common_heaps: 0,
            },
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
        (self.core.mask != 0).then_some(self.core.mask)
    }

    /// The heaps whose values are rare, heap 0 included (its value 0 is rare for every mask),
    /// once the sparse engine has started.
    pub fn rare_heaps(&self) -> Vec<u32> {
        if self.core.mask == 0 {
            return Vec::new();
        }
        std::iter::once(0)
            .chain(self.core.rare.iter().copied())
            .collect()
    }

    /// How many heaps were computed the sparse way and how many the plain way (where that was
    /// cheaper) since the sparse engine started.
    pub fn ways(&self) -> (u64, u64) {
        (self.core.heaps[0], self.core.heaps[1])
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
        if self.len() == 1 && self.core.mask == 0 {
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
                                self.period = Some(least_periodicity(g, n0, p));
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
                                self.period = Some(least_periodicity(g, n0, p));
                                self.finder = None;
                            }
                        }
                    }
                }
            }
            if self.len() % every == 0 {
                let report = SparseProgress {
                    values: self.len(),
                    rare_heaps: self.core.rare.len() + 1,
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
                Store::Narrow(g) => finder.observe(g).map(|(n0, p)| least_periodicity(g, n0, p)),
                Store::Wide(g) => finder.observe(g).map(|(n0, p)| least_periodicity(g, n0, p)),
            };
            if found.is_some() {
                self.period = found;
                self.finder = None;
            }
        }
    }

    /// The first `plain` values the plain way (with the period search), then the mask from
    /// the second half of them.
    fn start(&mut self, plain: usize, block: usize) {
        let code = OctalCode::from_digits(&self.core.digits).expect("a valid code");
        let mut first = OctalGrundy::new(&code);
        first.extend_to(plain.max(1));
        let values = first.values();
        for &v in &values[1..] {
            assert!(v < 1 << 16, "the sparse engine keeps values below 65536");
            self.largest = self.largest.max(v);
            match &mut self.store {
                Store::Narrow(g) if v < 256 => g.push(v as u8),
                Store::Narrow(g) => {
                    let mut wide: Vec<u16> = g.iter().map(|&v| u16::from(v)).collect();
                    wide.push(v as u16);
                    self.store = Store::Wide(wide);
                }
                Store::Wide(g) => g.push(v as u16),
            }
            self.observe();
            if self.period.is_some() {
                return;
            }
        }
        let core = &mut self.core;
        core.words = (self.largest as usize + 1).next_power_of_two().max(64) / 64;
        core.block = block;
        core.dense = core.split_moves.is_empty() || 64 * core.words > TABLE;
        let tail = &values[values.len() / 2..];
        let bits = 32 - tail.iter().max().unwrap().leading_zeros();
        core.mask = (1..1u32 << bits.max(1))
            .min_by_key(|&mask| {
                tail.iter()
                    .filter(|&&v| (v & mask).count_ones() % 2 == 0)
                    .count()
            })
            .unwrap_or(1);
        let (rare, common): (Vec<u32>, Vec<u32>) =
            (0..TABLE as u32).partition(|&v| core.is_rare(v));
        core.rare_bits = rare
            .iter()
            .filter(|&&v| v < 64)
            .fold(0, |bits, &v| bits | 1 << v);
        core.rare_values = rare;
        core.common_values = common;
        for (n, &v) in values.iter().enumerate().skip(1) {
            if core.is_rare(v) {
                core.rare.push(n as u32);
                core.rare_of.push(v as u16);
                core.rare_packed.push((n as u64) << 16 | u64::from(v));
            }
        }
    }
}

impl Core {
    /// The next value, `G(g.len())`, the sparse way or the dense way.
    fn next<T: Value>(&mut self, g: &[T]) -> u32 {
        let bound = 64 * self.words;
        if self.dense || bound > TABLE {
            let value = self.dense_value(g);
            self.account(g.len(), value, None);
            return value;
        }
        if self.slot_words != self.words {
            // Begin the split sets again at the new width.
            self.slots.clear();
            self.slot_words = self.words;
        }
        let k = self.digits.len();
        if self.slots.len() < k {
            self.slots.resize_with(k, || Slot {
                m: usize::MAX,
                done: 0,
                next: 1,
                bits: 0,
                seen: Box::new([0; TABLE]),
            });
        }
        let n = g.len();
        let want = ((n / 4 + 1).next_power_of_two() / 2).min(ORDER_UP_TO);
        // Only where the scans are long (Officers: 2,800 splits a heap in order; 0.354: about
        // 50, where the order would cost more than it saves).
        let long = self.common_scan > ORDER_SCANS * self.common_heaps;
        if self.words > 1 && long && n >= 4 * ORDER_FROM && n >= 8 * k && want > self.prefix {
            // A longer scan order; the split sets begin again with it.
            self.prefix = want;
            self.order = scan_order(want, |a| g[a].into(), |a| self.is_rare(g[a].into()))
                .into_iter()
                .map(|d| (u32::from(d) << 16) | g[want - d as usize].into())
                .collect();
            self.slots.iter_mut().for_each(|slot| slot.m = usize::MAX);
        }
        let (value, rare_pairs, scanned) = if self.words == 1 {
            self.narrow_value(g)
        } else {
            self.table_value(g, bound as u32)
        };
        self.account(g.len(), value, Some((rare_pairs, scanned)));
        value
    }

    /// The sparse way while the values are below 64: every set is a word.
    fn narrow_value<T: Value>(&mut self, g: &[T]) -> (u32, u64, u64) {
        let n = g.len();
        let k = self.digits.len();
        let mut known = 0u64;
        for (i, &d) in self.digits.iter().enumerate() {
            let j = i + 1;
            if d & 1 != 0 && n == j {
                known |= 1;
            }
            if d & 2 != 0 && n > j {
                known |= 1 << g[n - j].into();
            }
        }
        let mut rare_pairs = 0;
        let mut active = [0usize; 16];
        let mut count = 0;
        for &j in &self.split_moves {
            if n < j + 2 {
                continue;
            }
            let m = n - j;
            let slot = &mut self.slots[m % k];
            if slot.m != m {
                slot.m = m;
                slot.done = 0;
                slot.next = 1;
                let rare = self.rare.partition_point(|&r| (r as usize) < m);
                let mut bits = 0u64;
                for (&r, &v) in self.rare[..rare].iter().zip(&self.rare_of[..rare]) {
                    bits |= 1 << ((u32::from(v) ^ g[m - r as usize].into()) & 63);
                }
                slot.bits = bits;
                rare_pairs += rare as u64;
            }
            known |= slot.bits;
            if count < active.len() {
                active[count] = m % k;
                count += 1;
            }
        }
        let free = !(known | self.rare_bits);
        let c = free.trailing_zeros();
        let below = if c >= 64 { u64::MAX } else { (1 << c) - 1 };
        let mut missing = self.rare_bits & !known & below;
        let mut scanned = 0;
        while missing != 0 {
            let mut best = usize::MAX;
            for &i in &active[..count] {
                let slot = &self.slots[i];
                if slot.next <= slot.m / 2
                    && (best == usize::MAX || slot.next < self.slots[best].next)
                {
                    best = i;
                }
            }
            if best == usize::MAX {
                break;
            }
            let slot = &mut self.slots[best];
            let (m, from) = (slot.m, slot.next);
            let to = (from + (from / 4).clamp(32, 2048)).min(m / 2 + 1);
            slot.bits |= split_bits(g, m, from, to);
            slot.next = to;
            scanned += (to - from) as u64;
            missing &= !slot.bits;
        }
        let value = if missing != 0 {
            missing.trailing_zeros()
        } else {
            c
        };
        (value, rare_pairs, scanned)
    }

    /// The sparse way for values below `bound <= TABLE`: the sets are tables of stamps.
    fn table_value<T: Value>(&mut self, g: &[T], bound: u32) -> (u32, u64, u64) {
        let n = g.len();
        let k = self.digits.len();
        self.stamp = self.stamp.wrapping_add(1);
        if self.stamp == 0 {
            self.marked.iter_mut().for_each(|m| *m = 0);
            self.stamp = 1;
        }
        let stamp = self.stamp;
        let marked = &mut *self.marked;
        for (i, &d) in self.digits.iter().enumerate() {
            let j = i + 1;
            if d & 1 != 0 && n == j {
                marked[0] = stamp;
            }
            if d & 2 != 0 && n > j {
                marked[g[n - j].into() as usize % TABLE] = stamp;
            }
        }
        let mut rare_pairs = 0;
        let mut active = Vec::with_capacity(self.split_moves.len());
        for &j in &self.split_moves {
            if n < j + 2 {
                continue;
            }
            let m = n - j;
            let slot = &mut self.slots[m % k];
            if slot.m != m {
                slot.m = m;
                slot.done = 0;
                slot.next = if self.order.is_empty() {
                    1
                } else {
                    self.prefix
                };
                let tag = slot.tag();
                let seen = &mut *slot.seen;
                let rare = self.rare.partition_point(|&r| (r as usize) < m);
                let recent = &g[..m];
                let x = |p: u64| {
                    ((p as u32 & 0xffff) ^ recent[m - (p >> 16) as usize].into()) as usize % TABLE
                };
                let rq = self.rare_packed[..rare].chunks_exact(4);
                let rt = rq.remainder();
                for p in rq {
                    seen[x(p[0])] = tag;
                    seen[x(p[1])] = tag;
                    seen[x(p[2])] = tag;
                    seen[x(p[3])] = tag;
                }
                for &p in rt {
                    seen[x(p)] = tag;
                }
                rare_pairs += rare as u64;
            }
            active.push(m % k);
        }
        let slots = &self.slots;
        let known = |v: u32| {
            marked[v as usize] == stamp
                || active
                    .iter()
                    .any(|&i| slots[i].seen[v as usize] == slots[i].tag())
        };
        let c = self
            .common_values
            .iter()
            .copied()
            .take_while(|&v| v < bound)
            .find(|&v| !known(v))
            .unwrap_or(bound);
        let missing = &mut self.missing;
        missing.clear();
        missing.extend(
            self.rare_values
                .iter()
                .copied()
                .take_while(|&v| v < c)
                .filter(|&v| !known(v)),
        );
        let mut scanned = 0;
        let (order, prefix) = (&self.order[..], self.prefix);
        // A split set's scan begins at `order[0]`, then at `a = start`; `progress` counts the
        // splits scanned, from 1.
        let start = if order.is_empty() { 1 } else { prefix };
        let progress = |slot: &Slot| slot.done + slot.next + 1 - start;
        while !missing.is_empty() {
            if let ([i], true) = (&active[..], missing.len() <= FEW) {
                let slot = &self.slots[*i];
                if slot.done == order.len() {
                    // One split set, its order scanned, and the last few values: compared
                    // with each pair rather than marked (the set's scan does not advance).
                    let (m, from) = (slot.m, slot.next);
                    scanned += (find_few(g, m, from, m / 2 + 1, missing) - from) as u64;
                    break;
                }
            }
            let Some(i) = active
                .iter()
                .copied()
                .filter(|&i| {
                    let slot = &self.slots[i];
                    slot.done < order.len() || slot.next <= slot.m / 2
                })
                .min_by_key(|&i| progress(&self.slots[i]))
            else {
                break;
            };
            let slot = &mut self.slots[i];
            let (m, tag, from) = (slot.m, slot.tag(), slot.next);
            // One set: chunks sized by the values still missing (each chunk is followed by a
            // look at them); several: a quarter of the way done, as the scans are shared.
            let step = if active.len() == 1 {
                (16 * missing.len()).max(64)
            } else {
                (progress(slot) / 4).clamp(32, 2048)
            };
            if slot.done < order.len() {
                // The common heaps below `prefix` first, their values in turns.
                let end = (slot.done + step).min(order.len());
                mark_order(
                    &g[m - prefix..m],
                    &order[slot.done..end],
                    &mut slot.seen,
                    tag,
                );
                scanned += (end - slot.done) as u64;
                slot.done = end;
            } else {
                let to = (from + step).min(m / 2 + 1);
                mark_pairs(g, m, from, to, &mut slot.seen[..], tag);
                scanned += (to - from) as u64;
                slot.next = to;
            }
            missing.retain(|&v| slot.seen[v as usize] != tag);
        }
        let value = missing.iter().copied().min().unwrap_or(c);
        (value, rare_pairs, scanned)
    }

    /// The next value the dense way: the split sets of the last k heaps left as bitsets, one
    /// OR per splitting digit.
    fn dense_value<T: Value>(&mut self, g: &[T]) -> u32 {
        let n = g.len();
        let k = self.digits.len();
        let words = self.words;
        if !self.split_moves.is_empty() {
            if self.ring_width != words {
                self.ring = vec![0; k * words];
                self.ring_width = words;
                self.ring_len = 0;
            }
            self.ring_len = self.ring_len.max(n.saturating_sub(k));
            if self.seen.len() < 64 * words {
                self.seen.resize(64 * words, 0);
            }
            while self.ring_len < n {
                let m = self.ring_len;
                let set = &mut self.ring[(m % k) * words..][..words];
                set.iter_mut().for_each(|w| *w = 0);
                let seen = &mut self.seen[..64 * words];
                let half = m / 2;
                for a in 1..=half {
                    seen[(g[a].into() ^ g[m - a].into()) as usize] = 1;
                }
                for (x, s) in seen.iter_mut().enumerate() {
                    set[x >> 6] |= u64::from(*s) << (x & 63);
                    *s = 0;
                }
                self.ring_len += 1;
            }
        }
        let options = &mut self.options;
        options.clear();
        options.resize(words, 0);
        for (i, &d) in self.digits.iter().enumerate() {
            let j = i + 1;
            if d & 1 != 0 && n == j {
                options[0] |= 1;
            }
            if d & 2 != 0 && n > j {
                let v = g[n - j].into() as usize;
                options[v >> 6] |= 1 << (v & 63);
            }
        }
        for &j in &self.split_moves {
            if n >= j + 2 {
                let set = &self.ring[((n - j) % k) * words..][..words];
                for (o, s) in options.iter_mut().zip(set) {
                    *o |= s;
                }
            }
        }
        options
            .iter()
            .position(|&w| w != u64::MAX)
            .map_or(64 * words, |i| 64 * i + options[i].trailing_ones() as usize) as u32
    }

    /// Records the value of the next heap: the rare list and the bitset width.
    fn record(&mut self, value: u32) {
        let needed = (value as usize + 1).next_power_of_two().max(64) / 64;
        self.words = self.words.max(needed);
    }

    /// Accounts for heap `n` of value `value`, computed the sparse way with `cost = (rare
    /// pairs, pairs scanned)` or else the dense way, and at the end of a block picks the
    /// cheaper way for the next one: the dense way costs `n / 2` pairs a heap (building `S(n -
    /// 1)`); the sparse way is measured, or estimated while dense from the rare heaps and the
    /// scans seen before.
    fn account(&mut self, n: usize, value: u32, cost: Option<(u64, u64)>) {
        if self.mask == 0 {
            return;
        }
        let rare = self.is_rare(value);
        let dense = (n / 2) as u64;
        let splits = self.split_moves.iter().filter(|&&j| n >= j + 2).count() as u64;
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
            self.rare.push(n as u32);
            self.rare_of.push(value as u16);
            self.rare_packed.push((n as u64) << 16 | u64::from(value));
        }
        self.heaps[cost.is_none() as usize] += 1;
        self.block_heaps += 1;
        if self.block_heaps == self.block {
            if self.split_moves.is_empty() || (!self.dense && self.block_cost > self.block_other) {
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
