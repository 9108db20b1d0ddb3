//! Maximum matching by Hopcroft-Karp, and the vertices some maximum matching misses.

use crate::BipartiteGraph;
use std::collections::VecDeque;

/// A matching of a graph: `partner(v)` is the vertex matched with `v`, `None` if `v` is exposed
/// (the matching misses it). Made by [`maximum_matching`].
///
/// # Constraints
/// As [`maximum_matching`]; [`Matching::partner`] takes a vertex below the graph's n (an index
/// out of bounds panics).
///
/// # Complexity
/// O(n) memory; every accessor O(1).
///
/// # Example
/// ```
/// use cgt_matching::{maximum_matching, BipartiteGraph};
/// // Two vertices and one edge between them; a third vertex alone.
/// let matching = maximum_matching(&BipartiteGraph::new(3, &[(1, 0)]));
/// assert_eq!(matching.size(), 1);
/// assert_eq!(matching.partners(), &[Some(1), Some(0), None]);
/// assert_eq!(matching.partner(2), None);
/// ```
///
/// Used by: luogu-p1971, luogu-p4055.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Matching {
    partner: Vec<Option<usize>>,
    size: usize,
}

impl Matching {
    /// The vertex matched with `v`, or `None` when the matching misses `v`.
    pub fn partner(&self, v: usize) -> Option<usize> {
        self.partner[v]
    }

    /// The partner array: `partners()[v] == partner(v)` for every vertex.
    pub fn partners(&self) -> &[Option<usize>] {
        &self.partner
    }

    /// The number of edges in the matching.
    pub fn size(&self) -> usize {
        self.size
    }
}

/// A maximum matching of `graph` by Hopcroft-Karp: each phase finds, by a breadth-first search
/// from every exposed left vertex, the length of a shortest augmenting path, then augments along
/// a maximal set of vertex-disjoint shortest paths by depth-first searches over the layers.
///
/// # Constraints
/// None: any [`BipartiteGraph`] (its constructor has already rejected loops, odd cycles and
/// endpoints out of range).
///
/// # Complexity
/// O(m sqrt(n)) time, O(n + m) memory. The depth-first searches use an explicit stack, so a path
/// of 10^5 vertices is safe.
///
/// # Example
/// ```
/// use cgt_matching::{maximum_matching, BipartiteGraph};
/// // The path 0 - 1 - 2 - 3 has the perfect matching {0-1, 2-3}; the star centred at 0 matches
/// // one leaf.
/// let path = maximum_matching(&BipartiteGraph::new(4, &[(0, 1), (1, 2), (2, 3)]));
/// assert_eq!(path.size(), 2);
/// assert_eq!(path.partners(), &[Some(1), Some(0), Some(3), Some(2)]);
/// let star = maximum_matching(&BipartiteGraph::new(4, &[(0, 1), (0, 2), (0, 3)]));
/// assert_eq!(star.size(), 1);
/// assert!(star.partner(0).is_some());
/// ```
///
/// [`missed_by_some_maximum_matching`] and [`DeletableMatching`](crate::DeletableMatching) are
/// built on it.
///
/// Used by: luogu-p1971, luogu-p4055.
pub fn maximum_matching(graph: &BipartiteGraph) -> Matching {
    const UNREACHED: usize = usize::MAX;
    let n = graph.vertex_count();
    let left: Vec<usize> = (0..n).filter(|&v| graph.is_left(v)).collect();
    let mut partner: Vec<Option<usize>> = vec![None; n];
    let mut size = 0;
    // Layer of each left vertex in the current phase.
    let mut layer = vec![UNREACHED; n];
    // Next neighbour to try, per left vertex, in the current phase.
    let mut next = vec![0usize; n];
    let mut queue = VecDeque::new();
    let mut stack: Vec<usize> = Vec::new();
    loop {
        // Layers from the exposed left vertices; is any exposed right vertex reached?
        queue.clear();
        for &u in &left {
            if partner[u].is_none() {
                layer[u] = 0;
                queue.push_back(u);
            } else {
                layer[u] = UNREACHED;
            }
        }
        let mut augmentable = false;
        while let Some(u) = queue.pop_front() {
            for &w in graph.neighbours(u) {
                match partner[w] {
                    None => augmentable = true,
                    Some(u2) if layer[u2] == UNREACHED => {
                        layer[u2] = layer[u] + 1;
                        queue.push_back(u2);
                    }
                    Some(_) => {}
                }
            }
        }
        if !augmentable {
            return Matching { partner, size };
        }
        for &u in &left {
            next[u] = 0;
        }
        // Vertex-disjoint augmenting paths along the layers. The stack holds the left vertices
        // of the path so far; each was entered through its current partner.
        for &root in &left {
            if partner[root].is_some() {
                continue;
            }
            stack.clear();
            stack.push(root);
            while let Some(&u) = stack.last() {
                let neighbours = graph.neighbours(u);
                if next[u] == neighbours.len() {
                    // A dead end for this phase.
                    layer[u] = UNREACHED;
                    stack.pop();
                    continue;
                }
                let w = neighbours[next[u]];
                next[u] += 1;
                match partner[w] {
                    None => {
                        // Augment: each left vertex of the path takes the right vertex after it.
                        let mut free = w;
                        while let Some(u) = stack.pop() {
                            let entered_through = partner[u];
                            partner[u] = Some(free);
                            partner[free] = Some(u);
                            if let Some(previous) = entered_through {
                                free = previous;
                            }
                        }
                        size += 1;
                    }
                    Some(u2) if layer[u2] == layer[u] + 1 => stack.push(u2),
                    Some(_) => {}
                }
            }
        }
    }
}

