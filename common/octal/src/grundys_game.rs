//! Grundy's game (split a heap into two unequal heaps) by the rare-value method.

use crate::splits::{
    find_few, mark_order, mark_pairs, scan_order, Value, FEW, ORDER_FROM, ORDER_UP_TO, TABLE,
};

/// The Grundy values `G(0..=limit)` of Grundy's game: a move splits one heap into two non-empty
/// heaps of different sizes, so `G(n) = mex { G(a) xor G(n - a) : 1 <= a < n - a }`.
///
/// No period is known (Flammenkamp computed 2^35 values), and the plain mex costs `n^2 / 4`
/// XORs (2.5e11 to 1e6). The rare-value method of Gangolli-Plambeck and Flammenkamp makes it
/// about linear: a value `v` is rare when `v >> 1` has an even number of bits (mask: every bit
/// but the lowest), and rare heaps are few (1,273 in `1..=1e6`, the last at 82,860; with heap
/// 0, whose value 0 is rare, 1,274). A XOR of two common values (or two rare ones) is rare, so
/// the common options of a heap all come from splits with one rare part, found over the rare
/// heaps; the mex is the least common value `c` not among them unless a rare value below `c` is
/// missing, and those are looked for among the splits, stopping as soon as every one is found:
/// first the common parts `a` below a prefix (a power of two up to a quarter of the table, at
/// most 32768) in turns of their values (the first part of each value, then the second of
/// each, ...), which finds them in far fewer splits than taking the parts in order, then the
/// other parts from the prefix up. The values are the plain mex's whatever the mask and the
/// order (tested against it to 1e5); only the speed depends on them.
///
/// Second-player heaps (`G(n) = 0`): 41 in `1..=1e6` (1, 2, 4, 7, 10, 20, ..., 1222), as
/// [`grundys_game_values`]'s test derives; the largest value to 1e6 is 231, first at 763,622.
///
/// # Constraints
/// Values below 512 (they are below 232 up to 1e6; kept in one byte while below 256).
///
/// # Complexity
/// O(limit * (R + S)) for R rare heaps and S splits scanned per common heap until its missing
/// rare values are found, plus O(limit) per rare heap; O(limit) memory. 1e6 values take about
/// 1.44 s of CPU here (1,273 rare pairs and about 1,040 splits a heap, the splits taken in turns
/// of their values; in order they took about 3,000 to 3,750 splits and 2.12 s), against 2.5e11
/// steps for the plain mex.
///
/// # Example
/// ```
/// use cgt_octal::grundys_game_values;
/// let g = grundys_game_values(12);
/// assert_eq!(g, [0, 0, 0, 1, 0, 2, 1, 0, 2, 1, 0, 2, 1]);
/// ```
///
/// Used by: no judge problem yet.
pub fn grundys_game_values(limit: usize) -> Vec<u32> {
    values_in::<u8>(limit)
        .or_else(|| values_in::<u16>(limit))
        .expect("values below 512")
}

/// A stored value: `u8` (values below 256) or `u16` (below 512), as the sparse-space engine
/// stores its values ([`Value`]).
trait Width: Value {
    /// Values and their XORs are below `TOP`, a power of two (at most [`TABLE`]).
    const TOP: usize;
}

impl Width for u8 {
    const TOP: usize = 256;
}

impl Width for u16 {
    const TOP: usize = 512;
}

