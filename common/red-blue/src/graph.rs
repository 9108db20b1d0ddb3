//! Small red-blue pictures with cycles: a search over the sets of standing edges.

use cgt_big_dyadic::{number_value, BigDyadic};
use std::collections::HashMap;

/// The edges of `mask` still connected to `ground` through edges of `mask`.
pub(crate) fn grounded(edges: &[(usize, usize, bool)], ground: usize, mask: u64) -> u64 {
    let mut reached = vec![ground];
    let mut kept = 0u64;
    while let Some(v) = reached.pop() {
        for (e, &(a, b, _)) in edges.iter().enumerate() {
            if mask >> e & 1 == 1 && kept >> e & 1 == 0 && (a == v || b == v) {
                kept |= 1 << e;
                reached.push(if a == v { b } else { a });
            }
        }
    }
    kept
}

/// The value of any small red-blue Hackenbush picture: edges `(u, v, blue)` between vertices
/// (loops and repeated edges allowed), the ground being the vertex `ground` (join several
/// ground vertices into one first). A move deletes one own edge (`blue`: Left's); whatever no
/// longer reaches the ground falls.
///
/// Every red-blue position is a number, so each set of standing edges is valued by the
/// simplicity rule ([`number_value`]) over the values of the sets one move away, memoised by
/// the set (a 64-bit mask).
///
/// # Constraints
/// At most 64 edges, and few enough that the reachable sets of standing edges fit in memory
/// (about 25 edges at most: up to 2^m sets).
///
/// # Complexity
/// O(S · m · (m + w)) for the `S <= 2^m` sets reachable: each has up to `m` moves, each move
/// finds what falls in O(m) (times the degree) and compares values of `w` words.
///
/// # Panics
/// If a position is not a number: impossible for red-blue pictures (a check of the theory).
///
/// # Example
/// ```
/// use cgt_red_blue::graph_value;
/// // A blue-red triangle on the ground: ground-a blue, a-b red, b-ground blue.
/// let triangle = [(0, 1, true), (1, 2, false), (2, 0, true)];
/// assert_eq!(graph_value(&triangle, 0).to_string(), "1"); // {1/2 | 2}: a blue cut leaves a stalk blue-red
/// // A red loop on top of a blue edge: {0 | 1} = 1/2, as a stalk blue-red.
/// assert_eq!(graph_value(&[(0, 1, true), (1, 1, false)], 0).to_string(), "1/2");
/// ```
///
/// Used by: no judge problem yet.
pub fn graph_value(edges: &[(usize, usize, bool)], ground: usize) -> BigDyadic {
    assert!(edges.len() <= 64, "at most 64 edges");
    let all = if edges.len() == 64 {
        u64::MAX
    } else {
        (1u64 << edges.len()) - 1
    };
    let start = grounded(edges, ground, all);
    let mut memo: HashMap<u64, BigDyadic> = HashMap::new();
    // Iterative depth-first search: a set is valued once every set one move away is.
    let mut stack = vec![start];
    while let Some(&mask) = stack.last() {
        if memo.contains_key(&mask) {
            stack.pop();
            continue;
        }
        let options: Vec<(u64, bool)> = (0..edges.len())
            .filter(|&e| mask >> e & 1 == 1)
            .map(|e| (grounded(edges, ground, mask & !(1 << e)), edges[e].2))
            .collect();
        let unknown: Vec<u64> = options
            .iter()
            .map(|&(next, _)| next)
            .filter(|next| !memo.contains_key(next))
            .collect();
        if !unknown.is_empty() {
            stack.extend(unknown);
            continue;
        }
        let side = |blue: bool| -> Vec<BigDyadic> {
            options
                .iter()
                .filter(|&&(_, b)| b == blue)
                .map(|(next, _)| memo[next].clone())
                .collect()
        };
        let value = number_value(&side(true), &side(false))
            .expect("every red-blue Hackenbush position is a number");
        memo.insert(mask, value);
        stack.pop();
    }
    memo.remove(&start).expect("the start was valued")
}

#[cfg(test)]
#[path = "graph/tests.rs"]
mod tests;
