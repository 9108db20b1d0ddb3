//! Games decided by maximum matchings in general graphs (odd cycles allowed).
//!
//! **Undirected vertex geography.** A token sits on a vertex `s` of an undirected graph; `s`
//! counts as visited. The players alternately move the token along an edge to a vertex not yet
//! visited, which then counts as visited; the player who cannot move loses. The player to move
//! from `s` wins iff `s` is covered by **every** maximum matching of the graph:
//!
//! - if some maximum matching `M` misses `s`, the second player answers every move along `M`.
//!   After `s = v0, v1, ..., v2k` (with `v1 v2`, ..., `v(2k-1) v2k` in `M`) the first player's
//!   move `v(2k+1)` is covered by `M`, or `s v1 ... v(2k+1)` would be an augmenting path; its
//!   partner is unvisited, since the visited vertices other than the exposed `s` are matched
//!   among themselves. So the second player always has a move and the first player runs out;
//! - if every maximum matching covers `s`, the first player moves along one, `M`, to `t`. Then
//!   `ν(G - s) = ν(G) - 1` (a maximum matching of `G - s` as large as `ν(G)` would miss `s`), so
//!   `M - st` is a maximum matching of `G - s` that misses `t`, and the second player, now to
//!   move from `t` in `G - s`, loses by the first case.
//!
//! So the losing starts are exactly `D(G)`, the vertices missed by some maximum matching. The
//! **Gallai–Edmonds decomposition** splits the vertices into `D(G)`, `A(G)` (the neighbours of
//! `D(G)` outside it) and `C(G)` (the rest); every maximum matching matches `A(G)` into distinct
//! components of `G[D(G)]`, each of which is factor-critical, and perfectly matches `C(G)`.
//! Edmonds' blossom algorithm gives it for free: when no augmenting path is left, the alternating
//! forest grown from all exposed vertices (blossoms shrunk) has `D(G)` as its even (outer)
//! vertices, counting every vertex inside a shrunk blossom, `A(G)` as its odd (inner) vertices and
//! `C(G)` as the vertices it does not reach.
//!
//! Graphs are given as a vertex count `n` and an edge list over `0..n` in any orientation;
//! repeated edges count once and self-loops are ignored (a loop is never a move and never a
//! matching edge). Nothing recurses, so long paths and deep blossom nesting are safe.
//!
//! [`KeptMatching`] keeps a maximum matching while vertices are deleted one at a time (the
//! visited vertices of a game in progress), one alternating tree per deletion or test.
//!
//! Used by: local-undirected-geography.

use cgt_graph::compressed_adjacency;

const NONE: usize = usize::MAX;

/// Where a vertex falls in the Gallai–Edmonds decomposition of its graph.
///
/// # Constraints
/// As [`gallai_edmonds`].
///
/// # Complexity
/// Plain data.
///
/// # Example
/// ```
/// use cgt_general_matching::{gallai_edmonds, Part};
/// // A star with centre 0: each leaf is missed by some maximum matching, the centre by none.
/// let ge = gallai_edmonds(4, &[(0, 1), (0, 2), (0, 3)]);
/// assert_eq!(ge.part, [Part::A, Part::D, Part::D, Part::D]);
/// // A lone edge plus an isolated vertex: the edge is C, the isolated vertex D.
/// assert_eq!(gallai_edmonds(3, &[(0, 1)]).part, [Part::C, Part::C, Part::D]);
/// ```
///
/// Used by: local-undirected-geography.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Part {
    /// `D(G)`: some maximum matching misses the vertex.
    D,
    /// `A(G)`: every maximum matching covers the vertex, and it has a neighbour in `D(G)`.
    A,
    /// `C(G)`: every maximum matching covers the vertex, and no neighbour is in `D(G)`.
    C,
}