/// [`grundys_game_values`] with the values kept as `T`, or `None` if one reaches `T::TOP`.
fn values_in<T: Width>(limit: usize) -> Option<Vec<u32>> {
    let is_rare = |v: u32| (v >> 1).count_ones() % 2 == 0;
    let (rare_values, common_values): (Vec<u32>, Vec<u32>) =
        (0..T::TOP as u32).partition(|&v| is_rare(v));
    let wrap = T::TOP - 1;
    let mut g: Vec<T> = Vec::with_capacity(limit + 1);
    let mut rare: Vec<u32> = Vec::new();
    let mut rare_of: Vec<T> = Vec::new();
    let mut seen = [0u32; TABLE];
    let mut missing: Vec<u32> = Vec::new();
    // The common heaps `1 <= a < prefix` in the order the splits are scanned (`scan_order`),
    // with their values: `(prefix - a) << 16 | G(a)`; `prefix <= n / 4`, doubled as `n` grows.
    let mut prefix = 0;
    let mut order: Vec<u32> = Vec::new();
    for n in 0..=limit {
        let stamp = n as u32 + 1;
        let want = ((n / 4 + 1).next_power_of_two() / 2).min(ORDER_UP_TO);
        if n >= 4 * ORDER_FROM && want > prefix {
            prefix = want;
            order = scan_order(prefix, |a| g[a].into(), |a| is_rare(g[a].into()))
                .into_iter()
                .map(|d| (u32::from(d) << 16) | g[prefix - d as usize].into())
                .collect();
        }
        // The splits with a rare part: a = r or n - a = r, unequal parts (the equal split,
        // r = n / 2, is skipped).
        let below = rare.partition_point(|&r| (r as usize) < n);
        let half_at = rare.partition_point(|&r| 2 * (r as usize) < n);
        let skip = usize::from(half_at < below && 2 * rare[half_at] as usize == n);
        let recent = &g[..n];
        let x = |r: u32, v: T| (v ^ recent[n - r as usize]).into() as usize & wrap;
        for part in [0..half_at, half_at + skip..below] {
            let (rs, vs) = (&rare[part.clone()], &rare_of[part]);
            let (rq, vq) = (rs.chunks_exact(4), vs.chunks_exact(4));
            let (rt, vt) = (rq.remainder(), vq.remainder());
            for (r, v) in rq.zip(vq) {
                seen[x(r[0], v[0])] = stamp;
                seen[x(r[1], v[1])] = stamp;
                seen[x(r[2], v[2])] = stamp;
                seen[x(r[3], v[3])] = stamp;
            }
            for (&r, &v) in rt.iter().zip(vt) {
                seen[x(r, v)] = stamp;
            }
        }
        let c = common_values
            .iter()
            .copied()
            .find(|&v| seen[v as usize] != stamp)?;
        missing.clear();
        missing.extend(
            rare_values
                .iter()
                .copied()
                .take_while(|&v| v < c)
                .filter(|&v| seen[v as usize] != stamp),
        );
        // The rare values below c: among the splits, the common parts below `prefix` first in
        // the order of `scan_order`, then the others, smallest part first.
        let half = (n + 1) / 2; // a < n - a
        let mut done = 0;
        while !missing.is_empty() && done < order.len() {
            // The common heaps below `prefix` first (the rare ones were marked above), their
            // values taken in turns.
            let end = (done + (16 * missing.len()).max(64)).min(order.len());
            mark_order(&g[n - prefix..n], &order[done..end], &mut seen, stamp);
            done = end;
            missing.retain(|&v| seen[v as usize] != stamp);
        }
        let mut a = if order.is_empty() { 1 } else { prefix };
        while !missing.is_empty() && a < half {
            if missing.len() <= FEW {
                // The last few: compared with each pair rather than marked, 64 pairs a block.
                find_few(&g, n, a, half, &mut missing);
                break;
            }
            let end = (a + (16 * missing.len()).max(64)).min(half);
            mark_pairs(&g, n, a, end, &mut seen, stamp);
            a = end;
            missing.retain(|&v| seen[v as usize] != stamp);
        }
        let value = missing.first().copied().unwrap_or(c);
        if is_rare(value) && n >= 1 {
            rare.push(n as u32);
            rare_of.push(T::from_u32(value));
        }
        g.push(T::from_u32(value));
    }
    Some(g.into_iter().map(Into::into).collect())
}

#[cfg(test)]
#[path = "grundys_game/tests.rs"]
mod tests;