/// Which vertices some maximum matching of `graph` misses, given one maximum matching
/// `matching`: the vertices `matching` misses, and every vertex reached from one of them by an
/// even alternating path (a non-matching edge, then a matching edge, and so on), which stays on
/// the side it started from. Swapping the matching along such a path moves the miss to its end.
/// By the theorem of the crate these are exactly the starts from which the player to move in the
/// token game loses.
///
/// # Constraints
/// `matching` is a maximum matching of this `graph`, as [`maximum_matching`] gives: one that is
/// not maximum panics (below), one with fewer vertices than `graph` panics on an index out of
/// bounds.
///
/// # Panics
/// If `matching` is not a maximum matching of `graph` (an exposed vertex is adjacent to another
/// exposed vertex, or an alternating path joins two of them).
///
/// # Complexity
/// O(n + m): one breadth-first search from all exposed vertices at once.
///
/// # Example
/// ```
/// use cgt_matching::{maximum_matching, missed_by_some_maximum_matching, BipartiteGraph};
/// // The path 0 - 1 - 2: every maximum matching covers 1, and {0-1} misses 2, {1-2} misses 0.
/// let path = BipartiteGraph::new(3, &[(0, 1), (1, 2)]);
/// let missed = missed_by_some_maximum_matching(&path, &maximum_matching(&path));
/// assert_eq!(missed, [true, false, true]);
/// // A path of four vertices has a perfect matching and nothing else: no vertex is missed.
/// let path = BipartiteGraph::new(4, &[(0, 1), (1, 2), (2, 3)]);
/// let missed = missed_by_some_maximum_matching(&path, &maximum_matching(&path));
/// assert_eq!(missed, [false; 4]);
/// ```
///
/// Used by: luogu-p4055.
pub fn missed_by_some_maximum_matching(graph: &BipartiteGraph, matching: &Matching) -> Vec<bool> {
    let n = graph.vertex_count();
    let mut missed: Vec<bool> = (0..n).map(|v| matching.partner(v).is_none()).collect();
    let mut queue: Vec<usize> = (0..n).filter(|&v| missed[v]).collect();
    while let Some(x) = queue.pop() {
        for &y in graph.neighbours(x) {
            if matching.partner(x) == Some(y) {
                continue;
            }
            let z = matching.partner(y).expect(
                "an alternating path joins two exposed vertices: the matching is not maximum",
            );
            if !missed[z] {
                missed[z] = true;
                queue.push(z);
            }
        }
    }
    missed
}
