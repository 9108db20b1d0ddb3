//! The graphs of the pictures as compressed adjacency lists.

/// Adjacency lists in compressed form: the neighbours of `v` are
/// `adjacent[start[v]..start[v + 1]]`, each as `(neighbour, edge index)`. A loop `(v, v)` appears
/// twice in the list of `v`, like any edge at each of its ends.
pub(crate) fn adjacency(n: usize, edges: &[(usize, usize)]) -> (Vec<usize>, Vec<(usize, usize)>) {
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
    let mut adjacent = vec![(0, 0); 2 * edges.len()];
    for (e, &(a, b)) in edges.iter().enumerate() {
        adjacent[fill[a]] = (b, e);
        fill[a] += 1;
        adjacent[fill[b]] = (a, e);
        fill[b] += 1;
    }
    (start, adjacent)
}
