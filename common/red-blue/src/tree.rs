//! Rooted red-blue trees of any size: the edge rule bottom up, on sparse binary fractions.

use cgt_big_dyadic::{BigDyadic, BigInt};
use std::collections::HashSet;
use std::hash::{BuildHasherDefault, Hasher};

/// A multiplicative hash for the bit positions (small integers): SipHash is not needed here.
#[derive(Default)]
struct PositionHasher(u64);

impl Hasher for PositionHasher {
    fn finish(&self) -> u64 {
        self.0
    }

    fn write(&mut self, bytes: &[u8]) {
        for &b in bytes {
            self.0 = (self.0.rotate_left(5) ^ b as u64).wrapping_mul(0x51_7c_c1_b7_27_22_0a_95);
        }
    }

    fn write_i64(&mut self, value: i64) {
        self.0 = (value as u64).wrapping_mul(0x9e37_79b9_7f4a_7c15);
    }
}

type Positions = HashSet<i64, BuildHasherDefault<PositionHasher>>;

/// A number `integer + fraction`, the fraction in `[0, 1)` kept as the set of its one bits: a
/// key `p` stands for `2^-(p + shift)`. Shifting the whole fraction is O(1) (change `shift`),
/// adding a bit carries into the bit above, and two values merge by inserting the bits of the
/// smaller into the larger.
struct Sparse {
    integer: i64,
    shift: i64,
    bits: Positions,
}

impl Sparse {
    fn zero() -> Self {
        Sparse {
            integer: 0,
            shift: 0,
            bits: Positions::default(),
        }
    }

    /// Adds `2^-position` (`position >= 1`), carrying.
    fn add_bit(&mut self, mut position: i64) {
        while self.bits.remove(&(position - self.shift)) {
            position -= 1;
            if position == 0 {
                self.integer += 1;
                return;
            }
        }
        self.bits.insert(position - self.shift);
    }

    /// `self + other`, reusing the larger set.
    fn merge(self, other: Sparse) -> Sparse {
        let (mut large, small) = if self.bits.len() >= other.bits.len() {
            (self, other)
        } else {
            (other, self)
        };
        large.integer += small.integer;
        for key in small.bits {
            large.add_bit(key + small.shift);
        }
        large
    }

    /// The edge rule for an edge under this value (`blue`: Left's edge).
    fn under_edge(&mut self, blue: bool) {
        let positive = self.integer > 0 || (self.integer == 0 && !self.bits.is_empty());
        let negative = self.integer < 0;
        if blue && !negative {
            self.integer += 1; // x >= 0: x + 1
        } else if !blue && !positive {
            self.integer -= 1; // x <= 0: x - 1
        } else if blue {
            // x = i + f with i <= -1: (x + k) / 2^(k-1) with k = 1 - i + (f = 0 ? 1 : 0) is
            // (1 + f) · 2^i: the fraction moves down by -i places, under a new bit 2^i.
            let places = -self.integer;
            self.shift += places;
            self.add_bit(places);
            self.integer = 0;
        } else {
            // x = i + f > 0 with i >= 0: the red edge gives -2^-i + f · 2^-(i+1), that is
            // -1 + (2^-1 + ... + 2^-i) + f · 2^-(i+1).
            let places = self.integer;
            self.shift += places + 1;
            for position in 1..=places {
                self.add_bit(position);
            }
            self.integer = -1;
        }
    }

    fn to_dyadic(&self) -> BigDyadic {
        let positions: Vec<i64> = self.bits.iter().map(|&k| k + self.shift).collect();
        let exponent = positions.iter().copied().max().unwrap_or(0) as u64;
        let mut words = vec![0u64; (exponent / 64 + 1) as usize];
        for p in positions {
            let bit = exponent - p as u64;
            words[(bit / 64) as usize] |= 1 << (bit % 64);
        }
        let fraction = BigInt::from_words(false, words);
        let numerator = &BigInt::from(self.integer).shl(exponent) + &fraction;
        BigDyadic::new(numerator, exponent)
    }
}

