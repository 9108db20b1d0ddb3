//! `rounds` against a win/lose/draw search of the real game on small random graphs with cycles,
//! repeated edges, targets with out-edges and dead ends.

#[path = "../src/main.rs"]
#[allow(dead_code)]
mod solution;

#[path = "../examples/brute.rs"]
#[allow(dead_code)]
mod brute;

use rand::{rngs::StdRng, Rng, SeedableRng};

#[test]
fn rounds_match_the_game_search() {
    let mut rng = StdRng::seed_from_u64(6560);
    for _ in 0..400 {
        let n = rng.random_range(2..=8);
        let m = rng.random_range(1..=2 * n);
        let mut edges = Vec::new();
        while edges.len() < m {
            let (u, v) = (rng.random_range(0..n), rng.random_range(0..n));
            if u != v {
                edges.push((u, v));
                if rng.random_bool(0.1) {
                    edges.push((u, v));
                }
            }
        }
        let queries: Vec<(usize, usize)> = (0..n)
            .flat_map(|x| (0..n).filter(move |&y| y != x).map(move |y| (x, y)))
            .collect();
        let answers = solution::rounds(n, &edges, &queries);
        for (&(x, y), &answer) in queries.iter().zip(&answers) {
            assert_eq!(
                answer,
                brute::round(&edges, x, y),
                "{n} {edges:?} x={x} y={y}"
            );
        }
    }
}
