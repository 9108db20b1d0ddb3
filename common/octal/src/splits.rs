//! The kernels over the splits of a heap, `(a, m - a)` worth `G(a) xor G(m - a)`, that every
//! engine of the crate runs: mark their values, find a few values among them, and the order in
//! which the sparse-space engines scan them. The plain engine ([`crate::OctalGrundy`]), the
//! sparse-space engine ([`crate::SparseOctal`]) and Grundy's game
//! ([`crate::grundys_game_values`]) share them. Each is `#[inline]`: they are the engines' inner
//! loops, and called from another module a kernel was not inlined (0.16 took 7% longer).

/// A stored value: `u8` or `u16` (the sparse-space engines keep one or two bytes a value) or
/// `u32` (the plain engine).
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

impl Value for u32 {
    fn from_u32(v: u32) -> Self {
        v
    }
}

/// Where the sparse way applies: values below `TABLE`, marked in tables of `TABLE` stamps.
pub(crate) const TABLE: usize = 1024;

/// The rare values still missing when they are compared with the pairs instead of marked.
pub(crate) const FEW: usize = 4;

/// The scan order ([`scan_order`]) is made once there are `4 * ORDER_FROM` values, and covers
/// at most `ORDER_UP_TO` heaps.
pub(crate) const ORDER_FROM: usize = 256;
pub(crate) const ORDER_UP_TO: usize = 1 << 15;

/// The values `G(a) xor G(m - a)` for `from <= a < to` (with `to <= m / 2 + 1`), all below 64,
/// as bits.
#[inline]
pub(crate) fn split_bits<T: Value>(g: &[T], m: usize, from: usize, to: usize) -> u64 {
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

/// Marks `seen[G(a) xor G(m - a)] = 1` for `1 <= a <= m / 2`.
#[inline]
pub(crate) fn mark_splits<T: Value>(g: &[T], m: usize, seen: &mut [u8]) {
    let half = m / 2;
    let (left, right) = (&g[1..=half], &g[m - half..m]);
    let x = |l: T, r: T| (l.into() ^ r.into()) as usize;
    let (lq, rq) = (left.chunks_exact(4), right.rchunks_exact(4));
    let (lt, rt) = (lq.remainder(), rq.remainder());
    for (l, r) in lq.zip(rq) {
        seen[x(l[0], r[3])] = 1;
        seen[x(l[1], r[2])] = 1;
        seen[x(l[2], r[1])] = 1;
        seen[x(l[3], r[0])] = 1;
    }
    for (&l, &r) in lt.iter().zip(rt.iter().rev()) {
        seen[x(l, r)] = 1;
    }
}

/// Marks `seen[G(a) xor G(m - a)] = tag` for `from <= a < to` (with `to <= m / 2 + 1`), values
/// below `seen.len()`, a power of two.
#[inline]
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

/// Removes from `missing` (at most [`FEW`] values) every `G(a) xor G(m - a)` for `from <= a <
/// to` (with `to <= m / 2 + 1`), 64 pairs at a time, stopping when it is empty; the `a` reached.
#[inline]
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
#[inline]
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

/// Marks `seen[v xor window[d]] = tag` for the distances `d` (below `window.len()`, a power of
/// two) and the values `v`: `window` ends at the heap split, so `window[prefix - a] = G(m - a)`.
#[inline]
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