/// The value of a red-blue Hackenbush tree: vertices `0..n`, the ground at `root`, edges
/// `(u, v, blue)` (ends in any order; `blue` for Left's edges, else Right's). A move deletes
/// one own edge; the part no longer connected to the root falls.
///
/// Bottom up: a vertex is worth the sum of its child edges' values (the branches at a vertex
/// are a sum of games), and an edge is worth [`edge_value`](crate::edge_value) of the value of
/// its child vertex. The values are kept as an integer plus the set of one bits of the fraction:
/// the edge rule is then a shift of the whole set (O(1)) plus new bits, a sum inserts the bits
/// of the smaller set into the larger (each bit moves O(log n) times), and a carry removes a
/// bit for each step. The runs of bits that a red edge over a large positive integer `i` writes
/// (`i` bits) are paid for by the `i` edges that built the integer. The search is iterative
/// (a breadth-first order, then the vertices in reverse), so a path of 1e5 vertices is safe.
///
/// Edges not connected to the root fall at once and are ignored.
///
/// # Constraints
/// `root < n`; every end `< n`; the edges form a forest (no cycle: for pictures with cycles,
/// [`graph_value`](crate::graph_value)).
///
/// # Complexity
/// O(n log n) bit insertions into hash sets (expected O(1) each), plus the carries and runs
/// (O(n) in all), plus O(b) to write the answer of `b` bits (at most about `n + log n`): about
/// 20 to 55 ms of CPU for 1e5 vertices in `cargo x bench codechef-gerald08` (paths, random
/// trees, brooms), 17 MiB at most.
///
/// # Example
/// ```
/// use cgt_red_blue::{stalk_value, tree_value};
/// // A blue edge holding a red stalk of two and a blue leaf: {blue under (-2 + 1)} = {blue under -1} = 1/2.
/// let edges = [(0, 1, true), (1, 2, false), (2, 3, false), (1, 4, true)];
/// assert_eq!(tree_value(5, 0, &edges).to_string(), "1/2");
/// // A path is a stalk.
/// let path: Vec<(usize, usize, bool)> = (0..100).map(|i| (i + 1, i, i % 3 == 0)).collect();
/// let colours: Vec<bool> = (0..100).map(|i| i % 3 == 0).collect();
/// assert_eq!(tree_value(101, 0, &path), stalk_value(&colours));
/// ```
///
/// Used by: codechef-gerald08.
pub fn tree_value(n: usize, root: usize, edges: &[(usize, usize, bool)]) -> BigDyadic {
    assert!(root < n, "the root {root} is not a vertex of 0..{n}");
    let mut start = vec![0usize; n + 1];
    for &(u, v, _) in edges {
        assert!(u < n && v < n, "edge ({u}, {v}) leaves 0..{n}");
        start[u + 1] += 1;
        start[v + 1] += 1;
    }
    for v in 0..n {
        start[v + 1] += start[v];
    }
    let mut fill = start.clone();
    let mut adjacent = vec![(0usize, false); 2 * edges.len()];
    for &(u, v, blue) in edges {
        adjacent[fill[u]] = (v, blue);
        fill[u] += 1;
        adjacent[fill[v]] = (u, blue);
        fill[v] += 1;
    }
    // Breadth-first order from the root, with each vertex's parent edge colour.
    let mut seen = vec![false; n];
    let mut order = vec![root];
    let mut parent = vec![(usize::MAX, false); n];
    seen[root] = true;
    let mut head = 0;
    while head < order.len() {
        let v = order[head];
        head += 1;
        for &(w, blue) in &adjacent[start[v]..start[v + 1]] {
            if !seen[w] {
                seen[w] = true;
                parent[w] = (v, blue);
                order.push(w);
            } else {
                debug_assert!(w == parent[v].0, "the edges have a cycle");
            }
        }
    }
    let mut value: Vec<Option<Sparse>> = (0..n).map(|_| None).collect();
    for &v in order.iter().rev() {
        let mut here = value[v].take().unwrap_or_else(Sparse::zero);
        if v == root {
            return here.to_dyadic();
        }
        let (p, blue) = parent[v];
        here.under_edge(blue);
        value[p] = Some(match value[p].take() {
            None => here,
            Some(sum) => sum.merge(here),
        });
    }
    unreachable!("the root comes first in the order")
}

#[cfg(test)]
#[path = "tree/tests.rs"]
mod tests;