/// A maximum matching of a graph together with its Gallai–Edmonds decomposition.
///
/// # Constraints
/// As [`gallai_edmonds`].
///
/// # Complexity
/// Plain data: two vectors of n entries; [`GallaiEdmonds::matching_size`] is O(n).
///
/// # Example
/// ```
/// use cgt_general_matching::{gallai_edmonds, GallaiEdmonds, Part};
/// // A path 0-1-2-3 has the perfect matching {01, 23}, and only that one.
/// let ge: GallaiEdmonds = gallai_edmonds(4, &[(0, 1), (1, 2), (2, 3)]);
/// assert_eq!(ge.mate, [Some(1), Some(0), Some(3), Some(2)]);
/// assert_eq!(ge.part, [Part::C; 4]);
/// assert_eq!(ge.matching_size(), 2);
/// ```
///
/// Used by: local-undirected-geography.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GallaiEdmonds {
    /// `mate[v]`: the partner of `v` in one maximum matching, `None` if it leaves `v` exposed.
    pub mate: Vec<Option<usize>>,
    /// `part[v]`: whether `v` is in `D(G)`, `A(G)` or `C(G)`.
    pub part: Vec<Part>,
}

impl GallaiEdmonds {
    /// The number of edges of the maximum matching (the matching number ν(G)).
    pub fn matching_size(&self) -> usize {
        self.mate.iter().filter(|m| m.is_some()).count() / 2
    }
}

/// A maximum matching of the graph on `0..n` with edges `edges`: `mate[v]` is the partner of `v`,
/// or `None` if the matching leaves `v` exposed. Repeated edges and self-loops are allowed (a
/// loop never matches).
///
/// Edmonds' blossom algorithm: a greedy matching, then phases that grow an alternating forest
/// from all exposed vertices at once, shrinking odd cycles (blossoms) into their bases with a
/// union-find, and augment along every path found between two trees (the two trees then drop out
/// of the phase); it stops after a phase that finds none.
///
/// # Constraints
/// Every endpoint is below `n`; the function panics otherwise.
///
/// # Complexity
/// O(m log m) to drop loops and repeated edges (m = `edges.len()`), then O((n + m') α(n)) per
/// phase on the m' distinct edges, and at most ν(G) + 1 phases (each augments at least once):
/// O(n m' α(n)) in the worst case, far fewer phases in practice. O(n + m) memory, no recursion.
///
/// # Example
/// ```
/// use cgt_general_matching::maximum_matching;
/// // A triangle 0-1-2 with pendants 3 at 0 and 4 at 1: two edges cover four of the five.
/// let mate = maximum_matching(5, &[(0, 1), (1, 2), (2, 0), (0, 3), (1, 4)]);
/// assert_eq!(mate.iter().filter(|m| m.is_some()).count(), 4);
/// // A path of four: its middle edge alone is not maximum.
/// let mate = maximum_matching(4, &[(1, 2), (0, 1), (2, 3)]);
/// assert_eq!(mate, vec![Some(1), Some(0), Some(3), Some(2)]);
/// // A self-loop matches nothing.
/// assert_eq!(maximum_matching(1, &[(0, 0)]), vec![None]);
/// ```
///
/// It is the matching [`gallai_edmonds`] finds.
///
/// Used by: no judge problem yet.
pub fn maximum_matching(n: usize, edges: &[(usize, usize)]) -> Vec<Option<usize>> {
    gallai_edmonds(n, edges).mate
}

/// A maximum matching of the graph on `0..n` with edges `edges` and its Gallai–Edmonds
/// decomposition: `D(G)` (vertices some maximum matching misses), `A(G)` (their other
/// neighbours) and `C(G)` (the rest). Repeated edges and self-loops are allowed.
///
/// After [`maximum_matching`]'s last phase has found no augmenting path, its alternating forest
/// grown from every exposed vertex is complete: `D(G)` is the set of its even (outer) vertices,
/// the vertices inside shrunk blossoms included, `A(G)` its odd (inner) vertices and `C(G)` the
/// vertices it never reached (the Gallai–Edmonds structure theorem).
///
/// # Constraints
/// Every endpoint is below `n`; the function panics otherwise.
///
/// # Complexity
/// That of [`maximum_matching`]: O(m log m + n m' α(n)) in the worst case on the m' distinct
/// edges, O(n + m) memory, no recursion.
///
/// # Example
/// ```
/// use cgt_general_matching::{gallai_edmonds, Part};
/// // A path 0-1-2: the middle vertex is in every maximum matching, its ends are not.
/// let ge = gallai_edmonds(3, &[(0, 1), (1, 2)]);
/// assert_eq!(ge.part, vec![Part::D, Part::A, Part::D]);
/// assert_eq!(ge.matching_size(), 1);
/// // A triangle is factor-critical: all of it is D. An edge alone is C.
/// let ge = gallai_edmonds(5, &[(0, 1), (1, 2), (2, 0), (3, 4)]);
/// assert_eq!(ge.part, vec![Part::D, Part::D, Part::D, Part::C, Part::C]);
/// ```
///
/// [`undirected_geography_wins`] is built on it.
///
/// Used by: local-undirected-geography.
pub fn gallai_edmonds(n: usize, edges: &[(usize, usize)]) -> GallaiEdmonds {
    let mut forest = Forest::new(SimpleGraph::new(n, edges));
    forest.greedy();
    while forest.phase() > 0 {}
    let part = forest
        .label
        .iter()
        .map(|label| match label {
            Label::Even => Part::D,
            Label::Odd => Part::A,
            Label::Unreached => Part::C,
        })
        .collect();
    let mate = forest
        .mate
        .iter()
        .map(|&m| if m == NONE { None } else { Some(m) })
        .collect();
    GallaiEdmonds { mate, part }
}

