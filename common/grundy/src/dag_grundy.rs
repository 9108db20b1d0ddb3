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
mod tests {
    use super::*;
    use rand::{rngs::StdRng, Rng, SeedableRng};

    /// Grundy values from the definition by repeated sweeps: a vertex is settled once all its
    /// successors are; if a sweep settles nothing while some vertex is open, there is a cycle.
    fn dag_grundy_naive(successors: &[Vec<usize>]) -> Option<Vec<u32>> {
        let n = successors.len();
        let mut g: Vec<Option<u32>> = vec![None; n];
        while g.iter().any(Option::is_none) {
            let mut progress = false;
            for v in 0..n {
                if g[v].is_none() && successors[v].iter().all(|&w| g[w].is_some()) {
                    let values: Vec<u32> = successors[v].iter().map(|&w| g[w].unwrap()).collect();
                    g[v] = Some((0..).find(|m| !values.contains(m)).unwrap());
                    progress = true;
                }
            }
            if !progress {
                return None;
            }
        }
        Some(g.into_iter().map(Option::unwrap).collect())
    }

    #[test]
    fn dag_grundy_compare_with_naive() {
        let mut rng = StdRng::seed_from_u64(6);
        for _ in 0..2000 {
            let n = rng.random_range(0..10);
            // Mostly acyclic (edges to higher labels under a random relabelling), sometimes not.
            let cyclic = rng.random_bool(0.2);
            let mut label: Vec<usize> = (0..n).collect();
            for i in (1..n).rev() {
                label.swap(i, rng.random_range(0..=i));
            }
            let successors: Vec<Vec<usize>> = (0..n)
                .map(|v| {
                    (0..rng.random_range(0..4))
                        .map(|_| rng.random_range(0..n))
                        .filter(|&w| cyclic || label[w] > label[v])
                        .collect()
                })
                .collect();
            assert_eq!(
                dag_grundy(&successors),
                dag_grundy_naive(&successors),
                "{successors:?}"
            );
        }
    }

    #[test]
    fn long_paths_do_not_overflow_the_stack() {
        let n = 100_000;
        let path: Vec<Vec<usize>> = (0..n)
            .map(|v| if v + 1 < n { vec![v + 1] } else { vec![] })
            .collect();
        let g = dag_grundy(&path).unwrap();
        assert!(g
            .iter()
            .enumerate()
            .all(|(v, &x)| x == ((n - 1 - v) % 2) as u32));
        let mut cycle = path;
        cycle[n - 1].push(0);
        assert_eq!(dag_grundy(&cycle), None);
    }
}
