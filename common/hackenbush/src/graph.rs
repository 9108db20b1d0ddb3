//! Graphs with cycles by the fusion principle.

use cgt_graph::compressed_adjacency;

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
    let (start, adjacent) = compressed_adjacency(n, edges, |w, e| (w, e));

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
#[path = "graph/tests.rs"]
mod tests;