/// Undirected vertex geography on the graph on `0..n` with edges `edges`: `wins[s]` is true iff
/// the first player to move wins when the token starts on `s` (which counts as visited), moves go
/// along edges to unvisited vertices, and the player who cannot move loses. Repeated edges are
/// one move; a self-loop is no move.
///
/// The first player wins iff every maximum matching covers `s`, i.e. iff `s` is not in `D(G)`
/// (see the crate's documentation for the strategy argument).
///
/// # Constraints
/// Every endpoint is below `n`; the function panics otherwise.
///
/// # Complexity
/// That of [`gallai_edmonds`].
///
/// # Example
/// ```
/// use cgt_general_matching::undirected_geography_wins;
/// // A star: only its centre wins (move to a leaf, the opponent is stuck).
/// assert_eq!(undirected_geography_wins(4, &[(0, 1), (0, 2), (0, 3)]), [true, false, false, false]);
/// // An odd cycle with a pendant has a perfect matching: every start wins.
/// let wins = undirected_geography_wins(4, &[(0, 1), (1, 2), (2, 0), (2, 3)]);
/// assert_eq!(wins, [true; 4]);
/// // K5 is factor-critical: every start loses.
/// let k5: Vec<(usize, usize)> = (0..5).flat_map(|a| (0..a).map(move |b| (a, b))).collect();
/// assert_eq!(undirected_geography_wins(5, &k5), [false; 5]);
/// ```
///
/// Used by: local-undirected-geography.
pub fn undirected_geography_wins(n: usize, edges: &[(usize, usize)]) -> Vec<bool> {
    gallai_edmonds(n, edges)
        .part
        .into_iter()
        .map(|part| part != Part::D)
        .collect()
}

/// A graph that loses vertices one at a time, with a maximum matching kept through the
/// deletions: the positions of a game in which a token never returns to a vertex it has left,
/// so each visited vertex can be deleted once the token moves on.
///
/// Deleting `v` leaves its partner `w` exposed; every augmenting path of the smaller matching
/// ends at `w` (one between two old exposed vertices would have augmented the old matching), so
/// one search from `w` restores a maximum matching. In the same way `v` is covered by every
/// maximum matching iff it is matched and no augmenting path starts at its partner once `v` is
/// gone: the undirected vertex geography test for a token on `v` with the deleted vertices
/// visited.
///
/// Repeated edges and self-loops are allowed, as in [`maximum_matching`].
///
/// # Constraints
/// Every endpoint is below `n` ([`KeptMatching::new`] panics otherwise); every vertex passed to a
/// method is below `n` (an index out of bounds panics); [`KeptMatching::in_every_maximum_matching`]
/// panics on a deleted vertex.
///
/// # Complexity
/// [`KeptMatching::new`] costs what [`maximum_matching`] costs; each
/// [`KeptMatching::delete`] and [`KeptMatching::in_every_maximum_matching`] is one alternating
/// tree: O((n + m') α(n)) on the m' distinct edges. O(n + m) memory, no recursion.
///
/// # Example
/// ```
/// use cgt_general_matching::KeptMatching;
/// // A path 0-1-2-3 has one maximum matching, {01, 23}: every vertex is in it.
/// let mut game = KeptMatching::new(4, &[(0, 1), (1, 2), (2, 3)]);
/// assert_eq!(game.size(), 2);
/// assert!((0..4).all(|v| game.in_every_maximum_matching(v)));
/// // The token leaves 0 for 1: 0 is gone, 1-2-3 remains, and 1 is missed by {23}.
/// game.delete(0);
/// assert_eq!(game.size(), 1);
/// assert!(!game.in_every_maximum_matching(1));
/// assert!(game.in_every_maximum_matching(2));
/// ```
///
/// It is the general-graph form of the matching that the bipartite token game keeps
/// (`cgt_matching::DeletableMatching`, where bipartite matching suffices).
///
/// Used by: no judge problem yet.
pub struct KeptMatching {
    forest: Forest,
    size: usize,
}

