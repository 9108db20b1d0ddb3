//! Graphs with cycles by the fusion principle.

use crate::adjacency;

/// The Grundy value of the Green Hackenbush picture on vertices `0..n` with edges `edges`, rooted
/// at `root`: any finite multigraph (cycles, repeated edges and loops allowed). A move deletes an
/// edge and everything no longer connected to `root` falls away.
///
/// By the fusion principle the vertices of every cycle fuse into one vertex, the cycle's edges
/// becoming loops worth `*1` each. Fusing them all merges each 2-edge-connected piece into one
/// vertex carrying one loop per edge inside it; the bridges between the pieces form a tree. So
/// `g(piece) = (edges inside the piece mod 2) XOR (XOR over child pieces c of (g(c) + 1))`, and
/// the answer is the value of the piece holding `root`. For a tree with polygons (each cycle
/// attached to the rest at one vertex) this is each cycle reduced on its own: an odd cycle is
/// one leaf edge at its attachment vertex, an even cycle (a double edge included) is nothing.
///
/// Vertices and edges not connected to `root` play no part.
///
/// # Constraints
/// `root < n` and every endpoint is below `n`; the function panics otherwise.
///
/// # Complexity
/// O(n + m) time and memory for m = `edges.len()`: one iterative depth-first search for the
/// bridges (low-link values, edges told apart by index so repeated edges are not mistaken for
/// bridges), one breadth-first pass over the pieces, and the colon principle on the tree of
/// pieces read backwards. No recursion.
///
/// # Example
/// ```
/// use cgt_hackenbush::graph_value;
/// // POJ 3710's sample, second tree: an edge 1-2 and a triangle 2-3-4 hanging at 2 (0-based
/// // here). The triangle is one leaf edge at 2, so the picture is a stalk of two: *2.
/// assert_eq!(graph_value(4, &[(0, 1), (1, 2), (1, 3), (2, 3)], 0), 2);
/// // A square at the root is worth nothing; a double edge too.
/// assert_eq!(graph_value(4, &[(0, 1), (1, 2), (2, 3), (3, 0)], 0), 0);
/// assert_eq!(graph_value(2, &[(0, 1), (1, 0)], 0), 0);
/// ```
///
/// Used by: poj-3710.
pub fn graph_value(n: usize, edges: &[(usize, usize)], root: usize) -> u32 {
    const NONE: usize = usize::MAX;
    assert!(root < n, "root {root} outside 0..{n}");
    let (start, adjacent) = adjacency(n, edges);

    // Bridges by low-link values. A frame is (vertex, edge it was entered by, next position in
    // its adjacency list); only that one edge is skipped, so a second copy of it closes a cycle.
    let mut entered = vec![NONE; n];
    let mut low = vec![NONE; n];
    let mut is_bridge = vec![false; edges.len()];
    let mut stack: Vec<(usize, usize, usize)> = vec![(root, NONE, start[root])];
    entered[root] = 0;
    low[root] = 0;
    let mut clock = 1;
    while let Some(top) = stack.last_mut() {
        let (v, by, position) = *top;
        if position < start[v + 1] {
            top.2 += 1;
            let (w, e) = adjacent[position];
            if e == by {
                continue;
            }
            if entered[w] == NONE {
                entered[w] = clock;
                low[w] = clock;
                clock += 1;
                stack.push((w, e, start[w]));
            } else {
                low[v] = low[v].min(entered[w]);
            }
        } else {
            stack.pop();
            if let Some(&(u, _, _)) = stack.last() {
                low[u] = low[u].min(low[v]);
                if low[v] > entered[u] {
                    is_bridge[by] = true;
                }
            }
        }
    }

    // The 2-edge-connected pieces, each created after the piece above it (its parent).
    let mut piece = vec![NONE; n];
    let mut parent_piece = vec![NONE];
    piece[root] = 0;
    let mut queue = vec![root];
    let mut head = 0;
    while head < queue.len() {
        let v = queue[head];
        head += 1;
        for &(w, e) in &adjacent[start[v]..start[v + 1]] {
            if piece[w] == NONE {
                piece[w] = if is_bridge[e] {
                    parent_piece.push(piece[v]);
                    parent_piece.len() - 1
                } else {
                    piece[v]
                };
                queue.push(w);
            }
        }
    }

    // Each piece starts with its loops (the edges inside it, mod 2), then takes its children.
    let mut g = vec![0u32; parent_piece.len()];
    for (e, &(a, _)) in edges.iter().enumerate() {
        if piece[a] != NONE && !is_bridge[e] {
            g[piece[a]] ^= 1;
        }
    }
    for p in (1..parent_piece.len()).rev() {
        g[parent_piece[p]] ^= g[p] + 1;
    }
    g[0]
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::naive::picture_value;
    use crate::tree_value;
    use rand::{rngs::StdRng, Rng, SeedableRng};

    #[test]
    fn graph_value_compare_with_naive() {
        // Any small multigraph: cycles sharing vertices and edges, repeated edges, loops, parts
        // not connected to the root.
        let mut rng = StdRng::seed_from_u64(3710);
        for _ in 0..1500 {
            let n = rng.random_range(1..=7);
            let m = rng.random_range(0..=11);
            let mut edges: Vec<(usize, usize)> = Vec::new();
            for _ in 0..m {
                let (a, b) = (rng.random_range(0..n), rng.random_range(0..n));
                if a != b || rng.random_bool(0.2) {
                    edges.push((a, b));
                }
            }
            let root = rng.random_range(0..n);
            assert_eq!(
                graph_value(n, &edges, root),
                picture_value(&edges, root),
                "n {n}, root {root}, edges {edges:?}"
            );
        }
    }

    #[test]
    fn graph_value_on_trees_with_polygons_compare_with_naive() {
        // A tree grown from the root; now and then a polygon of 2..=5 sides hangs at a tree
        // vertex (its other corners are new vertices), several at one vertex, some at the root.
        let mut rng = StdRng::seed_from_u64(3711);
        for _ in 0..800 {
            let mut edges: Vec<(usize, usize)> = Vec::new();
            let mut tree_vertices = vec![0usize];
            let mut n = 1;
            while edges.len() < 12 && rng.random_bool(0.85) {
                let at = tree_vertices[rng.random_range(0..tree_vertices.len())];
                if rng.random_bool(0.6) {
                    edges.push((at, n));
                    tree_vertices.push(n);
                    n += 1;
                } else {
                    let sides = rng.random_range(2..=5);
                    let mut previous = at;
                    for _ in 1..sides {
                        edges.push((previous, n));
                        previous = n;
                        n += 1;
                    }
                    edges.push((previous, at));
                }
            }
            assert_eq!(
                graph_value(n, &edges, 0),
                picture_value(&edges, 0),
                "edges {edges:?}"
            );
        }
    }

    #[test]
    fn cycles_are_worth_their_parity() {
        // A polygon through the root, with 1e5 sides or one fewer, and hanging below a stalk.
        for sides in [2usize, 3, 99_999, 100_000] {
            let cycle: Vec<(usize, usize)> = (0..sides).map(|v| (v, (v + 1) % sides)).collect();
            assert_eq!(graph_value(sides, &cycle, 0), (sides % 2) as u32);
            let mut hanging: Vec<(usize, usize)> =
                cycle.iter().map(|&(a, b)| (a + 1, b + 1)).collect();
            hanging.push((0, 1));
            assert_eq!(graph_value(sides + 1, &hanging, 0), 1 + (sides % 2) as u32);
        }
        // A loop is one edge.
        assert_eq!(graph_value(1, &[(0, 0)], 0), 1);
        assert_eq!(graph_value(1, &[(0, 0), (0, 0)], 0), 0);
    }

    #[test]
    fn graph_value_agrees_with_tree_value_on_deep_trees() {
        let n = 100_000;
        let path: Vec<(usize, usize)> = (1..n).map(|v| (v, v - 1)).collect();
        assert_eq!(graph_value(n, &path, 0), tree_value(n, &path, 0));
        let mut rng = StdRng::seed_from_u64(5);
        let random: Vec<(usize, usize)> = (1..n).map(|v| (rng.random_range(0..v), v)).collect();
        assert_eq!(graph_value(n, &random, 0), tree_value(n, &random, 0));
    }
}
