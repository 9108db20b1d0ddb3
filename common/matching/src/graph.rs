//! The bipartite graph: adjacency lists in compressed form and a 2-colouring.

use cgt_graph::compressed_adjacency;

/// An undirected bipartite graph on the vertices `0..n`, with the two sides found by a
/// 2-colouring: in each connected component the smallest vertex is on the left.
///
/// Repeated edges are allowed (they are one and the same edge for matchings and for the token
/// game); loops and odd cycles are not.
///
/// # Panics
/// On an endpoint outside `0..n`, a loop, or an odd cycle (the graph is not bipartite).
///
/// # Constraints
/// Every endpoint is below `n`, no edge is a loop, and no cycle is odd ([`BipartiteGraph::new`]
/// panics otherwise). [`BipartiteGraph::neighbours`] and [`BipartiteGraph::is_left`] take a
/// vertex below `n` (an index out of bounds panics).
///
/// # Complexity
/// O(n + m) time and memory for m edges; the colouring is a breadth-first search.
///
/// # Example
/// ```
/// use cgt_matching::BipartiteGraph;
/// // The path 0 - 1 - 2 - 3: the sides alternate along it.
/// let path = BipartiteGraph::new(4, &[(0, 1), (2, 1), (2, 3)]);
/// assert_eq!(path.vertex_count(), 4);
/// assert_eq!(path.neighbours(1), &[0, 2]);
/// assert_eq!((0..4).map(|v| path.is_left(v)).collect::<Vec<_>>(), [true, false, true, false]);
/// ```
///
/// Used by: luogu-p1971, luogu-p4055.
#[derive(Clone, Debug)]
pub struct BipartiteGraph {
    /// The neighbours of `v` are `adjacent[start[v]..start[v + 1]]`.
    start: Vec<usize>,
    adjacent: Vec<usize>,
    left: Vec<bool>,
}

impl BipartiteGraph {
    /// The graph on `0..n` with the undirected edges `edges` (either orientation, any order).
    pub fn new(n: usize, edges: &[(usize, usize)]) -> Self {
        if let Some(&(a, _)) = edges.iter().find(|&&(a, b)| a == b) {
            panic!("loop at {a}: the graph is not bipartite");
        }
        let (start, adjacent) = compressed_adjacency(n, edges, |w, _| w);
        // 2-colouring, one breadth-first search per component.
        let mut colour: Vec<Option<bool>> = vec![None; n];
        let mut queue = Vec::with_capacity(n);
        for root in 0..n {
            if colour[root].is_some() {
                continue;
            }
            colour[root] = Some(true);
            queue.clear();
            queue.push(root);
            let mut head = 0;
            while head < queue.len() {
                let v = queue[head];
                head += 1;
                let side = colour[v] == Some(true);
                for &w in &adjacent[start[v]..start[v + 1]] {
                    match colour[w] {
                        None => {
                            colour[w] = Some(!side);
                            queue.push(w);
                        }
                        Some(other) => assert!(
                            other != side,
                            "edge ({v}, {w}) closes an odd cycle: the graph is not bipartite"
                        ),
                    }
                }
            }
        }
        let left = colour.into_iter().map(|c| c == Some(true)).collect();
        BipartiteGraph {
            start,
            adjacent,
            left,
        }
    }

    /// The number of vertices n.
    pub fn vertex_count(&self) -> usize {
        self.left.len()
    }

    /// The neighbours of `v`, in the order of the edges given (a repeated edge repeats).
    pub fn neighbours(&self, v: usize) -> &[usize] {
        &self.adjacent[self.start[v]..self.start[v + 1]]
    }

    /// Whether `v` is on the left side of the 2-colouring (the side of the smallest vertex of
    /// its component). Every edge joins a left vertex to a right one.
    pub fn is_left(&self, v: usize) -> bool {
        self.left[v]
    }
}