impl KeptMatching {
    /// The graph on `0..n` with edges `edges`, and a maximum matching of it.
    ///
    /// # Constraints
    /// Every endpoint is below `n`; the function panics otherwise.
    pub fn new(n: usize, edges: &[(usize, usize)]) -> Self {
        let mut forest = Forest::new(SimpleGraph::new(n, edges));
        forest.greedy();
        while forest.phase() > 0 {}
        let size = forest.mate.iter().filter(|&&m| m != NONE).count() / 2;
        KeptMatching { forest, size }
    }

    /// ν of the graph left: the size of the kept maximum matching (as
    /// `cgt_matching::DeletableMatching::size`).
    pub fn size(&self) -> usize {
        self.size
    }

    /// The partner of `v` in the kept maximum matching, `None` if it is exposed or deleted (as
    /// `cgt_matching::DeletableMatching::partner`).
    pub fn partner(&self, v: usize) -> Option<usize> {
        let m = self.forest.mate[v];
        if m == NONE {
            None
        } else {
            Some(m)
        }
    }

    /// Whether `v` has been deleted.
    pub fn is_deleted(&self, v: usize) -> bool {
        !self.forest.alive[v]
    }

    /// Deletes `v` and its edges, then restores a maximum matching by one search from its old
    /// partner. Deleting a deleted vertex does nothing.
    pub fn delete(&mut self, v: usize) {
        if !self.forest.alive[v] {
            return;
        }
        self.forest.alive[v] = false;
        let w = self.forest.mate[v];
        if w != NONE {
            self.forest.mate[v] = NONE;
            self.forest.mate[w] = NONE;
            if !self.forest.search_from(w) {
                self.size -= 1;
            }
        }
    }

    /// Whether every maximum matching of the graph left covers `v` (a vertex not deleted):
    /// the player to move wins the undirected vertex geography game with the token on `v` and
    /// the deleted vertices visited. If not, the kept matching may change to one that misses
    /// `v`.
    pub fn in_every_maximum_matching(&mut self, v: usize) -> bool {
        assert!(self.forest.alive[v], "vertex {v} is deleted");
        let w = self.forest.mate[v];
        if w == NONE {
            return false;
        }
        // Without v, is there an augmenting path from its partner?
        self.forest.alive[v] = false;
        self.forest.mate[v] = NONE;
        self.forest.mate[w] = NONE;
        let found = self.forest.search_from(w);
        self.forest.alive[v] = true;
        if !found {
            self.forest.mate[v] = w;
            self.forest.mate[w] = v;
        }
        !found
    }
}

/// A simple graph in compressed adjacency form: loops dropped, each pair kept once; the
/// neighbours of `v` are `adjacent[start[v]..start[v + 1]]`.
struct SimpleGraph {
    start: Vec<usize>,
    adjacent: Vec<usize>,
}

impl SimpleGraph {
    fn new(n: usize, edges: &[(usize, usize)]) -> Self {
        let mut pairs: Vec<(usize, usize)> = Vec::with_capacity(edges.len());
        for &(a, b) in edges {
            assert!(
                a < n && b < n,
                "edge ({a}, {b}) names a vertex outside 0..{n}"
            );
            if a != b {
                pairs.push((a.min(b), a.max(b)));
            }
        }
        pairs.sort_unstable();
        pairs.dedup();
        let (start, adjacent) = compressed_adjacency(n, &pairs, |w, _| w);
        SimpleGraph { start, adjacent }
    }

