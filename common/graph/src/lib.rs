//! Graphs in compressed adjacency form: the neighbours of every vertex in one array, those of
//! `v` at `adjacent[start[v]..start[v + 1]]` ([`compressed_adjacency`]). The topics whose games
//! are played on trees and graphs (Hackenbush pictures, Staircase Nim on a tree, matchings on
//! bipartite and general graphs) build their graphs with it. It is its own small crate so that
//! a bundle carries it only with those topics.
//!
//! Used by: atcoder-agc017-d, cf-1498f, hdu-2486, hdu-2516, hdu-3032, local-undirected-geography,
//! luogu-p1971, luogu-p2490, luogu-p2972, luogu-p3480, luogu-p4055, poj-3710.

/// The undirected graph on `0..n` with the edges `edges` in compressed form: `(start,
/// adjacent)`, the entries of `v` being `adjacent[start[v]..start[v + 1]]`, one per edge end at
/// `v`, each `entry(neighbour, edge index)`, in the order of the edges. A loop `(v, v)` appears
/// twice among the entries of `v`, like any edge at each of its ends; parallel edges each
/// appear.
///
/// # Constraints
/// Every end of every edge is below `n` (else it panics, naming the edge).
///
/// # Complexity
/// O(n + m) time and memory for m edges: two passes over the edges.
///
/// # Example
/// ```
/// use cgt_graph::compressed_adjacency;
/// // A path 0 - 1 - 2 and a loop at 2: entries (neighbour, edge index).
/// let (start, adjacent) = compressed_adjacency(3, &[(0, 1), (1, 2), (2, 2)], |w, e| (w, e));
/// assert_eq!(start, [0, 1, 3, 6]);
/// assert_eq!(&adjacent[start[1]..start[2]], &[(0, 0), (2, 1)]);
/// assert_eq!(&adjacent[start[2]..start[3]], &[(1, 1), (2, 2), (2, 2)]);
/// // Neighbours only.
/// let (start, next) = compressed_adjacency(3, &[(0, 1), (1, 2)], |w, _| w);
/// assert_eq!(&next[start[1]..start[2]], &[0, 2]);
/// ```
///
/// Used by: atcoder-agc017-d, cf-1498f, local-undirected-geography, luogu-p1971, luogu-p2972,
/// luogu-p4055, poj-3710.
pub fn compressed_adjacency<T: Copy + Default>(
    n: usize,
    edges: &[(usize, usize)],
    entry: impl Fn(usize, usize) -> T,
) -> (Vec<usize>, Vec<T>) {
    let mut start = vec![0usize; n + 1];
    for &(a, b) in edges {
        assert!(
            a < n && b < n,
            "edge ({a}, {b}) names a vertex outside 0..{n}"
        );
        start[a + 1] += 1;
        start[b + 1] += 1;
    }
    for v in 0..n {
        start[v + 1] += start[v];
    }
    let mut fill = start.clone();
    let mut adjacent = vec![T::default(); 2 * edges.len()];
    for (e, &(a, b)) in edges.iter().enumerate() {
        adjacent[fill[a]] = entry(b, e);
        fill[a] += 1;
        adjacent[fill[b]] = entry(a, e);
        fill[b] += 1;
    }
    (start, adjacent)
}

#[cfg(test)]
mod tests;
