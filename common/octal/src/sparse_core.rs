//! The core of the sparse-space engine ([`crate::SparseOctal`]): the next value the sparse way
//! (rare pairs, then scans of the splits for the rare values still missing) or the dense way,
//! whichever the accounting of the last block found cheaper.

use crate::dense_splits::DenseSplits;
use crate::splits::{
    find_few, mark_order, mark_pairs, scan_order, split_bits, Value, FEW, ORDER_FROM, ORDER_UP_TO,
    TABLE,
};

/// Heaps per block between two comparisons of the costs of the sparse and dense ways.
pub(crate) const BLOCK: usize = 1024;

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

/// Everything of the sparse-space engine but the values: how values are classed (the mask, the
/// rare heaps), what is known of the split sets being scanned, the dense way, and the
/// accounting that picks the cheaper way for each block of heaps.
#[derive(Clone, Debug)]
pub(crate) struct Core {
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
    /// The dense way: the split sets of the last k heaps left as bitsets.
    splits: DenseSplits,
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

/// The scan order is made only once the common heaps have scanned more than `ORDER_SCANS`
/// splits each on average.
const ORDER_SCANS: u64 = 100;

impl Core {
    /// The engine of the game with `digits`, before its first value: the dense way until
    /// [`Core::begin`].
    pub(crate) fn new(digits: &[u8]) -> Self {
        let split_moves = (1..=digits.len())
            .filter(|&j| digits[j - 1] & 4 != 0)
            .collect();
        Core {
            digits: digits.to_vec(),
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
            splits: DenseSplits::default(),
            dense: true,
            block: BLOCK,
            heaps: [0; 2],
            block_heaps: 0,
            block_cost: 0,
            block_other: 0,
            common_scan: 0,
            common_heaps: 0,
        }
    }

    /// Starts the sparse way after the first `values` (computed the dense way, `largest` the
    /// largest of them), comparing the costs of the two ways every `block` heaps: the mask is
    /// the one that makes the fewest of their second half rare.
    pub(crate) fn begin(&mut self, values: &[u32], largest: u32, block: usize) {
        self.words = (largest as usize + 1).next_power_of_two().max(64) / 64;
        self.block = block;
        self.dense = self.split_moves.is_empty() || 64 * self.words > TABLE;
        let tail = &values[values.len() / 2..];
        let bits = 32 - tail.iter().max().unwrap().leading_zeros();
        self.mask = (1..1u32 << bits.max(1))
            .min_by_key(|&mask| {
                tail.iter()
                    .filter(|&&v| (v & mask).count_ones() % 2 == 0)
                    .count()
            })
            .unwrap_or(1);
        let (rare, common): (Vec<u32>, Vec<u32>) =
            (0..TABLE as u32).partition(|&v| self.is_rare(v));
        self.rare_bits = rare
            .iter()
            .filter(|&&v| v < 64)
            .fold(0, |bits, &v| bits | 1 << v);
        self.rare_values = rare;
        self.common_values = common;
        for (n, &v) in values.iter().enumerate().skip(1) {
            if self.is_rare(v) {
                self.rare.push(n as u32);
                self.rare_of.push(v as u16);
                self.rare_packed.push((n as u64) << 16 | u64::from(v));
            }
        }
    }

    /// Whether `value` is rare: `value & mask` has an even number of bits.
    fn is_rare(&self, value: u32) -> bool {
        (value & self.mask).count_ones() % 2 == 0
    }

    /// The mask of the rare values, once [`Core::begin`] chose it.
    pub(crate) fn mask(&self) -> Option<u32> {
        (self.mask != 0).then_some(self.mask)
    }

    /// The heaps `n >= 1` whose values are rare, in order.
    pub(crate) fn rare_heaps(&self) -> &[u32] {
        &self.rare
    }

    /// How many heaps were computed the sparse way and how many the dense way since
    /// [`Core::begin`].
    pub(crate) fn ways(&self) -> (u64, u64) {
        (self.heaps[0], self.heaps[1])
    }
    /// The next value, `G(g.len())`, the sparse way or the dense way.
    #[inline]
    pub(crate) fn next<T: Value>(&mut self, g: &[T]) -> u32 {
        let bound = 64 * self.words;
        if self.dense || bound > TABLE {
            let value = self
                .splits
                .value(&self.digits, &self.split_moves, g, self.words);
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

    /// Records the value of the next heap: the rare list and the bitset width.
    pub(crate) fn record(&mut self, value: u32) {
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