    fn vertices(&self) -> usize {
        self.start.len() - 1
    }

    fn neighbours(&self, v: usize) -> &[usize] {
        &self.adjacent[self.start[v]..self.start[v + 1]]
    }
}

#[derive(Clone, Copy, PartialEq, Eq)]
enum Label {
    Unreached,
    /// Outer: an exposed root, the partner of an odd vertex, or anything inside a blossom.
    Even,
    /// Inner: reached from an even vertex along a non-matching edge.
    Odd,
}

/// The state of Edmonds' algorithm: the graph, the matching and the alternating forest of one
/// phase or search.
struct Forest {
    graph: SimpleGraph,
    /// Deleted vertices are neither roots nor reached ([`KeptMatching::delete`]).
    alive: Vec<bool>,
    mate: Vec<usize>,
    label: Vec<Label>,
    /// The root (exposed vertex) of the tree holding each labelled vertex.
    tree: Vec<usize>,
    /// Trees that took part in an augmentation this phase: their vertices are left alone.
    dead: Vec<bool>,
    /// For an odd vertex, the even vertex it was reached from; for an even vertex inside a
    /// blossom, the other end of the edge that closed the blossom, leading back around it.
    link: Vec<usize>,
    /// Union-find over vertices: the representative of a shrunk blossom is its base.
    base: Vec<usize>,
    seen: Vec<u32>,
    stamp: u32,
    queue: Vec<usize>,
}

impl Forest {
    fn new(graph: SimpleGraph) -> Self {
        let n = graph.vertices();
        Forest {
            graph,
            alive: vec![true; n],
            mate: vec![NONE; n],
            label: vec![Label::Unreached; n],
            tree: vec![NONE; n],
            dead: vec![false; n],
            link: vec![NONE; n],
            base: (0..n).collect(),
            seen: vec![0; n],
            stamp: 0,
            queue: Vec::with_capacity(n),
        }
    }

    /// A maximal matching to start from: vertices of small degree first, each to its first free
    /// neighbour.
    fn greedy(&mut self) {
        let n = self.graph.vertices();
        let mut order: Vec<usize> = (0..n).collect();
        order.sort_by_key(|&v| self.graph.neighbours(v).len());
        for v in order {
            if self.mate[v] != NONE {
                continue;
            }
            if let Some(&w) = self
                .graph
                .neighbours(v)
                .iter()
                .find(|&&w| self.mate[w] == NONE)
            {
                self.mate[v] = w;
                self.mate[w] = v;
            }
        }
    }

    fn find(&mut self, v: usize) -> usize {
        let mut root = v;
        while self.base[root] != root {
            root = self.base[root];
        }
        let mut v = v;
        while self.base[v] != root {
            let next = self.base[v];
            self.base[v] = root;
            v = next;
        }
        root
    }

    /// One phase: grows the forest from every exposed vertex and augments along each path found
    /// between two live trees. Returns the number of augmentations; after a phase that returns
    /// 0 the forest is complete and the labels give the Gallai–Edmonds decomposition.
    fn phase(&mut self) -> usize {
        let n = self.graph.vertices();
        self.queue.clear();
        for v in 0..n {
            self.link[v] = NONE;
            self.base[v] = v;
            self.dead[v] = false;
            if self.mate[v] == NONE && self.alive[v] {
                self.label[v] = Label::Even;
                self.tree[v] = v;
                self.queue.push(v);
            } else {
                self.label[v] = Label::Unreached;
                self.tree[v] = NONE;
            }
        }
        let mut augmentations = 0;
        let mut head = 0;
        while head < self.queue.len() {
            let u = self.queue[head];
            head += 1;
            for i in self.graph.start[u]..self.graph.start[u + 1] {
                let v = self.graph.adjacent[i];
                if self.dead[self.tree[u]] {
                    break;
                }
                if !self.alive[v] {
                    continue;
                }
                match self.label[v] {
                    Label::Odd => {}
                    Label::Unreached => {
                        // A matched vertex outside the forest: grow by it and its partner.
                        let w = self.mate[v];
                        self.label[v] = Label::Odd;
                        self.link[v] = u;
                        self.tree[v] = self.tree[u];
                        self.label[w] = Label::Even;
                        self.tree[w] = self.tree[u];
                        self.queue.push(w);
                    }
                    Label::Even => {
                        if self.dead[self.tree[v]] {
                            continue;
                        }
                        if self.tree[v] != self.tree[u] {
                            let (tu, tv) = (self.tree[u], self.tree[v]);
                            self.augment(u, v);
                            self.dead[tu] = true;
                            self.dead[tv] = true;
                            augmentations += 1;
                        } else if self.find(u) != self.find(v) {
                            let top = self.common_base(u, v);
                            self.shrink(u, v, top);
                            self.shrink(v, u, top);
                        }
                    }
                }
            }
        }
        augmentations
    }

