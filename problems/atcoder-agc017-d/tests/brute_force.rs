//! The colon principle against a search of every real cut on small random trees: labels,
//! edge order and orientation shuffled, vertex 1 anywhere (a leaf, the centre of a star).

#[path = "../src/main.rs"]
#[allow(dead_code)]
mod solution;

#[path = "../examples/brute.rs"]
#[allow(dead_code)]
mod brute;

use rand::{rngs::StdRng, Rng, SeedableRng};

#[test]
fn alice_wins_matches_game_search() {
    let mut rng = StdRng::seed_from_u64(17);
    for _ in 0..1500 {
        let n = rng.random_range(2..=12);
        let mut label: Vec<usize> = (0..n).collect();
        for i in (1..n).rev() {
            label.swap(i, rng.random_range(0..=i));
        }
        let star = rng.random_bool(0.1);
        let mut edges: Vec<(usize, usize)> = (1..n)
            .map(|v| {
                let parent = if star { 0 } else { rng.random_range(0..v) };
                let (a, b) = (label[v], label[parent]);
                if rng.random_bool(0.5) {
                    (a, b)
                } else {
                    (b, a)
                }
            })
            .collect();
        for i in (1..edges.len()).rev() {
            edges.swap(i, rng.random_range(0..=i));
        }
        assert_eq!(
            solution::alice_wins(n, &edges),
            brute::alice_wins(&edges),
            "n {n}, edges {edges:?}"
        );
    }
}
