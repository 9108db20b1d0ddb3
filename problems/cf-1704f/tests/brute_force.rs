//! The counts-then-Dawson's-Kayles model against a search of the partizan game on every row of
//! up to 12 cells, and on random longer rows of equal counts.

#[path = "../src/main.rs"]
#[allow(dead_code)]
mod solution;

#[path = "../examples/brute.rs"]
#[allow(dead_code)]
mod brute;

use rand::{rngs::StdRng, Rng, SeedableRng};
use std::collections::HashMap;

#[test]
fn every_row_up_to_12_cells_matches_game_search() {
    let kayles = solution::dawsons_kayles();
    let mut memo = HashMap::new();
    for n in 2..=12 {
        for mask in 0..1u32 << n {
            let cells: Vec<u8> = (0..n)
                .map(|i| if mask >> i & 1 == 1 { b'R' } else { b'B' })
                .collect();
            assert_eq!(
                solution::alice_wins(&kayles, &cells),
                brute::alice_wins(&cells, &mut memo),
                "{}",
                String::from_utf8_lossy(&cells)
            );
        }
    }
}

#[test]
fn balanced_rows_of_12_to_14_cells_match_game_search() {
    let kayles = solution::dawsons_kayles();
    let mut memo = HashMap::new();
    let mut rng = StdRng::seed_from_u64(1704);
    for _ in 0..40 {
        let n = 2 * rng.random_range(6..=7);
        let mut cells: Vec<u8> = (0..n)
            .map(|i| if i % 2 == 0 { b'R' } else { b'B' })
            .collect();
        // A few swaps keep the counts equal and break the row into runs.
        for _ in 0..rng.random_range(0..3) {
            let (i, j) = (rng.random_range(0..n), rng.random_range(0..n));
            cells.swap(i, j);
        }
        assert_eq!(
            solution::alice_wins(&kayles, &cells),
            brute::alice_wins(&cells, &mut memo),
            "{}",
            String::from_utf8_lossy(&cells)
        );
    }
}

#[test]
fn runs_split_where_neighbours_repeat() {
    assert_eq!(solution::alternating_runs(b"RBRBBRRB"), [4, 2, 2]);
    assert_eq!(solution::alternating_runs(b"RR"), [1, 1]);
    assert_eq!(solution::alternating_runs(b"RBRB"), [4]);
}
