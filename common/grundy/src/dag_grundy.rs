//! Grundy values of a game played on a directed acyclic graph.

use cgt_mex::MexBuffer;

/// Grundy values of every vertex of a directed graph given by its successor lists: a token on
/// vertex `v` may be moved to any vertex of `successors[v]`, so
/// `g[v] = mex{ g[w] : w in successors[v] }` (the minimum excludant, not the maximum), and a
/// vertex without successors has value 0. Several tokens form a sum: XOR their values.
///
/// Returns `None` when the graph has a directed cycle (a self-loop included): the game can then
/// last forever and Grundy values are not defined. Repeated edges are harmless.
///
/// The search is iterative (an explicit stack), so a path of any length is safe.
///
/// # Constraints
/// Every successor is below `successors.len()`.
///
/// # Complexity
/// O(V + E) time and O(V + max out-degree) memory besides the input.
///
/// # Example
/// ```
/// use cgt_grundy::dag_grundy;
/// // 0 -> 1, 0 -> 2, 2 -> 3: the sample graph of POJ 2425.
/// let successors = vec![vec![1, 2], vec![], vec![3], vec![]];
/// assert_eq!(dag_grundy(&successors), Some(vec![2, 0, 1, 0]));
/// assert_eq!(dag_grundy(&[vec![1], vec![0]]), None);
/// ```
///
/// Used by: poj-2425.
pub fn dag_grundy(successors: &[Vec<usize>]) -> Option<Vec<u32>> {
    const UNSEEN: u8 = 0;
    const ON_STACK: u8 = 1;
    const DONE: u8 = 2;
    let n = successors.len();
    let widest = successors.iter().map(Vec::len).max().unwrap_or(0);
    let mut options = MexBuffer::new(widest + 1);
    let mut state = vec![UNSEEN; n];
    let mut g = vec![0u32; n];
    // Each frame is a vertex and how many of its successors have been entered already.
    let mut stack: Vec<(usize, usize)> = Vec::new();
    for root in 0..n {
        if state[root] != UNSEEN {
            continue;
        }
        state[root] = ON_STACK;
        stack.push((root, 0));
        while let Some(&(v, entered)) = stack.last() {
            if let Some(&w) = successors[v].get(entered) {
                stack.last_mut().unwrap().1 += 1;
                match state[w] {
                    UNSEEN => {
                        state[w] = ON_STACK;
                        stack.push((w, 0));
                    }
                    ON_STACK => return None,
                    _ => {}
                }
            } else {
                g[v] = options.mex_of(successors[v].iter().map(|&w| g[w]));
                state[v] = DONE;
                stack.pop();
            }
        }
    }
    Some(g)
}

#[cfg(test)]
#[path = "dag_grundy/tests.rs"]
mod tests;
