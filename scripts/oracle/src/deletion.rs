//! The moves of games that delete parts of a structure, read literally from the rules on small
//! inputs: a node of a forest with all its ancestors, a connected set of vertices of a graph.
//! Positions are the sets of deleted (or present) nodes as bit masks, for [`crate::GameSearch`].

use std::collections::VecDeque;
use std::ops::RangeInclusive;

/// Every position one move away in the forest game where a move picks a node still present and
/// deletes it with every ancestor still present (`parent[v]` is the parent of `v`, `None` for a
/// root; the parent relation is the first forest's, whatever has been deleted since). A position
/// is the set of deleted nodes, bit `v` of `deleted`, so at most 64 nodes.
///
/// ```
/// use oracle::{ancestor_deletions, GameSearch};
/// // A path 0 - 1 - 2 rooted at 0: picking node j deletes 0..=j, a Nim heap of 3.
/// let parent = [None, Some(0), Some(1)];
/// assert_eq!(ancestor_deletions(&parent, 0), [0b001, 0b011, 0b111]);
/// let mut game = GameSearch::new(|&deleted: &u64| ancestor_deletions(&parent, deleted));
/// assert_eq!(game.grundy(&0), 3);
/// ```
pub fn ancestor_deletions(parent: &[Option<usize>], deleted: u64) -> Vec<u64> {
    assert!(parent.len() <= 64, "a position is a 64-bit mask");
    (0..parent.len())
        .filter(|&x| deleted >> x & 1 == 0)
        .map(|x| {
            let mut after = deleted;
            let mut node = Some(x);
            while let Some(v) = node {
                after |= 1 << v;
                node = parent[v];
            }
            after
        })
        .collect()
}

/// The parents of a forest on nodes `0..n` given by its `edges` (each once, in either order, no
/// cycle), every tree rooted at its smallest node: what a statement means by "each tree is rooted
/// at its smallest node".
///
/// ```
/// use oracle::parents_rooted_at_smallest;
/// assert_eq!(
///     parents_rooted_at_smallest(4, &[(3, 1), (1, 2)]),
///     [None, None, Some(1), Some(1)]
/// );
/// ```
pub fn parents_rooted_at_smallest(n: usize, edges: &[(usize, usize)]) -> Vec<Option<usize>> {
    let mut adjacent = vec![Vec::new(); n];
    for &(a, b) in edges {
        adjacent[a].push(b);
        adjacent[b].push(a);
    }
    let mut parent = vec![None; n];
    let mut seen = vec![false; n];
    for root in 0..n {
        if seen[root] {
            continue;
        }
        seen[root] = true;
        let mut queue = VecDeque::from([root]);
        while let Some(v) = queue.pop_front() {
            for &w in &adjacent[v] {
                if !seen[w] {
                    seen[w] = true;
                    parent[w] = Some(v);
                    queue.push_back(w);
                }
            }
        }
    }
    parent
}

/// Every position one move away in the game where a move deletes `k` connected vertices of a
/// graph, `k` in `sizes`: every set of present vertices of a size in `sizes` whose induced
/// subgraph is connected, removed from `present` (bit `v`: vertex `v` is still there). The graph
/// is `adjacent[v]`, the neighbours of `v`, at most 64 vertices. Every subset of `present` is
/// tried, so keep the graph small (3^n subsets over all positions).
///
/// ```
/// use oracle::{connected_removals, GameSearch};
/// // A triangle, a move erasing 1 or 2 connected vertices.
/// let triangle = vec![vec![1, 2], vec![0, 2], vec![0, 1]];
/// assert_eq!(connected_removals(&triangle, 0b111, 2..=2), [0b100, 0b010, 0b001]);
/// let mut game = GameSearch::new(|&present: &u64| connected_removals(&triangle, present, 1..=2));
/// assert!(!game.wins(&0b111)); // every first move leaves a path of 1 or 2, taken whole
/// ```
pub fn connected_removals(
    adjacent: &[Vec<usize>],
    present: u64,
    sizes: RangeInclusive<usize>,
) -> Vec<u64> {
    assert!(adjacent.len() <= 64, "a position is a 64-bit mask");
    let mut after = Vec::new();
    // Every non-empty subset of `present`, in increasing order.
    let mut subset = 0u64;
    loop {
        subset = subset.wrapping_sub(present) & present;
        if subset == 0 {
            break;
        }
        if sizes.contains(&(subset.count_ones() as usize)) && connected(adjacent, subset) {
            after.push(present & !subset);
        }
    }
    after
}

/// A path or a cycle of vertices, by its number of vertices: a component of a graph whose
/// vertices have degree at most 2, for [`consecutive_removals`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Strand {
    /// A path of this many vertices.
    Path(usize),
    /// A cycle of this many vertices.
    Cycle(usize),
}

/// Every way to remove `k` consecutive vertices, `k` in `sizes`, from one path or cycle, each as
/// the strands it leaves (for [`crate::SumSearch`]): a cycle of `c` leaves a path of `c - k`
/// (nothing when `k = c`), a path of `p` leaves the paths of `a` and `b` on either side,
/// `a + b = p - k` (empty ones dropped; each split once, `a <= b`). What
/// [`connected_removals`] does on the real graph, by the components' sizes only, so larger
/// graphs can be searched (the tests check the two agree).
///
/// ```
/// use oracle::{consecutive_removals, Strand, SumSearch};
/// assert_eq!(
///     consecutive_removals(&Strand::Path(4), 2..=2),
///     [vec![Strand::Path(2)], vec![Strand::Path(1), Strand::Path(1)]]
/// );
/// // Kayles on a cycle of 3: every first move leaves a path of 1 or 2, a win for the opponent.
/// let mut game = SumSearch::new(|s: &Strand| consecutive_removals(s, 1..=2));
/// assert_eq!(game.component(&Strand::Cycle(3)), 0);
/// ```
pub fn consecutive_removals(strand: &Strand, sizes: RangeInclusive<usize>) -> Vec<Vec<Strand>> {
    let mut next = Vec::new();
    match *strand {
        Strand::Cycle(c) => {
            for k in sizes.filter(|&k| k >= 1 && k <= c) {
                next.push(if k == c {
                    Vec::new()
                } else {
                    vec![Strand::Path(c - k)]
                });
            }
        }
        Strand::Path(p) => {
            for k in sizes.filter(|&k| k >= 1 && k <= p) {
                for a in 0..=(p - k) / 2 {
                    let b = p - k - a;
                    next.push(
                        [a, b]
                            .into_iter()
                            .filter(|&s| s > 0)
                            .map(Strand::Path)
                            .collect(),
                    );
                }
            }
        }
    }
    next
}

/// Whether the vertices of `set` (non-empty) induce a connected subgraph.
fn connected(adjacent: &[Vec<usize>], set: u64) -> bool {
    let first = set.trailing_zeros() as usize;
    let mut reached = 1u64 << first;
    let mut stack = vec![first];
    while let Some(v) = stack.pop() {
        for &w in &adjacent[v] {
            if set >> w & 1 == 1 && reached >> w & 1 == 0 {
                reached |= 1 << w;
                stack.push(w);
            }
        }
    }
    reached == set
}

#[cfg(test)]
mod tests;
