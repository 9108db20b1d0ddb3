//! `outcomes` against a search of the real token game on small random multigraphs (repeated
//! edges, self-loops, isolated vertices) and on odd cycles glued into blossoms inside blossoms.

#[path = "../src/main.rs"]
#[allow(dead_code)]
mod solution;

#[path = "../examples/brute.rs"]
#[allow(dead_code)]
mod brute;

use rand::{rngs::StdRng, Rng, SeedableRng};

#[test]
fn outcomes_match_the_game_search_on_multigraphs() {
    let mut rng = StdRng::seed_from_u64(1);
    for _ in 0..1500 {
        let n = rng.random_range(1..=11);
        let m = rng.random_range(0..=3 * n);
        let mut edges = Vec::new();
        while edges.len() < m {
            let (a, b) = (rng.random_range(0..n), rng.random_range(0..n));
            edges.push((a, b));
            if rng.random_bool(0.1) {
                edges.push((b, a));
            }
        }
        assert_eq!(
            solution::outcomes(n, &edges),
            brute::outcomes(n, &edges),
            "{n} {edges:?}"
        );
    }
}

#[test]
fn outcomes_match_the_game_search_on_nested_odd_cycles() {
    // Paths of new vertices hung at old ones and mostly closed back into odd or even cycles.
    let mut rng = StdRng::seed_from_u64(2);
    for _ in 0..800 {
        let size = rng.random_range(3..=12);
        let mut edges = Vec::new();
        let mut n = 1;
        while n < size {
            let at = rng.random_range(0..n);
            let len = rng.random_range(1..=4usize).min(size - n);
            let mut previous = at;
            for _ in 0..len {
                edges.push((previous, n));
                previous = n;
                n += 1;
            }
            if rng.random_bool(0.7) {
                edges.push((previous, rng.random_range(0..n - len)));
            }
        }
        assert_eq!(
            solution::outcomes(n, &edges),
            brute::outcomes(n, &edges),
            "{n} {edges:?}"
        );
    }
}
