//! The Moore's Nim_d count against every layout played out on the real board.

#[path = "../src/main.rs"]
#[allow(dead_code)]
mod solution;

#[path = "../examples/brute.rs"]
#[allow(dead_code)]
mod brute;

use rand::{rngs::StdRng, Rng, SeedableRng};

#[test]
fn a_winning_layouts_matches_board_search() {
    let mut rng = StdRng::seed_from_u64(2490);
    for _ in 0..60 {
        let n = rng.random_range(2..=10);
        let k = 2 * rng.random_range(1..=(n / 2).min(3));
        let d = rng.random_range(1..=k);
        assert_eq!(
            solution::a_winning_layouts(n, k, d as u64),
            brute::a_winning_layouts(n, k, d),
            "n = {n}, k = {k}, d = {d}"
        );
    }
}

#[test]
fn few_free_cells_and_full_boards() {
    for (n, k) in [(4, 4), (5, 4), (6, 4), (7, 6), (8, 6), (6, 6)] {
        for d in 1..=k {
            assert_eq!(
                solution::a_winning_layouts(n, k, d as u64),
                brute::a_winning_layouts(n, k, d),
                "n = {n}, k = {k}, d = {d}"
            );
        }
    }
}
