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