    /// One alternating tree grown from the exposed vertex `root` alone: augments and returns
    /// true as soon as it reaches another exposed vertex, returns false (the matching unchanged)
    /// if there is no augmenting path from `root`.
    fn search_from(&mut self, root: usize) -> bool {
        let n = self.graph.vertices();
        for v in 0..n {
            self.link[v] = NONE;
            self.base[v] = v;
            self.label[v] = Label::Unreached;
        }
        self.label[root] = Label::Even;
        self.queue.clear();
        self.queue.push(root);
        let mut head = 0;
        while head < self.queue.len() {
            let u = self.queue[head];
            head += 1;
            for i in self.graph.start[u]..self.graph.start[u + 1] {
                let v = self.graph.adjacent[i];
                if !self.alive[v] {
                    continue;
                }
                match self.label[v] {
                    Label::Odd => {}
                    Label::Unreached if self.mate[v] == NONE => {
                        let old = self.mate[u];
                        self.mate[u] = v;
                        self.mate[v] = u;
                        self.rematch_from(old);
                        return true;
                    }
                    Label::Unreached => {
                        let w = self.mate[v];
                        self.label[v] = Label::Odd;
                        self.link[v] = u;
                        self.label[w] = Label::Even;
                        self.queue.push(w);
                    }
                    Label::Even => {
                        if self.find(u) != self.find(v) {
                            let top = self.common_base(u, v);
                            self.shrink(u, v, top);
                            self.shrink(v, u, top);
                        }
                    }
                }
            }
        }
        false
    }

    /// The base of the blossom closed by the edge `u v` between two even vertices of one tree:
    /// the first base shared by their paths to the root, walked alternately so that the cost
    /// stays proportional to the blossom.
    fn common_base(&mut self, u: usize, v: usize) -> usize {
        self.stamp += 1;
        let mut a = self.find(u);
        let mut b = self.find(v);
        loop {
            if a != NONE {
                if self.seen[a] == self.stamp {
                    return a;
                }
                self.seen[a] = self.stamp;
                a = if self.mate[a] == NONE {
                    NONE
                } else {
                    let up = self.link[self.mate[a]];
                    self.find(up)
                };
            }
            std::mem::swap(&mut a, &mut b);
        }
    }

    /// Shrinks the half of the blossom from `x` up to its base `top`, entered across the edge
    /// `x y`: odd vertices on the way turn even (and are searched from), links are set to lead
    /// back around the blossom, and every sub-blossom joins the base `top`.
    fn shrink(&mut self, mut x: usize, mut y: usize, top: usize) {
        while self.find(x) != top {
            self.link[x] = y;
            y = self.mate[x];
            if self.label[y] == Label::Odd {
                self.label[y] = Label::Even;
                self.queue.push(y);
            }
            if self.base[x] == x {
                self.base[x] = top;
            }
            if self.base[y] == y {
                self.base[y] = top;
            }
            x = self.link[y];
        }
    }

    /// Augments along root(u) ... u - v ... root(v), for even `u`, `v` in different trees.
    fn augment(&mut self, u: usize, v: usize) {
        let (old_u, old_v) = (self.mate[u], self.mate[v]);
        self.mate[u] = v;
        self.mate[v] = u;
        self.rematch_from(old_u);
        self.rematch_from(old_v);
    }

    /// `x` has lost its partner: match it to its link, whose old partner is next, up to a root.
    fn rematch_from(&mut self, mut x: usize) {
        while x != NONE {
            let y = self.link[x];
            let next = self.mate[y];
            self.mate[x] = y;
            self.mate[y] = x;
            x = next;
        }
    }
}

#[cfg(test)]
mod tests;
