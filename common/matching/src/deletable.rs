//! A maximum matching kept while vertices are deleted.

use crate::{maximum_matching, BipartiteGraph};

/// A maximum matching of a bipartite graph from which vertices are deleted one after another
/// (the visited vertices of a game with history).
///
/// Deleting a vertex `v` matched with `p` leaves a matching one smaller, whose only new exposed
/// vertex is `p`; an augmenting path of what is left must end at `p` (any other one would have
/// been augmenting before). So one alternating search from `p` restores a maximum matching.
/// The same search answers whether `v` is in every maximum matching of the live graph: take `v`
/// out for a moment and see whether `p` can be rematched without it.
///
/// # Constraints
/// Every vertex passed is below the graph's n (an index out of bounds panics);
/// [`delete`](Self::delete) and [`in_every_maximum_matching`](Self::in_every_maximum_matching)
/// take a live vertex and panic on a deleted one. Each of their searches takes a new `u32`
/// stamp, so fewer than 2^32 searches over its life.
///
/// # Complexity
/// [`new`](Self::new): O(m sqrt(n)) (Hopcroft-Karp). [`delete`](Self::delete) and
/// [`in_every_maximum_matching`](Self::in_every_maximum_matching): O(n + m) each, one
/// breadth-first search; memory O(n + m).
///
/// # Example
/// ```
/// use cgt_matching::{BipartiteGraph, DeletableMatching};
/// // The path 0 - 1 - 2 - 3: a perfect matching, so every vertex is in every maximum matching.
/// let mut live = DeletableMatching::new(BipartiteGraph::new(4, &[(0, 1), (1, 2), (2, 3)]));
/// assert_eq!(live.size(), 2);
/// assert!(live.in_every_maximum_matching(1));
/// // Without 0, the path 1 - 2 - 3 has two maximum matchings, {1-2} and {2-3}.
/// live.delete(0);
/// assert_eq!(live.size(), 1);
/// assert!(!live.in_every_maximum_matching(1));
/// assert!(live.in_every_maximum_matching(2));
/// assert!(live.is_deleted(0));
/// ```
///
/// [`TokenGamePlay`](crate::TokenGamePlay) keeps its matching in one.
///
/// Used by: luogu-p1971.
#[derive(Clone, Debug)]
pub struct DeletableMatching {
    graph: BipartiteGraph,
    alive: Vec<bool>,
    partner: Vec<Option<usize>>,
    size: usize,
    /// Scratch for the alternating search: `seen[v] == stamp` marks the vertices of this search,
    /// `reached_from[y]` the vertex whose edge reached `y`.
    seen: Vec<u32>,
    stamp: u32,
    reached_from: Vec<usize>,
    queue: Vec<usize>,
}

impl DeletableMatching {
    /// A maximum matching of the whole `graph`, every vertex alive.
    pub fn new(graph: BipartiteGraph) -> Self {
        let n = graph.vertex_count();
        let matching = maximum_matching(&graph);
        DeletableMatching {
            partner: matching.partners().to_vec(),
            size: matching.size(),
            graph,
            alive: vec![true; n],
            seen: vec![0; n],
            stamp: 0,
            reached_from: vec![0; n],
            queue: Vec::with_capacity(n),
        }
    }

    /// Whether `v` has been deleted (as `cgt_general_matching::KeptMatching::is_deleted`).
    pub fn is_deleted(&self, v: usize) -> bool {
        !self.alive[v]
    }

    /// The partner of `v` in the current maximum matching of the live graph.
    pub fn partner(&self, v: usize) -> Option<usize> {
        self.partner[v]
    }

    /// The size of a maximum matching of the live graph.
    pub fn size(&self) -> usize {
        self.size
    }

    /// The graph, deleted vertices included.
    pub fn graph(&self) -> &BipartiteGraph {
        &self.graph
    }

    /// Deletes the live vertex `v` for good; the matching stays maximum for what is left.
    pub fn delete(&mut self, v: usize) {
        assert!(self.alive[v], "vertex {v} is already deleted");
        self.alive[v] = false;
        if let Some(p) = self.partner[v].take() {
            self.partner[p] = None;
            self.size -= 1;
            if self.augment_from(p) {
                self.size += 1;
            }
        }
    }

    /// Whether every maximum matching of the live graph covers the live vertex `v`, i.e. whether
    /// deleting `v` would lower the maximum matching. The matching may change (to one that
    /// misses `v` when there is one) but stays maximum, and `v` stays alive.
    pub fn in_every_maximum_matching(&mut self, v: usize) -> bool {
        assert!(self.alive[v], "vertex {v} is deleted");
        let Some(p) = self.partner[v] else {
            return false;
        };
        self.partner[v] = None;
        self.partner[p] = None;
        self.alive[v] = false;
        let rematched = self.augment_from(p);
        self.alive[v] = true;
        if !rematched {
            self.partner[v] = Some(p);
            self.partner[p] = Some(v);
        }
        !rematched
    }

    /// Looks for an augmenting path of the live graph from the exposed live vertex `p`; flips it
    /// and returns true when there is one.
    fn augment_from(&mut self, p: usize) -> bool {
        self.stamp += 1;
        let stamp = self.stamp;
        self.seen[p] = stamp;
        self.queue.clear();
        self.queue.push(p);
        let mut head = 0;
        while head < self.queue.len() {
            let x = self.queue[head];
            head += 1;
            for &y in self.graph.neighbours(x) {
                if !self.alive[y] || self.seen[y] == stamp {
                    continue;
                }
                self.seen[y] = stamp;
                self.reached_from[y] = x;
                match self.partner[y] {
                    Some(z) => {
                        self.seen[z] = stamp;
                        self.queue.push(z);
                    }
                    None => {
                        // Flip the path p ... x - y: each vertex x takes the vertex y that it
                        // reached, and gives up its partner, through which it was reached.
                        let mut y = y;
                        loop {
                            let x = self.reached_from[y];
                            let entered_through = self.partner[x];
                            self.partner[x] = Some(y);
                            self.partner[y] = Some(x);
                            match entered_through {
                                Some(previous) => y = previous,
                                None => return true,
                            }
                        }
                    }
                }
            }
        }
        false
    }
}
